import cluster from 'node:cluster';
import { performance } from 'node:perf_hooks';
import {
  DEFAULT_HEARTBEAT_TIMEOUT_MS,
  HEARTBEAT_INTERVAL_ENV,
  heartbeatInterval,
  isHeartbeat,
} from './heartbeat.js';

/**
 * @typedef {object} Backoff
 * @property {number} baseMs the wait before replacing a process that died soon after it started
 * @property {number} maxMs the longest wait, however often that happened in a row
 * @property {number} stableMs a process that ran this long before dying is replaced at once
 */

/** @type {Backoff} */
export const DEFAULT_BACKOFF = { baseMs: 1_000, maxMs: 30_000, stableMs: 30_000 };

/**
 * How long to wait before replacing a process that died, given how many in a row (this one
 * included) died within `stableMs` of starting: none after a long run, then doubling.
 * @param {number} quickDeaths
 * @param {Backoff} backoff
 */
export function restartDelay(quickDeaths, { baseMs, maxMs }) {
  if (quickDeaths === 0) return 0;
  return Math.min(maxMs, baseMs * 2 ** Math.min(quickDeaths - 1, 30));
}

/**
 * @typedef {object} SuperviseOptions
 * @property {string} name what the lines it prints start with ("web", "api")
 * @property {number} workers how many processes serve at once
 * @property {Backoff} [backoff]
 * @property {number} [startTimeoutMs] how long a new process may take to listen
 * @property {number} [heartbeatTimeoutMs] a process that listens and then says nothing for this
 *   long (sendHeartbeats: its event loop is blocked) is killed and replaced
 */

/**
 * Runs the cluster's primary: forks `workers` copies of this program (each one serves the port;
 * node:cluster hands them connections in turn) and keeps them running:
 * - one that dies unexpectedly is replaced, after a wait that grows while they keep dying soon
 *   after starting (a crash loop does not spin);
 * - one that listens and then falls silent for `heartbeatTimeoutMs` (its event loop blocked: no
 *   beat from sendHeartbeats, and its SIGTERM handler cannot run either) is killed with SIGKILL,
 *   then replaced as one that died; draining or not, only silence counts;
 * - SIGHUP restarts them one at a time: a new process starts, and once it listens an old one
 *   drains (its SIGTERM) and exits; a new one that does not start ends the restart, and the
 *   old ones keep serving;
 * - SIGTERM or SIGINT drains them all, then the primary exits.
 * If a process of the first start exits before it listens (a port in use, a database that cannot
 * be opened: it says why), the others are stopped and the primary exits with its code.
 *
 * Never settles: the primary ends its own process once its workers are gone.
 * @param {SuperviseOptions} options
 * @returns {Promise<never>}
 */
export function superviseWorkers({
  name,
  workers: wanted,
  backoff = DEFAULT_BACKOFF,
  startTimeoutMs = 120_000,
  heartbeatTimeoutMs = DEFAULT_HEARTBEAT_TIMEOUT_MS,
}) {
  const say = (/** @type {string} */ line) => console.log(`${name}: ${line}`);
  const warn = (/** @type {string} */ line) => console.error(`${name}: ${line}`);

  /** Every forked process until it exits. */
  /** @type {Set<import('node:cluster').Worker>} */
  const running = new Set();
  /** Those that count towards `wanted`: not being retired, nor on trial in a restart. */
  /** @type {Set<import('node:cluster').Worker>} */
  const serving = new Set();
  /** @type {Set<NodeJS.Timeout>} */
  const replacements = new Set();
  let firstStartDone = false;
  let restarting = false;
  let stopping = false;
  let exitCode = 0;
  let quickDeaths = 0;
  const beatEveryMs = heartbeatInterval(heartbeatTimeoutMs);
  /**
   * What the primary heard from each process that listens: when it last did, and how long it had
   * been silent when it was killed for it.
   * @type {Map<import('node:cluster').Worker, { heardAt: number, killedSilentMs?: number }>}
   */
  const heard = new Map();

  /**
   * Forks one process; answers it and whether it listened (false if it exited or took too long).
   * @param {{ serving: boolean }} options a process on trial joins the serving ones once it listens
   */
  function fork({ serving: servesNow }) {
    const worker = cluster.fork({ [HEARTBEAT_INTERVAL_ENV]: String(beatEveryMs) });
    const startedAt = Date.now();
    running.add(worker);
    if (servesNow) serving.add(worker);
    // Silence counts once it listens: starting (migrations) may take long, and has its own bound.
    // A monotonic clock: a step of the wall clock (NTP) must not make every process look silent.
    worker.once('listening', () => heard.set(worker, { heardAt: performance.now() }));
    worker.on('message', (message) => {
      const life = heard.get(worker);
      if (life && isHeartbeat(message)) life.heardAt = performance.now();
    });
    /** @type {Promise<boolean>} */
    const listened = new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), startTimeoutMs);
      worker.once('listening', () => {
        clearTimeout(timer);
        resolve(true);
      });
      worker.once('exit', () => {
        clearTimeout(timer);
        resolve(false);
      });
    });
    worker.once('exit', (code, signal) => {
      running.delete(worker);
      const wasServing = serving.delete(worker);
      const silentMs = heard.get(worker)?.killedSilentMs;
      heard.delete(worker);
      const how =
        silentMs === undefined
          ? `stopped unexpectedly (${signal ?? `exit code ${code}`})`
          : `sent no heartbeat for ${(silentMs / 1000).toFixed(1)} s (its event loop is ` +
            'blocked) and was killed (SIGKILL)';
      // Not replaced here (stopping, starting, or retired): said now, as nothing else will.
      if (silentMs !== undefined && (stopping || !firstStartDone || !wasServing)) {
        warn(`process ${worker.process.pid} ${how}`);
      }
      if (stopping) {
        if (running.size === 0) process.exit(exitCode);
        return;
      }
      if (!firstStartDone) {
        // It said why on its way out; the rest go too.
        stop(code || 1);
        return;
      }
      // Retired ones and failed trials are the restart's business.
      if (!wasServing) return;
      const lived = Date.now() - startedAt;
      quickDeaths = lived < backoff.stableMs ? quickDeaths + 1 : 0;
      const delay = restartDelay(quickDeaths, backoff);
      warn(
        `process ${worker.process.pid} ${how}; ` +
          (delay ? `starting another in ${delay / 1000} s` : 'starting another'),
      );
      const timer = setTimeout(() => {
        replacements.delete(timer);
        if (!stopping) fork({ serving: true });
      }, delay);
      replacements.add(timer);
    });
    return { worker, listened };
  }

  /** Drains one process (its own SIGTERM handler) and waits for it to exit. */
  function retire(/** @type {import('node:cluster').Worker} */ worker) {
    serving.delete(worker);
    return new Promise((resolve) => {
      if (!running.has(worker)) return resolve(undefined);
      worker.once('exit', () => resolve(undefined));
      worker.process.kill('SIGTERM');
    });
  }

  async function restartOneByOne() {
    if (stopping) return;
    // The processes starting now run the code as it is: there is nothing newer to load.
    if (!firstStartDone) return say('still starting: nothing to restart yet');
    if (restarting) return say('already restarting');
    restarting = true;
    const old = [...serving];
    say(`restarting ${old.length} processes one at a time`);
    let restarted = 0;
    for (const worker of old) {
      if (stopping) break;
      if (!serving.has(worker)) continue;
      const trial = fork({ serving: false });
      if (!(await trial.listened)) {
        if (running.has(trial.worker)) await retire(trial.worker);
        if (!stopping) {
          warn(
            `a new process did not start; the restart stopped after ${restarted} of ` +
              `${old.length}, and the others keep serving`,
          );
        }
        restarting = false;
        return;
      }
      serving.add(trial.worker);
      await retire(worker);
      restarted += 1;
    }
    restarting = false;
    if (!stopping) say(`restart done: ${restarted} processes replaced`);
  }

  function stop(/** @type {number} */ code) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const timer of replacements) clearTimeout(timer);
    if (running.size === 0) process.exit(exitCode);
    // Those that already got the signal from the terminal ignore the second one.
    for (const worker of running) worker.process.kill('SIGTERM');
  }

  // A beat's interval after the bound, at most, a silent process is killed.
  const silenceCheck = setInterval(() => {
    const now = performance.now();
    for (const [worker, life] of heard) {
      const silentMs = now - life.heardAt;
      if (silentMs < heartbeatTimeoutMs || life.killedSilentMs !== undefined) continue;
      life.killedSilentMs = silentMs;
      // SIGTERM would wait for the loop that does not turn; the exit replaces it as a crash.
      worker.process.kill('SIGKILL');
    }
  }, beatEveryMs);
  silenceCheck.unref();

  process.on('SIGHUP', () => void restartOneByOne());
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));

  const first = Array.from({ length: wanted }, () => fork({ serving: true }));
  void Promise.all(first.map(({ listened }) => listened)).then((listened) => {
    if (stopping) return;
    if (!listened.every(Boolean)) {
      warn(`a process did not start listening within ${startTimeoutMs / 1000} s`);
      stop(1);
      return;
    }
    firstStartDone = true;
    say(
      `${wanted} processes share the port (primary pid ${process.pid}; ` +
        `kill -HUP ${process.pid} restarts them one at a time; one silent for ` +
        `${heartbeatTimeoutMs / 1000} s is replaced)`,
    );
  });
  return new Promise(() => {});
}
