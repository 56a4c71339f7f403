import net from 'node:net';

/**
 * @typedef {object} DrainOptions
 * @property {number} timeoutMs after this long, connections still open are cut
 * @property {number} [idleGraceMs] a kept-alive connection idle this long while draining is
 * closed; by default the servers' keep-alive time-out, which clients are told (Keep-Alive:
 * timeout=…) and reuse a connection within: closing one sooner races a client's next request
 * on it ("other side closed"), as a busy machine showed
 */

/**
 * Readies HTTP servers (one, or several answering the same app) to stop without failing anyone,
 * and answers the function that stops them. Call it before any connection arrives.
 *
 * Stopping takes no new connection; every answer from then on says `Connection: close`, so a
 * client that sends another request on a kept-alive connection gets its answer and goes
 * elsewhere; a connection left idle for `idleGraceMs` is closed. (http.Server#close would close
 * idle connections at once, racing a busy client's next request on them.) The answer resolves
 * once every connection has ended, or `timeoutMs` after the start, when the rest are cut.
 *
 * @param {import('node:http').Server[]} servers
 * @param {DrainOptions} options
 * @returns {() => Promise<void>}
 */
export function prepareDrain(
  servers,
  { timeoutMs, idleGraceMs = Math.max(1_000, ...servers.map((server) => server.keepAliveTimeout)) },
) {
  /** Open connections: requests in progress, and since when none has been. */
  /** @type {Map<net.Socket, { busy: number, idleSince: number }>} */
  const connections = new Map();
  /** @type {Set<import('node:http').ServerResponse>} */
  const answering = new Set();
  let draining = false;
  /** @type {Promise<void> | undefined} */
  let drained;

  for (const server of servers) {
    server.on('connection', (/** @type {net.Socket} */ socket) => {
      connections.set(socket, { busy: 0, idleSince: Date.now() });
      socket.once('close', () => connections.delete(socket));
    });
    // Before the app's own listener, so the header is set before anything is written.
    server.prependListener('request', (request, response) => {
      const connection = connections.get(request.socket);
      if (connection) connection.busy += 1;
      answering.add(response);
      if (draining) response.setHeader('connection', 'close');
      response.once('close', () => {
        answering.delete(response);
        if (connection) {
          connection.busy -= 1;
          connection.idleSince = Date.now();
        }
      });
    });
  }

  function closeIdle(graceMs = idleGraceMs) {
    const now = Date.now();
    for (const [socket, connection] of connections) {
      if (connection.busy === 0 && now - connection.idleSince >= graceMs) socket.destroy();
    }
  }

  return function drain() {
    drained ??= new Promise((resolve) => {
      draining = true;
      for (const response of answering) {
        if (!response.headersSent) response.setHeader('connection', 'close');
      }
      const sweep = setInterval(closeIdle, Math.min(250, idleGraceMs));
      const deadline = setTimeout(() => {
        for (const socket of connections.keys()) socket.destroy();
      }, timeoutMs);
      const closed = servers.map(
        (server) =>
          new Promise((done) => {
            // A server that was not listening answers at once (with an error worth nothing here).
            net.Server.prototype.close.call(server, () => done(undefined));
          }),
      );
      void Promise.all(closed).then(() => {
        clearInterval(sweep);
        clearTimeout(deadline);
        resolve();
      });
    });
    return drained;
  };
}
