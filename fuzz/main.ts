// `npm run fuzz`: fuzzes every operation of the API's OpenAPI document through app.inject() and
// fails on any 5xx answer or hang, on a 4xx that is not { error }, and on a state-changing
// back-office request without the back office's Origin that is not refused with 403. Shopper
// routes are fuzzed with a shopper's bearer token (journey.ts), back-office ones with staff
// session cookies (backoffice.ts). See README.md ("Test it") for the knobs:
//   FUZZ_SEED          the seed (default 1; "random" draws one; "date" takes today's, YYYYMMDD);
//                      printed either way. Without FUZZ_SEED, a second, short run follows the
//                      fixed seed's with today's seed (FUZZ_DAY_SECONDS, default 15; 0 skips
//                      it): CI meets new inputs every day, and a failure names its seed.
//   FUZZ_RUNS          requests to send (default 6000 when FUZZ_SECONDS is not set)
//   FUZZ_SECONDS       time to spend sending (default 30 when FUZZ_RUNS is not set)
//   FUZZ_CONCURRENCY   requests in flight (default 4)
//   FUZZ_HANG_MS       how long an answer may take (default 10000)
//   FUZZ_STRICT_4XX=0  list 4xx answers that are not { "error": string } instead of failing
//   FUZZ_DATABASE_URL  run on that PostgreSQL server (else TEST_DATABASE_URL; else PGlite)
// `--self-test` only checks, on a decoy app with known bugs, that the fuzzer reports them
// (FUZZ_DEBUG=1 prints its report).
import { DEFAULT_RATE_LIMITS } from '../apps/api/src/lib/rate-limit-policy';
import { createTestApp, type Driver } from '../apps/api/src/test/test-app';
import { mixSeeds, planArbitrary, PlanStream } from './generate';
import { fuzzingLimits, prepareJourney } from './journey';
import { type OpenApiDocument, operationsOf } from './openapi';
import { createServerLog, injectTarget, report, runFuzz } from './run';
import { selfTest } from './self-test';
import { startWatchdog } from './watchdog';

const DEFAULT_SEED = 1;
const DEFAULT_RUNS = 6000;
const DEFAULT_SECONDS = 30;
const DEFAULT_DAY_SECONDS = 15;

/** Today's date (UTC) as a number, 20261128: the seed of the day. */
const seedOfTheDay = () => Number(new Date().toISOString().slice(0, 10).replaceAll('-', ''));

function numberFromEnv(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    console.error(`fuzz: ${name}=${raw} is not a number`);
    process.exit(2);
  }
  return value;
}

/** Seconds since the process started, module loading included. */
const uptime = () => process.uptime().toFixed(1);

function hashText(text: string): number {
  return mixSeeds(...[...text].map((char) => char.codePointAt(0)!));
}

async function main() {
  const selfTestOnly = process.argv.includes('--self-test');
  const seed =
    process.env.FUZZ_SEED === 'random'
      ? Math.floor(Math.random() * 2 ** 31)
      : process.env.FUZZ_SEED === 'date'
        ? seedOfTheDay()
        : (numberFromEnv('FUZZ_SEED') ?? DEFAULT_SEED);
  const daySeconds = process.env.FUZZ_SEED
    ? 0
    : (numberFromEnv('FUZZ_DAY_SECONDS') ?? DEFAULT_DAY_SECONDS);
  const runs = numberFromEnv('FUZZ_RUNS');
  const seconds = numberFromEnv('FUZZ_SECONDS');
  const maxRequests = runs ?? (seconds !== undefined ? Infinity : DEFAULT_RUNS);
  const budgetSeconds = seconds ?? (runs !== undefined ? Infinity : DEFAULT_SECONDS);
  const concurrency = Math.max(1, numberFromEnv('FUZZ_CONCURRENCY') ?? 4);
  const hangMs = numberFromEnv('FUZZ_HANG_MS') ?? 10_000;
  const databaseUrl = process.env.FUZZ_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const driver: Driver = databaseUrl ? 'postgres' : 'pglite';

  const watchdog = startWatchdog(hangMs + 20_000);
  const limits = [
    Number.isFinite(maxRequests) ? `${maxRequests} requests` : null,
    Number.isFinite(budgetSeconds) ? `${budgetSeconds} s` : null,
  ].filter(Boolean);
  if (!selfTestOnly) {
    console.log(
      `fuzz: seed ${seed} (FUZZ_SEED=${seed} replays it) · ${limits.join(' or ') || 'no limit'}, ` +
        `whichever comes first · ${concurrency} in flight · hang after ${hangMs / 1000} s · ` +
        `${driver === 'postgres' ? `PostgreSQL (${new URL(databaseUrl!).host})` : 'PGlite'}`,
    );
  }

  const check = await selfTest();
  if (check.problems.length > 0) {
    console.error(`fuzz: the self-test failed: the fuzzer ${check.problems.join('; ')}`);
    process.exit(1);
  }
  console.log(
    `fuzz: self-test ok: on a decoy it found the 500 on NUL, the hang, the text/plain 400 and ` +
      `the missing Origin check ` +
      `(${check.requests} requests, ${(check.ms / 1000).toFixed(1)} s)`,
  );
  if (selfTestOnly) {
    await watchdog.stop();
    return 0;
  }

  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  const log = createServerLog();
  const testApp = await createTestApp(driver, {
    rateLimits: fuzzingLimits(DEFAULT_RATE_LIMITS),
    logger: log.logger,
  });
  const { app, db } = testApp;
  let exitCode = 0;
  try {
    const answer = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    if (answer.statusCode !== 200) {
      throw new Error(`GET /api/v1/openapi.json answered ${answer.statusCode}`);
    }
    const operations = operationsOf(answer.json<OpenApiDocument>());
    const journey = await prepareJourney(app, operations, db);
    console.log(
      `fuzz: ${operations.length} operations; ${journey.summary} (${uptime()} s since start)`,
    );

    /** One run with `seed`: answers whether it failed. */
    const fuzzWith = async (
      runSeed: number,
      runRequests: number,
      runSeconds: number,
      requireEveryOperation: boolean,
    ): Promise<boolean> => {
      const plans = new Map(
        operations.map((operation) => [
          operation.id,
          new PlanStream(
            planArbitrary(operation, journey.hints),
            mixSeeds(runSeed, hashText(operation.id)),
          ),
        ]),
      );
      let sent = 0;
      const progress = setInterval(() => {
        console.log(`fuzz: … ${sent} requests sent (${uptime()} s since start)`);
      }, 15_000);
      progress.unref();
      const result = await runFuzz({
        operations,
        plans,
        context: journey.context,
        target: injectTarget(app, log),
        maxRequests: runRequests,
        deadline: Date.now() + runSeconds * 1000,
        concurrency,
        hangMs,
        learn: journey.learn,
        prepare: journey.prepare,
        onSent: (id, request) => {
          sent += 1;
          watchdog.sent(
            id,
            `${request.method} ${request.url.slice(0, 200)} — ${request.input.slice(0, 200)}`,
          );
        },
        onDone: (id) => watchdog.done(id),
      });
      clearInterval(progress);

      const verdict = report(result, {
        operations,
        strictErrorShape: process.env.FUZZ_STRICT_4XX !== '0',
        requireEveryOperation,
      });
      const elapsed = uptime();
      if (verdict.failed) {
        const distinct = verdict.failing.length;
        console.log(
          `\nfuzz: FAILED — ${distinct} distinct 5xx/hang/harness findings` +
            `${verdict.unexercised.length && requireEveryOperation ? `, ${verdict.unexercised.length} operations unexercised` : ''}` +
            ` (seed ${runSeed}, ${result.requests} requests; FUZZ_SEED=${runSeed} replays it; ${elapsed} s)`,
        );
      } else {
        console.log(`\nfuzz: passed (seed ${runSeed}, ${result.requests} requests, ${elapsed} s)`);
      }
      return verdict.failed;
    };

    let failed = await fuzzWith(seed, maxRequests, budgetSeconds, true);
    if (daySeconds > 0) {
      const daySeed = seedOfTheDay();
      console.log(
        `\nfuzz: seed of the day ${daySeed} (FUZZ_SEED=${daySeed} replays it) · ${daySeconds} s`,
      );
      failed = (await fuzzWith(daySeed, Infinity, daySeconds, false)) || failed;
    }

    const stray = log.unattributed();
    if (stray.length > 0) {
      console.log(
        `\nNOTE: ${stray.length} errors logged outside any request: ${stray.map((e) => e.summary).join(' | ')}`,
      );
    }
    const account = await app.inject({
      method: 'GET',
      url: '/api/v1/accountInfo',
      headers: { authorization: `Bearer ${journey.shopper.token}` },
    });
    if (account.statusCode !== 200) {
      console.log(
        `\nNOTE: the shopper's session no longer works (GET /accountInfo answered ${account.statusCode}):` +
          ' signed-in operations were fuzzed without a valid token after some point.',
      );
    }
    console.log(`\nback office: ${journey.staffStats()}`);
    const staffSession = await journey.checkStaff();
    if (staffSession) {
      console.log(
        `\nNOTE: the back-office owner's session no longer works (GET /admin/session answered ` +
          `${staffSession.slice(0, 200)}): back-office operations were fuzzed signed out after some point.`,
      );
    }
    if (failed) exitCode = 1;
  } finally {
    await Promise.race([
      testApp.close(),
      new Promise((resolve) => setTimeout(resolve, 5_000).unref()),
    ]);
    await watchdog.stop();
  }
  return exitCode;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('fuzz: could not run:', error);
    process.exit(1);
  },
);
