import pg from 'pg';

/** What the pool tells about a connection the server (or the network) ended. */
export type ConnectionLostListener = (
  error: Error,
  /** Whether it was lent out (to a request or a job, whose statement fails) or sat idle. */
  how: { inUse: boolean },
) => void;

/** Why PostgreSQL ends a connection, by the SQLSTATE of its last word, in a log line's terms. */
const ENDED_BECAUSE: Record<string, string> = {
  '57P01': 'terminated by an administrator (pg_terminate_backend) or a server shutdown',
  '57P02': 'the server crashed',
  '57P03': 'the server is starting or stopping',
  '25P03': 'idle in a transaction past idle_in_transaction_session_timeout',
  '57P05': 'idle past idle_session_timeout',
};

/**
 * What happened to a lost connection, in words that quote no data: PostgreSQL's SQLSTATE stands
 * for its message, as in every database error the API logs (decision 0010).
 */
export function connectionLossReason(error: Error): string {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
    return ENDED_BECAUSE[code] ?? `ended by the server (SQLSTATE ${code})`;
  }
  // pg's own words ("Connection terminated unexpectedly") or the socket's ("read ECONNRESET").
  return error.message;
}

/**
 * A pg pool that outlives its connections. pg-pool listens for a client's 'error' only while the
 * client is idle; a client checked out (a transaction between two statements: a catalogue
 * import) whose connection the server ends emits 'error' with nobody listening, and that ends
 * the process. Here every client has a listener from its first connection to its last, which
 * tells `onLost` once per connection.
 *
 * A client lost while checked out through `connect()` goes back to the pool at once, marked
 * broken, and the holder's own release later does nothing: Drizzle (0.45) sends BEGIN before the
 * try/finally that releases its client, so a connection lost just before BEGIN was never given
 * back and the pool shrank by one for good (drizzle-orm issues 6023, 6241). The holder's next
 * statement fails with "Client has encountered a connection error", which the API answers 503.
 */
export function createPostgresPool(config: pg.PoolConfig, onLost: ConnectionLostListener) {
  /** Clients lent out (by connect() or for one pool.query), from 'acquire' to 'release'. */
  const inUse = new WeakSet<pg.PoolClient>();
  /** The release of each client lent out by connect(), made safe to call twice. */
  const lent = new WeakMap<pg.PoolClient, (error?: Error) => void>();

  type ConnectCallback = Parameters<pg.Pool['connect']>[0];
  class ResilientPool extends pg.Pool {
    override connect(): Promise<pg.PoolClient>;
    override connect(callback: NonNullable<ConnectCallback>): void;
    override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
      // pool.query borrows with a callback and gives its client back itself on an error.
      if (callback) return super.connect(callback);
      return super.connect().then((client) => {
        const release = client.release.bind(client);
        let released = false;
        const releaseOnce = (error?: Error | boolean) => {
          if (released) return;
          released = true;
          lent.delete(client);
          release(error);
        };
        client.release = releaseOnce;
        lent.set(client, releaseOnce);
        return client;
      });
    }
  }

  const pool = new ResilientPool(config);
  pool.on('acquire', (client) => inUse.add(client));
  pool.on('release', (_error, client) => inUse.delete(client));
  pool.on('connect', (client) => {
    let told = false;
    // A connection ended by the server errs twice: its last message, then the socket's end.
    client.on('error', (error) => {
      if (!told) {
        told = true;
        onLost(error, { inUse: inUse.has(client) });
      }
      lent.get(client)?.(error);
    });
  });
  // Told above; pg-pool also emits this for an idle client it drops, and unheard it would throw.
  pool.on('error', () => {});
  return pool;
}
