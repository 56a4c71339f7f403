import { describe, expect, it } from 'vitest';
import { expiringCache } from './expiring-cache';

describe('expiringCache', () => {
  it('answers a kept value within its TTL, loading it once', async () => {
    const cache = expiringCache<number>(60_000, 10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache('a', load)).toBe(1);
    expect(await cache('a', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('loads every time with a TTL of 0 (a cache turned off)', async () => {
    const cache = expiringCache<number>(0, 10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache('a', load)).toBe(1);
    expect(await cache('a', load)).toBe(2);
    expect(loads).toBe(2);
  });
});
