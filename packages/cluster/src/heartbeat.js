import cluster from 'node:cluster';

/** How long the primary waits, by default, for a word from a worker before replacing it. */
export const DEFAULT_HEARTBEAT_TIMEOUT_MS = 12_000;

/** The environment variable the primary tells each worker how often to beat through. */
export const HEARTBEAT_INTERVAL_ENV = 'CLUSTER_HEARTBEAT_INTERVAL_MS';

/** What a worker sends the primary to say its event loop runs. */
export const HEARTBEAT = { cluster: 'heartbeat' };

/**
 * How often a worker beats for a given bound: six beats fit in it, so a worker is replaced after
 * missing about six in a row (a render or a garbage collection delays one, not six).
 * @param {number} timeoutMs
 */
export function heartbeatInterval(timeoutMs) {
  return Math.max(1, Math.floor(timeoutMs / 6));
}

/**
 * In a cluster's worker, tells the primary at a fixed interval that this process's event loop
 * runs (superviseWorkers replaces a worker that falls silent: SIGTERM cannot stop a blocked loop,
 * its handler being JavaScript). Beats go on while the worker drains. Does nothing outside a
 * cluster. Call it once, early: the primary counts beats from when the worker listens.
 */
export function sendHeartbeats() {
  const intervalMs = Number(process.env[HEARTBEAT_INTERVAL_ENV]);
  if (!cluster.isWorker || !(intervalMs > 0)) return;
  const beat = () => {
    // The primary may be gone (its worker follows once the channel closes): nothing to tell.
    if (process.connected) process.send?.(HEARTBEAT, undefined, {}, () => {});
  };
  // Never what keeps the process running.
  setInterval(beat, intervalMs).unref();
}

/**
 * Whether a worker's message is its heartbeat.
 * @param {unknown} message
 */
export function isHeartbeat(message) {
  return (
    typeof message === 'object' &&
    message !== null &&
    /** @type {{ cluster?: unknown }} */ (message).cluster === HEARTBEAT.cluster
  );
}
