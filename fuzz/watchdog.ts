// A request that blocks the event loop (a runaway regular expression, a synchronous loop) stops
// every timer of this process, so no timeout can report it. A worker thread watches a heartbeat
// instead: when the loop has been stuck too long it prints the requests in flight and kills the
// process (exit status 137), so the run fails instead of hanging CI.
import { Worker } from 'node:worker_threads';

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const beat = new Int32Array(workerData.shared);
const inFlight = new Map();
parentPort.on('message', (m) => {
  if (m.sent) inFlight.set(m.sent, m.text);
  else if (m.done) inFlight.delete(m.done);
});
setInterval(() => {
  const stuck = Date.now() - workerData.base - Atomics.load(beat, 0);
  if (stuck < workerData.limitMs) return;
  const lines = [...inFlight.values()].map((text) => '  ' + text).join('\\n');
  writeSync(2, '\\nFAIL: the event loop has been blocked for ' + Math.round(stuck / 1000) +
    ' s (a request hangs the whole process). Requests in flight:\\n' + (lines || '  (none)') + '\\n');
  process.kill(process.pid, 'SIGKILL');
}, 500);
`;

export interface Watchdog {
  sent(id: string, text: string): void;
  done(id: string): void;
  stop(): Promise<void>;
}

export function startWatchdog(limitMs: number): Watchdog {
  const shared = new SharedArrayBuffer(4);
  const beat = new Int32Array(shared);
  const base = Date.now();
  const tick = () => Atomics.store(beat, 0, Date.now() - base);
  tick();
  const heart = setInterval(tick, 250);
  heart.unref();
  const worker = new Worker(WORKER, { eval: true, workerData: { shared, base, limitMs } });
  worker.unref();
  return {
    sent: (id, text) => worker.postMessage({ sent: id, text }),
    done: (id) => worker.postMessage({ done: id }),
    async stop() {
      clearInterval(heart);
      await worker.terminate();
    },
  };
}
