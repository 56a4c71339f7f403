import * as contract from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import {
  normaliseQuery,
  parseSearchQuery,
  SEARCH_COUNT_CAP,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_TERMS,
  SEARCH_MAX_TOKENS,
  searchHref,
} from './search-url';

const parse = (query: string) => parseSearchQuery(new URLSearchParams(query));

describe('the search page URL', () => {
  it('copies the contract bounds exactly (copied to keep zod off every page)', () => {
    expect(SEARCH_MAX_LENGTH).toBe(contract.SEARCH_MAX_LENGTH);
    expect(SEARCH_MAX_TERMS).toBe(contract.SEARCH_MAX_TERMS);
    expect(SEARCH_MAX_TOKENS).toBe(contract.SEARCH_MAX_TOKENS);
    expect(SEARCH_COUNT_CAP).toBe(contract.SEARCH_COUNT_CAP);
  });

  it('normalises what was typed: spaces collapsed, trimmed, NFC', () => {
    expect(normaliseQuery('  hdmi \t  cable\n3m ')).toBe('hdmi cable 3m');
    expect(normaliseQuery('cafe\u0301')).toBe('café');
    expect(normaliseQuery('   ')).toBe('');
  });

  it('reads q, category and page as the page shows them', () => {
    expect(parse('q=%20TV%20%20stand%20&category=%20Men%20&page=3')).toEqual({
      q: 'TV stand',
      category: 'men',
      page: 3,
      problem: null,
    });
    expect(parse('')).toEqual({ q: '', category: null, page: 1, problem: null });
    for (const page of ['0', '-2', '1.5', 'abc', ''])
      expect(parse(`q=a&page=${page}`).page).toBe(1);
  });

  it('names a query the API would refuse, rather than sending it', () => {
    expect(parse(`q=${'a'.repeat(SEARCH_MAX_LENGTH)}`).problem).toBeNull();
    expect(parse(`q=${'a'.repeat(SEARCH_MAX_LENGTH + 1)}`).problem).toMatch(/too long/);
    expect(parse('q=one two three four five six seven eight').problem).toBeNull();
    expect(parse('q=one two three four five six seven eight nine').problem).toMatch(
      /too many words/,
    );
    // Punctuation splits words as the API counts them.
    expect(parse(`q=${'abcdefghijklmnopq'.split('').join(',')}`).problem).toMatch(/too many words/);
    expect(parse('q=usb-c to hdmi 4k 60hz cable 2m 3.5mm').problem).toBeNull();
    // Quotes, operators, emoji and SQL are only text to the page.
    expect(parse(`q=${encodeURIComponent(`"tv" &|!:* 📺 ' OR 1=1 --`)}`).problem).toBeNull();
  });

  it('builds the page URL, leaving out what is empty or the first page', () => {
    expect(searchHref({ q: 'hdmi cable' })).toBe('/search?q=hdmi+cable');
    expect(searchHref({ q: ' tv  & video ', category: 'Men', page: 2 })).toBe(
      '/search?q=tv+%26+video&category=men&page=2',
    );
    expect(searchHref({ q: 'kurta', category: null, page: 1 })).toBe('/search?q=kurta');
    expect(searchHref({ q: '  ' })).toBe('/search');
  });
});
