import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy.server';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  it('lets pages show pictures uploaded to the API, over plain http in development too', () => {
    const policy = contentSecurityPolicy('n0nce', 'http://localhost:8044');
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'http://localhost:8044',
      'data:',
      'https:',
    ]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'http://localhost:8044']);
  });
});
