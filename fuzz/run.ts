// Sends the requests, classifies the answers and reports the findings, deduplicated by
// operation + status + error.
import { performance } from 'node:perf_hooks';
import { buildRequest, type Context, type FuzzRequest, type PlanStream, shorten } from './generate';
import type { Operation } from './openapi';

/** An error the server logged while answering a request (its error handler logs every 5xx). */
export interface ServerError {
  summary: string;
  /** The first frame in the project's own code: apps/api/src/modules/orders/service.ts:120. */
  at: string | null;
}

export interface Answer {
  status: number;
  contentType: string;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  ms: number;
  serverErrors: ServerError[];
}

export type Outcome =
  | { kind: 'answer'; answer: Answer }
  | { kind: 'hang'; ms: number; answer?: Answer }
  | { kind: 'harness-error'; message: string };

export interface Target {
  send(request: FuzzRequest, id: string, hangMs: number): Promise<Outcome>;
}

/** The part of a Fastify app (or anything with light-my-request's inject) the target needs. */
export interface Injectable {
  inject(options: {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload?: string | Buffer | NodeJS.ReadableStream;
    remoteAddress: string;
  }): PromiseLike<{
    statusCode: number;
    headers: Record<string, string | string[] | number | undefined>;
    body: string;
  }>;
}

export const FUZZ_ID_HEADER = 'x-fuzz-request';

/**
 * Collects what the server logs at error level, by request: give `logger` to the app, then
 * `take(id)` the errors of the request sent with that id in the x-fuzz-request header.
 */
export function createServerLog() {
  const idByReqId = new Map<string, string>();
  const errorsById = new Map<string, ServerError[]>();
  const write = (line: string) => {
    if (!line.includes('"level":5') && !line.includes('"level":6') && !line.includes('"fuzz":')) {
      return;
    }
    let entry: {
      level?: number;
      reqId?: string;
      req?: { fuzz?: string };
      err?: unknown;
      msg?: string;
    };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      return;
    }
    if (entry.req?.fuzz && entry.reqId) idByReqId.set(entry.reqId, entry.req.fuzz);
    if ((entry.level ?? 0) >= 50) {
      const id = (entry.reqId && idByReqId.get(entry.reqId)) ?? 'unknown';
      const list = errorsById.get(id) ?? [];
      list.push(describeError(entry.err, entry.msg));
      errorsById.set(id, list);
    }
  };
  return {
    /** Fastify's `logger` option: info level, so each request's id can be matched. */
    logger: {
      level: 'info',
      stream: { write },
      serializers: {
        req: (request: { method?: string; url?: string; headers?: Record<string, unknown> }) => ({
          method: request.method,
          url: request.url?.slice(0, 200),
          fuzz: request.headers?.[FUZZ_ID_HEADER],
        }),
      },
    },
    /**
     * The errors of request `id`. Routes that log only warnings (health checks) never log the
     * request itself, so their errors carry no known id: a 5xx with none of its own takes the
     * oldest of those (`orUnattributed`).
     */
    take(id: string, { orUnattributed = false } = {}): ServerError[] {
      const errors = errorsById.get(id) ?? [];
      errorsById.delete(id);
      for (const [reqId, fuzzId] of idByReqId) {
        if (fuzzId === id) idByReqId.delete(reqId);
      }
      const stray = errorsById.get('unknown');
      if (errors.length === 0 && orUnattributed && stray?.length) errors.push(stray.shift()!);
      return errors;
    },
    /** Errors logged for no known request (outside any request, or before it was seen). */
    unattributed(): ServerError[] {
      const errors = errorsById.get('unknown') ?? [];
      errorsById.delete('unknown');
      return errors;
    },
  };
}

export type ServerLog = ReturnType<typeof createServerLog>;

interface SerializedError {
  type?: string;
  message?: string;
  stack?: string;
  code?: string;
  cause?: SerializedError;
}

/** One line for an error: its (deepest) message without query parameters, and where it arose. */
export function describeError(raw: unknown, fallback = 'error logged'): ServerError {
  const error = (typeof raw === 'object' && raw !== null ? raw : {}) as SerializedError;
  let deepest = error;
  while (deepest.cause && typeof deepest.cause === 'object') deepest = deepest.cause;
  const stack = `${error.stack ?? ''}\n${deepest.stack ?? ''}`;
  // pino writes causes into the stack ("caused by: error: invalid byte sequence…"); the
  // innermost says what went wrong (a query's own message would carry its parameters).
  const cause = [...stack.matchAll(/^caused by: (.*)$/gm)].at(-1)?.[1];
  const message = (cause ?? (deepest.message || error.message || fallback).split('\n')[0]!)
    .replace(/^Failed query: .*/, 'Failed query')
    .slice(0, 200);
  const type = deepest.type ?? error.type;
  const code = deepest.code ?? error.code;
  const summary = [type, code && `[${code}]`, cause ? `← ${message}` : message]
    .filter(Boolean)
    .join(' ');
  const frame = /\/((?:apps|packages)\/[^\s():]+:\d+)/.exec(
    stack
      .split('\n')
      .filter((line) => !line.includes('node_modules'))
      .join('\n'),
  );
  return { summary, at: frame?.[1] ?? null };
}

/** Requests through `app.inject()`; an answer later than `hangMs` is a hang too. */
export function injectTarget(app: Injectable, log: ServerLog): Target {
  return {
    async send(request, id, hangMs) {
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'hang'>((resolve) => {
        timer = setTimeout(() => resolve('hang'), hangMs);
      });
      try {
        const injected = Promise.resolve(
          app.inject({
            method: request.method,
            url: request.url,
            headers: { ...request.headers, [FUZZ_ID_HEADER]: id },
            payload: request.body?.write(),
            remoteAddress: request.remoteAddress,
          }),
        );
        const response = await Promise.race([injected, timeout]);
        if (response === 'hang') {
          injected.catch(() => {});
          return { kind: 'hang', ms: hangMs };
        }
        const ms = performance.now() - started;
        const answer: Answer = {
          status: response.statusCode,
          contentType: String(response.headers['content-type'] ?? ''),
          headers: response.headers,
          body: response.body,
          ms,
          serverErrors: log.take(id, { orUnattributed: response.statusCode >= 500 }),
        };
        // The event loop was blocked past the limit: the timer could not fire, but it hung.
        return ms > hangMs ? { kind: 'hang', ms, answer } : { kind: 'answer', answer };
      } catch (error) {
        return { kind: 'harness-error', message: String((error as Error)?.stack ?? error) };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

// ——— the run ———

export type Category =
  'server-error' | 'hang' | 'origin' | 'error-shape' | 'inject-only' | 'harness';

export interface Finding {
  category: Category;
  operation: string;
  status: number | null;
  signature: string;
  count: number;
  /** Distinct descriptions of the inputs that led here (the first few). */
  inputs: string[];
  moreInputs: number;
  example: { request: string; answer: string };
}

export interface OperationCounts {
  sent: number;
  byStatus: Map<string, number>;
  /** Requests with the shopper's real bearer token, and with no Authorization header at all. */
  withToken: number;
  withoutToken: number;
  /** Back-office operations: how requests signed in and how their Origin stood. */
  staff: StaffCounts;
}

export interface StaffCounts {
  /** Requests with a real session as their Cookie header, by role. */
  byRole: Map<string, number>;
  /** Requests with no Cookie header at all. */
  withoutSession: number;
  /** State-changing requests with a missing or foreign Origin, and how many got 403. */
  badOrigin: number;
  refused: number;
}

export interface RunResult {
  requests: number;
  ms: number;
  counts: Map<string, OperationCounts>;
  findings: Map<string, Finding>;
}

export interface RunOptions {
  operations: Operation[];
  plans: Map<string, PlanStream>;
  context: Context;
  target: Target;
  maxRequests: number;
  /** Date.now() after which no request is started. */
  deadline: number;
  concurrency: number;
  hangMs: number;
  /** Stops early once this holds (checked before each request). */
  until?: (result: RunResult) => boolean;
  /** Called with each answer in request order (whatever order they arrive in): learning. */
  learn?: (request: FuzzRequest, answer: Answer) => void;
  /**
   * Awaited before each request is built, if it answers a promise: puts back what earlier
   * requests broke and the run needs (sessions, settings). Most calls answer nothing.
   */
  prepare?: () => Promise<void> | void;
  onSent?: (id: string, request: FuzzRequest) => void;
  onDone?: (id: string) => void;
}

const MAX_INPUTS_SHOWN = 8;

/**
 * Sends requests round-robin over the operations, at most `concurrency` at a time. Request n is
 * built once request n − concurrency has been answered and learned from, in order, so a seed
 * replays the same requests however fast the answers come.
 */
export async function runFuzz(options: RunOptions): Promise<RunResult> {
  const { operations, plans, context, target, concurrency, hangMs } = options;
  const result: RunResult = { requests: 0, ms: 0, counts: new Map(), findings: new Map() };
  for (const operation of operations) {
    result.counts.set(operation.id, {
      sent: 0,
      byStatus: new Map(),
      withToken: 0,
      withoutToken: 0,
      staff: { byRole: new Map(), withoutSession: 0, badOrigin: 0, refused: 0 },
    });
  }
  const started = performance.now();
  const perOperation = new Map<string, number>();
  const window: Promise<void>[] = [];
  let previous: Promise<void> = Promise.resolve();

  for (let n = 0; n < options.maxRequests; n += 1) {
    if (n >= concurrency) await window[n % concurrency];
    if (Date.now() >= options.deadline || options.until?.(result)) break;
    const operation = operations[n % operations.length]!;
    const index = perOperation.get(operation.id) ?? 0;
    perOperation.set(operation.id, index + 1);
    const id = `f${n}`;
    try {
      const preparing = options.prepare?.();
      if (preparing) await preparing;
    } catch (error) {
      record(result, operation, null, {
        kind: 'harness-error',
        message: `preparing: ${(error as Error).stack}`,
      });
    }
    let request: FuzzRequest;
    try {
      request = buildRequest(operation, plans.get(operation.id)!.at(index), context, n);
    } catch (error) {
      record(result, operation, null, {
        kind: 'harness-error',
        message: `building: ${(error as Error).stack}`,
      });
      continue;
    }
    options.onSent?.(id, request);
    const outcome = target.send(request, id, hangMs);
    const done = Promise.all([previous, outcome]).then(([, settled]) => {
      options.onDone?.(id);
      record(result, operation, request, settled);
      const answer = settled.kind === 'answer' ? settled.answer : null;
      if (answer && options.learn) {
        try {
          options.learn(request, answer);
        } catch (error) {
          record(result, operation, request, {
            kind: 'harness-error',
            message: `learning: ${(error as Error).stack}`,
          });
        }
      }
    });
    window[n % concurrency] = done;
    previous = done;
    result.requests += 1;
  }
  await previous;
  result.ms = performance.now() - started;
  return result;
}

function record(
  result: RunResult,
  operation: Operation,
  request: FuzzRequest | null,
  outcome: Outcome,
) {
  const counts = result.counts.get(operation.id)!;
  if (request) {
    counts.sent += 1;
    if (request.token && request.headers.authorization === `Bearer ${request.token}`)
      counts.withToken += 1;
    if (request.headers.authorization === undefined) counts.withoutToken += 1;
    if (request.staff) {
      const { role, origin } = request.staff;
      if (role) counts.staff.byRole.set(role, (counts.staff.byRole.get(role) ?? 0) + 1);
      if (request.headers.cookie === undefined) counts.staff.withoutSession += 1;
      if (origin === 'missing' || origin === 'foreign') {
        counts.staff.badOrigin += 1;
        if (outcome.kind === 'answer' && outcome.answer.status === 403) counts.staff.refused += 1;
      }
    }
  }
  const bucket =
    outcome.kind === 'answer' ? `${Math.floor(outcome.answer.status / 100)}xx` : outcome.kind;
  counts.byStatus.set(bucket, (counts.byStatus.get(bucket) ?? 0) + 1);

  const classified = classify(request, outcome);
  if (!classified) return;
  const { category, status, signature } = classified;
  const key = [category, operation.id, status, signature].join('\u0000');
  let finding = result.findings.get(key);
  if (!finding) {
    finding = {
      category,
      operation: operation.id,
      status,
      signature,
      count: 0,
      inputs: [],
      moreInputs: 0,
      example: {
        request: request ? describeRequest(request) : '(not built)',
        answer: describeOutcome(outcome),
      },
    };
    result.findings.set(key, finding);
  }
  finding.count += 1;
  const input = request ? request.input.replace(/^(seed \d+|drawn)(, )?/, '') || 'as drawn' : '';
  if (input && !finding.inputs.includes(input)) {
    if (finding.inputs.length < MAX_INPUTS_SHOWN) finding.inputs.push(input);
    else finding.moreInputs += 1;
  }
}

function classify(
  request: FuzzRequest | null,
  outcome: Outcome,
): { category: Category; status: number | null; signature: string } | null {
  if (outcome.kind === 'harness-error') {
    return { category: 'harness', status: null, signature: outcome.message.split('\n')[0]! };
  }
  const injectOnly = request?.injectOnly ?? false;
  if (outcome.kind === 'hang') {
    return {
      category: injectOnly ? 'inject-only' : 'hang',
      status: outcome.answer?.status ?? null,
      signature: `no answer within ${Math.round(outcome.ms) / 1000} s`,
    };
  }
  const { answer } = outcome;
  if (answer.status >= 500) {
    const error = answer.serverErrors[0];
    const signature = error
      ? `${error.summary}${error.at ? ` (at ${error.at})` : ''}`
      : `answered ${shorten(answer.body, 120)}`;
    return {
      category: injectOnly ? 'inject-only' : 'server-error',
      status: answer.status,
      signature,
    };
  }
  // A state-changing back-office request without the back office's Origin must be refused
  // with 403 before anything else; only when an attack changed its path may an answer given
  // before any route is found (a URL that is not valid, too long, or names no route) come instead.
  const staff = request?.staff;
  if (
    (staff?.origin === 'missing' || staff?.origin === 'foreign') &&
    answer.status !== 403 &&
    !(!staff.routed && ANSWERED_BEFORE_ROUTING.has(answer.status))
  ) {
    return {
      category: 'origin',
      status: answer.status,
      signature: `${staff.origin === 'missing' ? 'no' : 'a foreign'} Origin answered ${answer.status}, not 403`,
    };
  }
  if (answer.status >= 400 && !isErrorShape(answer)) {
    return { category: 'error-shape', status: answer.status, signature: shapeOf(answer) };
  }
  return null;
}

const ANSWERED_BEFORE_ROUTING = new Set([400, 404, 414, 431]);

/** Whether a 4xx answer is JSON `{ "error": string }` and nothing else. */
export function isErrorShape(answer: Pick<Answer, 'contentType' | 'body'>): boolean {
  if (!answer.contentType.toLowerCase().startsWith('application/json')) return false;
  try {
    const value = JSON.parse(answer.body) as unknown;
    return (
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      typeof (value as { error?: unknown }).error === 'string' &&
      Object.keys(value).length === 1
    );
  } catch {
    return false;
  }
}

function shapeOf(answer: Answer): string {
  const type = answer.contentType.split(';')[0]?.trim() || '(no content-type)';
  try {
    const value = JSON.parse(answer.body) as unknown;
    const keys =
      typeof value === 'object' && value !== null
        ? `{${Object.entries(value)
            .map(([k, v]) => (k === 'code' && typeof v === 'string' ? `code: ${v}` : k))
            .join(', ')}}`
        : typeof value;
    return `${type}, JSON ${keys}`;
  } catch {
    return `${type}, ${answer.body ? `not JSON: ${shorten(answer.body.replace(/\d+/g, 'N'), 60)}` : 'empty body'}`;
  }
}

export function describeRequest(request: FuzzRequest): string {
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([k, v]) => [
      k,
      k === 'authorization' && request.token
        ? v.replace(request.token, `${request.token.slice(0, 6)}…`)
        : v,
    ]),
  );
  const lines = [
    `${request.method} ${shorten(request.url, 200)}`,
    `headers ${shorten(JSON.stringify(headers), 300)}`,
  ];
  if (request.body) lines.push(`body ${request.body.describe}`);
  lines.push(`from ${request.remoteAddress}`);
  return lines.join('\n');
}

function describeOutcome(outcome: Outcome): string {
  if (outcome.kind === 'harness-error') return shorten(outcome.message, 600);
  if (outcome.kind === 'hang') {
    return outcome.answer
      ? `answered ${outcome.answer.status} only after ${Math.round(outcome.ms)} ms`
      : `no answer after ${Math.round(outcome.ms)} ms`;
  }
  const { answer } = outcome;
  return `${answer.status} ${answer.contentType || '(no content-type)'} ${shorten(answer.body, 300)}`;
}

// ——— the report ———

export interface ReportOptions {
  operations: Operation[];
  /** Make 4xx answers that are not { error } fail the run too. */
  strictErrorShape: boolean;
  /** Fail when an operation was not sent at all ways (default); a short run only notes it. */
  requireEveryOperation?: boolean;
  print?: (line: string) => void;
}

export interface Verdict {
  failed: boolean;
  /**
   * Operations that got no request, or (signed-in ones) none with a real token or session or
   * none without, or (state-changing back-office ones) none with a missing or foreign Origin.
   */
  unexercised: string[];
  failing: Finding[];
}

const TITLES: Record<Category, string> = {
  'server-error': '5xx answers',
  hang: 'hangs',
  harness: 'requests the fuzzer could not send or learn from (its own bug)',
  origin:
    'state-changing back-office requests with no Origin or a foreign one, not refused with 403 (nor, path attacked, answered 400/404/414 before routing)',
  'error-shape': '4xx answers that are not JSON { "error": string }',
  'inject-only':
    '5xx or hangs only from what no HTTP client can send (control characters or lone surrogates in a header, a head over 16 KiB: Node answers 400/431 before the app)',
};

/**
 * Prints the counts and findings; fails on 5xx, hangs, harness errors and unexercised
 * operations. Failing findings are listed per operation + status + error; the others, which
 * usually share one cause across many operations, once per status + error with their operations.
 */
export function report(result: RunResult, options: ReportOptions): Verdict {
  const print = options.print ?? ((line: string) => console.log(line));
  const unexercised: string[] = [];
  for (const operation of options.operations) {
    const counts = result.counts.get(operation.id);
    if (!counts || counts.sent === 0) unexercised.push(operation.id);
    else if (operation.signedIn && counts.withToken === 0)
      unexercised.push(`${operation.id} (with a token)`);
    else if (operation.signedIn && counts.withoutToken === 0)
      unexercised.push(`${operation.id} (without a token)`);
    else if (operation.backOffice === 'session' && counts.staff.byRole.size === 0)
      unexercised.push(`${operation.id} (with a session)`);
    else if (operation.backOffice === 'session' && counts.staff.withoutSession === 0)
      unexercised.push(`${operation.id} (without a session)`);
    else if (
      operation.backOffice &&
      !['GET', 'HEAD', 'OPTIONS'].includes(operation.method) &&
      counts.staff.badOrigin === 0
    )
      unexercised.push(`${operation.id} (without its Origin)`);
  }

  print(`\nrequests per operation (${result.requests} in ${(result.ms / 1000).toFixed(1)} s):`);
  const width = Math.max(...options.operations.map((operation) => operation.id.length));
  for (const operation of options.operations) {
    const counts = result.counts.get(operation.id);
    const statuses = [...(counts?.byStatus ?? [])]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([bucket, n]) => `${bucket} ${n}`)
      .join(', ');
    const auth = operation.signedIn
      ? `  (signed in: ${counts?.withToken ?? 0} with the token, ${counts?.withoutToken ?? 0} without)`
      : operation.backOffice && counts
        ? `  (${describeStaff(operation, counts.staff)})`
        : '';
    print(
      `  ${operation.id.padEnd(width)} ${String(counts?.sent ?? 0).padStart(6)}  ${statuses}${auth}`,
    );
  }

  const findings = [...result.findings.values()];
  const failingCategories: Category[] = ['server-error', 'hang', 'harness', 'origin'];
  if (options.strictErrorShape) failingCategories.push('error-shape');
  const order: Category[] = [
    'server-error',
    'hang',
    'harness',
    'origin',
    'error-shape',
    'inject-only',
  ];
  for (const category of order) {
    const failing = failingCategories.includes(category);
    const entries = failing
      ? findings
          .filter((f) => f.category === category)
          .map((f) => ({ ...f, operations: [`${f.operation}`] }))
      : groupAcrossOperations(findings.filter((f) => f.category === category));
    if (entries.length === 0) continue;
    entries.sort((a, b) => a.operations[0]!.localeCompare(b.operations[0]!) || b.count - a.count);
    const note = failing ? '' : ' (reported, not failing)';
    print(
      `\n${failing ? 'FAIL' : 'NOTE'}: ${TITLES[category]} — ${entries.length} distinct${note}`,
    );
    entries.forEach((entry, i) => {
      const where =
        entry.operations.length === 1 ? entry.operation : `${entry.operations.length} operations`;
      print(`\n${i + 1}. ${where} → ${entry.status ?? '—'} ×${entry.count}: ${entry.signature}`);
      if (entry.operations.length > 1) print(`   operations: ${entry.operations.join(', ')}`);
      const more = entry.moreInputs ? ` … and ${entry.moreInputs} more` : '';
      print(`   inputs: ${entry.inputs.join(' | ')}${more}`);
      print(`   e.g. ${entry.example.request.replaceAll('\n', '\n        ')}`);
      print(`   answer ${entry.example.answer}`);
    });
  }
  const mustExercise = options.requireEveryOperation ?? true;
  if (unexercised.length > 0) {
    print(
      `\n${mustExercise ? 'FAIL' : 'NOTE'}: operations not exercised: ${unexercised.join(', ')}`,
    );
  }
  const failing = findings.filter((finding) => failingCategories.includes(finding.category));
  return {
    failed: failing.length > 0 || (mustExercise && unexercised.length > 0),
    unexercised,
    failing,
  };
}

/** "as owner 40, manager 20; 30 without a session; Origin missing or foreign 12, all 403". */
function describeStaff(operation: Operation, counts: StaffCounts): string {
  const parts: string[] = [];
  if (operation.backOffice === 'session') {
    const roles = [...counts.byRole]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([role, n]) => `${role} ${n}`)
      .join(', ');
    parts.push(`as ${roles || 'nobody'}; ${counts.withoutSession} without a session`);
  }
  if (!['GET', 'HEAD', 'OPTIONS'].includes(operation.method)) {
    const refused =
      counts.refused === counts.badOrigin ? 'all 403' : `${counts.refused} answered 403`;
    parts.push(`no/foreign Origin ${counts.badOrigin}, ${refused}`);
  }
  return parts.join('; ') || 'public';
}

/** Findings with the same category, status and error, whatever the operation: one entry. */
function groupAcrossOperations(findings: Finding[]): (Finding & { operations: string[] })[] {
  const groups = new Map<string, Finding & { operations: string[] }>();
  for (const finding of findings) {
    const key = `${finding.status}\u0000${finding.signature}`;
    const group = groups.get(key);
    const label = `${finding.operation} ×${finding.count}`;
    if (!group) {
      groups.set(key, { ...finding, inputs: [...finding.inputs], operations: [label] });
      continue;
    }
    group.operations.push(label);
    group.count += finding.count;
    for (const input of finding.inputs) {
      if (group.inputs.includes(input)) continue;
      if (group.inputs.length < MAX_INPUTS_SHOWN) group.inputs.push(input);
      else group.moreInputs += 1;
    }
    group.moreInputs += finding.moreInputs;
  }
  return [...groups.values()];
}
