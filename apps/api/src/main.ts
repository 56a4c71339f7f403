// Starts the API (npm start): one process, or with API_CONCURRENCY above one the cluster's
// primary, which forks that many workers (each runs this file) and only watches them. The
// primary loads nothing of the API itself (src/serve.ts).
import { defaultProcessCount, shouldSupervise, superviseWorkers } from '@storefront/cluster';
import { ConfigError, type Config, loadConfig } from './config';

/** API_CONCURRENCY, or one per core on PostgreSQL; the embedded database serves one process. */
function processCount(config: Config): number {
  const asked = config.API_CONCURRENCY ?? defaultProcessCount(config);
  if (asked > 1 && !config.DATABASE_URL) {
    console.error(
      `api: the embedded database serves one process, so 1 API process runs, not ${asked} ` +
        '(API_CONCURRENCY); set DATABASE_URL to run more.',
    );
    return 1;
  }
  return asked;
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`api: ${error.message}`);
  process.exit(1);
}
const processes = processCount(config);
if (shouldSupervise(processes)) {
  await superviseWorkers({
    name: 'api',
    workers: processes,
    heartbeatTimeoutMs: config.HEARTBEAT_TIMEOUT_MS,
  });
} else {
  await (await import('./serve')).serve(config, processes);
}
