// The fuzzer must not pass for want of looking. Before the API, it fuzzes a decoy with known bugs
// (built with the API's own error handler and OpenAPI plugin) and checks that it reports each:
// a route that throws on NUL (500), one that never answers on NUL (hang), one that answers 400
// as text/plain (not { error }), a back-office route that does not check Origin, and nothing on
// a clean route nor on a back-office route that checks it; and that an operation that got no
// request fails the run.
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorsPlugin } from '../apps/api/src/plugins/errors';
import { openapiPlugin } from '../apps/api/src/plugins/openapi';
import { mixSeeds, planArbitrary, PlanStream } from './generate';
import { type OpenApiDocument, type Operation, operationsOf } from './openapi';
import { createServerLog, injectTarget, report, type RunResult, runFuzz } from './run';

export const DECOY_MESSAGE = 'decoy: NUL reached the database';
/** Its own seed, whatever the run's: the self-test is the same every time (no flaky failure). */
const SELF_TEST_SEED = 1;
/**
 * How long a decoy request may take before it is a hang. The decoy answers in well under 100 ms
 * on an idle machine, but eight requests in flight over payloads such as JSON nested 100,000 deep
 * took 270–420 ms on two cores busy with other work, and 250 ms reported the clean route as hung.
 * A request that never answers is a hang at any threshold; each costs the run this long, so
 * several times the slowest answer seen under load, not more.
 */
const SELF_TEST_HANG_MS = 2_000;

async function decoyApp(logger: ReturnType<typeof createServerLog>['logger']) {
  const app = Fastify({ logger }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(errorsPlugin);
  await app.register(openapiPlugin);
  app.post(
    '/decoy/notes',
    {
      schema: {
        body: z.object({
          title: z.string().max(100),
          tags: z.array(z.string().max(20)).max(5).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { title, tags = [] } = request.body;
      if ([title, ...tags].some((text) => text.includes('\0'))) throw new Error(DECOY_MESSAGE);
      return reply.status(201).send({ ok: true });
    },
  );
  app.get(
    '/decoy/search',
    { schema: { querystring: z.object({ q: z.string().max(50).optional() }) } },
    async (request) => {
      if (request.query.q?.includes('\0')) await new Promise(() => {});
      return { results: [] };
    },
  );
  app.get(
    '/decoy/legacy/:id',
    { schema: { params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      if (!/^\d+$/.test(request.params.id))
        return reply.status(400).type('text/plain').send('bad id');
      return { id: Number(request.params.id) };
    },
  );
  // Back-office routes (marked so below): a state change from any page, and one refused unless
  // it comes from the back office's own origin.
  app.post(
    '/decoy/admin/notes',
    { schema: { body: z.object({ title: z.string().max(100) }) } },
    async (_request, reply) => reply.status(201).send({ ok: true }),
  );
  app.delete(
    '/decoy/admin/notes/:id',
    { schema: { params: z.object({ id: z.string().max(40) }) } },
    async (request, reply) => {
      if (request.headers.origin !== `http://${request.host}`) {
        return reply.status(403).send({ error: 'Not from the back office' });
      }
      return reply.status(204).send();
    },
  );
  app.get(
    '/decoy/clean',
    {
      schema: {
        security: [{ bearerAuth: [] }],
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10).optional() }),
      },
    },
    async () => ({ ok: true }),
  );
  await app.ready();
  return app;
}

/** Fuzzes the decoy; answers what the fuzzer failed to see (empty when it saw everything). */
export async function selfTest(): Promise<{ problems: string[]; requests: number; ms: number }> {
  const log = createServerLog();
  const app = await decoyApp(log.logger);
  try {
    const operations = operationsOf(app.swagger() as unknown as OpenApiDocument);
    for (const operation of operations) {
      if (operation.path.startsWith('/decoy/admin/')) operation.backOffice = 'public';
    }
    const plans = new Map(
      operations.map((operation) => [
        operation.id,
        new PlanStream(planArbitrary(operation, {}), mixSeeds(SELF_TEST_SEED, 1)),
      ]),
    );
    const found = (run: RunResult, category: string, operation: string, text = '') =>
      [...run.findings.values()].some(
        (f) => f.category === category && f.operation === operation && f.signature.includes(text),
      );
    // The hang seen as what it is: requests with NUL in q that got no answer at all (not a slow
    // answer of a busy machine).
    const foundNulHang = (run: RunResult) =>
      [...run.findings.values()].some(
        (f) =>
          f.category === 'hang' &&
          f.operation === 'GET /decoy/search' &&
          f.status === null &&
          f.inputs.length > 0 &&
          f.inputs.every((input) => input.includes('\\u0000')),
      );
    const result = await runFuzz({
      operations,
      plans,
      context: {
        seeds: () => [],
        token: () => 'decoy-token-0123456789abcdefABCDEF',
        staff: () => ({ sessions: [], host: 'localhost', ended: null }),
      },
      target: injectTarget(app, log),
      maxRequests: 1_000,
      // A bound for a broken fuzzer only: the run ends when `until` says (seconds, idle).
      deadline: Date.now() + 120_000,
      concurrency: 8,
      hangMs: SELF_TEST_HANG_MS,
      // Enough requests for the clean route to show it stays clean, then stop once all is seen.
      until: (sofar) =>
        sofar.requests >= 400 &&
        found(sofar, 'server-error', 'POST /decoy/notes', DECOY_MESSAGE) &&
        foundNulHang(sofar) &&
        found(sofar, 'error-shape', 'GET /decoy/legacy/{id}') &&
        found(sofar, 'origin', 'POST /decoy/admin/notes'),
    });
    const verdict = report(result, {
      operations,
      strictErrorShape: false,
      print: process.env.FUZZ_DEBUG ? undefined : () => {},
    });

    const problems: string[] = [];
    if (operations.length !== 6) problems.push(`expected 6 operations, read ${operations.length}`);
    if (!found(result, 'server-error', 'POST /decoy/notes', DECOY_MESSAGE)) {
      problems.push('missed the 500 of POST /decoy/notes on NUL (or not with its logged error)');
    }
    if (!foundNulHang(result)) {
      problems.push('missed the hang of GET /decoy/search on NUL (no answer, NUL in q)');
    }
    if (!found(result, 'error-shape', 'GET /decoy/legacy/{id}')) {
      problems.push('missed the text/plain 400 of GET /decoy/legacy/{id}');
    }
    if (!found(result, 'origin', 'POST /decoy/admin/notes')) {
      problems.push('missed that POST /decoy/admin/notes accepts a request from another origin');
    }
    const clean = [...result.findings.values()].filter(
      (f) =>
        f.operation === 'GET /decoy/clean' ||
        (f.operation === 'DELETE /decoy/admin/notes/{id}' && f.category === 'origin'),
    );
    if (clean.length > 0) {
      problems.push(`reported the clean route: ${clean.map((f) => f.signature).join('; ')}`);
    }
    if (!verdict.failed) problems.push('the verdict did not fail on a 500 and a hang');
    if (verdict.unexercised.length > 0) {
      problems.push(`left ${verdict.unexercised.join(', ')} unexercised`);
    }
    const ghost: Operation = { ...operations[0]!, id: 'GET /decoy/never-sent' };
    const unexercised = report(result, {
      operations: [...operations, ghost],
      strictErrorShape: false,
      print: () => {},
    });
    if (!unexercised.unexercised.includes(ghost.id) || !unexercised.failed) {
      problems.push('an operation with no request did not fail the run');
    }
    return { problems, requests: result.requests, ms: result.ms };
  } finally {
    await app.close();
  }
}
