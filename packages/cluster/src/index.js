import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';

export { prepareDrain } from './drain.js';
export { DEFAULT_HEARTBEAT_TIMEOUT_MS, sendHeartbeats } from './heartbeat.js';
export { DEFAULT_BACKOFF, restartDelay, superviseWorkers } from './supervise.js';
export { parseTrustProxy, TRUST_PROXY_HELP } from './trust-proxy.js';

/**
 * How many processes of a server run when WEB_CONCURRENCY or API_CONCURRENCY does not say: one on
 * the embedded database, one per core on PostgreSQL (DATABASE_URL set).
 * @param {{ DATABASE_URL?: string }} env
 */
export function defaultProcessCount(env) {
  return env.DATABASE_URL ? availableParallelism() : 1;
}

/**
 * Whether this process should be the primary of `count` workers rather than serve: true in the
 * process that was started, when more than one is asked for.
 * @param {number} count
 */
export function shouldSupervise(count) {
  return count > 1 && cluster.isPrimary;
}

/**
 * Whether this is the first process of this start: the only one, or the first worker the primary
 * forked. What should be said once per start (a setup link) is said by it alone; a worker that
 * replaces it (a crash, a rolling restart) is not a new start.
 */
export function isFirstProcess() {
  return !cluster.isWorker || cluster.worker?.id === 1;
}
