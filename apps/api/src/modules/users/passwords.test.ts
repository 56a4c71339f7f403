import { describe, expect, it } from 'vitest';
import { createPasswordHasher, isCommonPassword, OWASP_SCRYPT } from './passwords';

describe('password hashing', () => {
  const hasher = createPasswordHasher({ log2N: 14, r: 8, p: 1 });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hasher.hash('Mango-lassi-2026');
    expect(await hasher.verify('Mango-lassi-2026', stored)).toBe(true);
    expect(await hasher.verify('mango-lassi-2026', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('same')).not.toBe(await hasher.hash('same'));
  });

  it('checks a hash with the parameters stored in it, and asks to raise weaker ones', async () => {
    const weak = await hasher.hash('Mango-lassi-2026');
    const stronger = createPasswordHasher({ log2N: 15, r: 8, p: 1 });
    expect(await stronger.verify('Mango-lassi-2026', weak)).toBe(true);
    expect(stronger.needsRehash(weak)).toBe(true);
    expect(stronger.needsRehash(await stronger.hash('x'))).toBe(false);
    expect(hasher.needsRehash(await stronger.hash('x'))).toBe(false);
  });

  it('refuses malformed stored values instead of throwing', async () => {
    for (const stored of ['', 'plain', 'scrypt$x$8$1$a$b', 'bcrypt$10$abc']) {
      expect(await hasher.verify('anything', stored)).toBe(false);
    }
  });

  it('defaults to OWASP’s parameters', () => {
    expect(createPasswordHasher().parameters).toEqual({ log2N: 17, r: 8, p: 1 });
    expect(OWASP_SCRYPT).toEqual({ log2N: 17, r: 8, p: 1 });
  });
});

describe('isCommonPassword', () => {
  it('knows the most common passwords, ignoring case', () => {
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('iloveyou')).toBe(true);
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('Chai-and-samosa-42')).toBe(false);
  });
});
