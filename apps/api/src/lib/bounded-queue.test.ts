import { describe, expect, it } from 'vitest';
import { createBoundedQueue } from './bounded-queue';
import { ServiceUnavailableError } from './errors';

describe('createBoundedQueue', () => {
  it('runs a few at a time in arrival order and refuses past its line', async () => {
    const queue = createBoundedQueue({ concurrency: 2, maxWaiting: 2, busyMessage: 'busy' });
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => queue.run(task(n))));
    expect(results.slice(0, 4).map((r) => (r as PromiseFulfilledResult<number>).value)).toEqual([
      1, 2, 3, 4,
    ]);
    expect((results[4] as PromiseRejectedResult).reason).toBeInstanceOf(ServiceUnavailableError);
    expect(started).toEqual([1, 2, 3, 4]);
    expect(most).toBe(2);
    // A failed task frees its place too.
    await expect(queue.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await queue.run(task(6))).toBe(6);
  });
});
