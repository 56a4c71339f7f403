// A small HTTP server run as a cluster by the tests, as the web server and the API run:
// GET /?wait=ms answers its process id after that long (with &early=1, its headers at once); a
// POST answers once its body is in.
// GET /?busy=ms keeps its event loop busy that long before answering; GET /block sends its
// process id, then blocks its event loop for good.
// CRASH_FILE: while that file exists, a new process dies right after it starts listening.
// HEARTBEAT_TIMEOUT_MS: the primary's bound on a process's silence.
import { existsSync } from 'node:fs';
import http from 'node:http';
import { prepareDrain, sendHeartbeats, shouldSupervise, superviseWorkers } from '../index.js';

const workers = Number(process.env.WORKERS ?? 2);
if (shouldSupervise(workers)) {
  await superviseWorkers({
    name: 'fixture',
    workers,
    backoff: { baseMs: 200, maxMs: 800, stableMs: 1_500 },
    heartbeatTimeoutMs: process.env.HEARTBEAT_TIMEOUT_MS
      ? Number(process.env.HEARTBEAT_TIMEOUT_MS)
      : undefined,
  });
}
sendHeartbeats();
if (process.env.FAIL_AT_START) {
  console.error('fixture: cannot start');
  process.exit(Number(process.env.FAIL_AT_START));
}

const server = http.createServer({ keepAliveTimeout: 5_000 }, (request, response) => {
  const url = new URL(request.url ?? '/', 'http://x');
  if (url.pathname === '/block') {
    response.writeHead(200, { 'content-type': 'application/json' });
    // Once its pid is on the way: an endless loop in a request, as a bug would have it.
    response.write(JSON.stringify({ pid: process.pid }), () => {
      for (;;);
    });
    return;
  }
  const busyUntil = Date.now() + Number(url.searchParams.get('busy') ?? 0);
  while (Date.now() < busyUntil);
  const wait = Number(url.searchParams.get('wait') ?? 0);
  if (url.searchParams.has('early')) response.flushHeaders();
  request.resume();
  request.on('end', () =>
    setTimeout(() => response.end(JSON.stringify({ pid: process.pid })), wait),
  );
});
const drain = prepareDrain([server], { timeoutMs: 10_000 });
server.listen(Number(process.env.PORT), '127.0.0.1', () => {
  if (process.env.CRASH_FILE && existsSync(process.env.CRASH_FILE)) process.exit(1);
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void drain().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
