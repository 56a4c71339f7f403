import { describe, expect, it } from 'vitest';
import { linkParam, nextLink } from './link-header';

describe('nextLink', () => {
  it('finds rel="next" among the links', () => {
    expect(nextLink('</api/v1/orders?limit=20&before=AB%2BC>; rel="next"')).toBe(
      '/api/v1/orders?limit=20&before=AB%2BC',
    );
    expect(
      nextLink('<https://api.example.in/api/v1/orders>; rel="first", </o?before=2>; rel=next'),
    ).toBe('/o?before=2');
    expect(nextLink('</o?before=3>; title="older"; rel="prefetch NEXT"')).toBe('/o?before=3');
  });

  it('is null on the last page', () => {
    expect(nextLink(null)).toBeNull();
    expect(nextLink('')).toBeNull();
    expect(nextLink('</o?before=1>; rel="prev"')).toBeNull();
    expect(nextLink('</o?before=1>; rel="nextpage"')).toBeNull();
  });
});

describe('linkParam', () => {
  it('reads a parameter of a relative or absolute link, decoded', () => {
    expect(linkParam('/api/v1/orders?limit=20&before=AB%2BC', 'before')).toBe('AB+C');
    expect(linkParam('https://api.example.in/api/v1/orders?before=x', 'before')).toBe('x');
    expect(linkParam('/api/v1/orders?limit=20', 'before')).toBeNull();
  });
});
