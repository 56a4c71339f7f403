// A small HTTP server run as a cluster by the tests, as the web server and the API run:
// GET /?wait=ms answers its process id after that long; a POST answers once its body is in.
// CRASH_FILE: while that file exists, a new process dies right after it starts listening.
import { existsSync } from 'node:fs';
import http from 'node:http';
import { prepareDrain, shouldSupervise, superviseWorkers } from '../index.js';

const workers = Number(process.env.WORKERS ?? 2);
if (shouldSupervise(workers)) {
  await superviseWorkers({
    name: 'fixture',
    workers,
    backoff: { baseMs: 200, maxMs: 800, stableMs: 1_500 },
  });
}
if (process.env.FAIL_AT_START) {
  console.error('fixture: cannot start');
  process.exit(Number(process.env.FAIL_AT_START));
}

const server = http.createServer({ keepAliveTimeout: 5_000 }, (request, response) => {
  const wait = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('wait') ?? 0);
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
