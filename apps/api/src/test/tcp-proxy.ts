import net from 'node:net';

/**
 * A TCP hop between the API and its database that a test can cut and restore: the database
 * becomes unreachable (connections reset, new ones refused) without stopping the real server.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;

  async function listen() {
    server = net.createServer((client) => {
      const upstream = net.connect(target);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server!.address() as net.AddressInfo).port;
  }
  await listen();

  return {
    get port() {
      return port;
    },
    /** Refuses new connections and resets every open one. */
    async cut() {
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
      for (const socket of sockets) socket.resetAndDestroy();
      await closed;
    },
    /** Accepts connections again, on the same port. */
    restore: listen,
    async close() {
      if (server?.listening) await this.cut();
    },
  };
}
