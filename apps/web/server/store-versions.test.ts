import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createStoreVersions } from './store-versions.js';

const POLL_MS = 20;
const opened: ReturnType<typeof createStoreVersions>[] = [];
afterEach(() => {
  for (const versions of opened.splice(0)) versions.close();
});

function open(fetchVersion: (store: string) => Promise<number>, maxStores = 10) {
  const versions = createStoreVersions({ fetchVersion, pollMs: POLL_MS, maxStores });
  opened.push(versions);
  return versions;
}

describe('store versions', () => {
  it('dates a page stale from when a newer version than its data was first seen', async () => {
    let version = 5;
    const versions = open(async () => version);
    expect(await versions.current('shop')).toBe(5);
    versions.hold('shop');
    expect(versions.staleSince('shop', 5)).toBeNull();

    version = 6;
    const before = Date.now();
    await sleep(3 * POLL_MS);
    const sixSeenAt = versions.staleSince('shop', 5)!;
    expect(sixSeenAt).toBeGreaterThanOrEqual(before);
    version = 7;
    await sleep(3 * POLL_MS);
    // Data at 5 went stale when 6 was seen, not when 7 was.
    expect(versions.staleSince('shop', 5)).toBe(sixSeenAt);
    expect(versions.staleSince('shop', 6)).toBeGreaterThan(sixSeenAt);
    expect(versions.staleSince('shop', 7)).toBeNull();
  });

  it('counts every page stale once the version has not been confirmed for two polls', async () => {
    let answering = true;
    const versions = open(async () => {
      if (!answering) throw new Error('the API is down');
      return 1;
    });
    await versions.current('shop');
    versions.hold('shop');
    answering = false;
    const downAt = Date.now();
    await sleep(5 * POLL_MS);
    const since = versions.staleSince('shop', 1)!;
    expect(since).not.toBeNull();
    expect(since).toBeLessThanOrEqual(downAt + 3 * POLL_MS);
    answering = true;
    await sleep(3 * POLL_MS);
    expect(versions.staleSince('shop', 1)).toBeNull();
  });

  it('polls at most maxStores stores, and lets go of a store with no page kept', async () => {
    const asked: string[] = [];
    const versions = open(async (store) => {
      asked.push(store);
      return 1;
    }, 2);
    expect(await versions.current('a')).toBe(1);
    expect(await versions.current('b')).toBe(1);
    expect(await versions.current('c')).toBeNull();
    expect(versions.hold('a')).toBe(true);
    expect(versions.hold('c')).toBe(false);
    // "b" kept no page: after ten polls it is no longer asked.
    await sleep(15 * POLL_MS);
    asked.length = 0;
    await sleep(3 * POLL_MS);
    expect(new Set(asked)).toEqual(new Set(['a']));
  });
});
