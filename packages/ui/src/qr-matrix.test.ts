import { describe, expect, it } from 'vitest';
import { qrModulesPath } from './qr-matrix';

describe('qrModulesPath', () => {
  it('draws one rectangle per run of dark modules', () => {
    expect(
      qrModulesPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });
});
