import { ServiceUnavailableError } from './errors';

export interface BoundedQueue {
  /** Runs the task once one of `concurrency` places is free; 503 when the line is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * Heavy work (password hashing: ~300 ms of a core and 128 MiB each) runs a few at a time, in
 * arrival order, with a bounded line: a burst waits its turn or is refused at once, and the rest
 * of the API keeps its cores and libuv threads.
 */
export function createBoundedQueue({
  concurrency,
  maxWaiting,
  busyMessage,
}: {
  concurrency: number;
  maxWaiting: number;
  busyMessage: string;
}): BoundedQueue {
  let active = 0;
  const waiting: (() => void)[] = [];

  return {
    async run(task) {
      if (active < concurrency) {
        active += 1;
      } else {
        if (waiting.length >= maxWaiting) throw new ServiceUnavailableError(busyMessage, 1);
        // The finishing task hands its place over, so `active` stays as it is.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
      }
    },
  };
}
