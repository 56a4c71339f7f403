// Operations → requests. A fast-check arbitrary per operation draws a plan: a base (values drawn
// from the operation's schemas, or a seed: a request known to get far, such as the setup's or one
// answered 2xx) and one attack on it (a mutated position, a hostile body, query, header or path).
// Plans are small; building one into a request reads the seeds of that moment and leaves huge
// payloads (10 MB, deep nesting) to be written only when sent.
import { Readable } from 'node:stream';
import fc from 'fast-check';
import {
  AMBIENT_HEADERS,
  BAD_UTF8,
  CONTENT_TYPES,
  EXTRA_KEYS,
  foreignOrigins,
  HOSTILE_STRINGS,
  INJECT_ONLY_HEADER_VALUES,
  isWireSafeHeaderValue,
  MAX_HTTP_HEAD_BYTES,
  NEEDLES,
  NUMBER_TOKENS,
  ODD_BODIES,
  PROTOTYPE_KEYS,
  RAW_URL_VALUES,
  WIRE_HEADER_VALUES,
  WRONG_TYPES,
} from './hostile';
import { type JsonSchema, type Operation, type Parameter, schemaAt } from './openapi';

/** A URL component: text to percent-encode, or `{ raw }` written as it is (%ZZ, %00…). */
export type UrlValue = string | { raw: string };

/** A request before it is written out: what seeds are made of and mutations change. */
export interface Parts {
  path: Record<string, UrlValue>;
  query: [string, UrlValue][];
  /** Headers the operation declares (idempotency-key…); auth and attacks come on top. */
  headers: Record<string, string>;
  /** A JSON value (or name → value pairs for form routes); undefined: no body. */
  body?: unknown;
  /** Query text appended as it is ("&&&", "%ZZ=1"). */
  rawQuery?: string;
}

/** Known-good values by name: `name`, or `${path template}#${name}` for one operation. */
export type Hints = Record<string, readonly string[]>;

/** What a request is built from besides its plan: the seeds and tokens of this moment. */
export interface Context {
  seeds(operation: Operation): readonly Parts[];
  /** The bearer token to use on this operation (a spare one where it ends the session). */
  token(operation: Operation): string | null;
  /** How a back-office operation signs in (spare sessions where it ends the session). */
  staff?(operation: Operation): StaffAuth | null;
}

/** A staff member's session: the Cookie header that carries it. */
export interface StaffSession {
  role: string;
  /** "staff_session=<token>". */
  cookie: string;
  token: string;
  /** How often to sign in with it, relative to the others (else by its place: 5, 3, 2…). */
  weight?: number;
}

/** A back-office request's credentials and where it comes from. */
export interface StaffAuth {
  /** The sessions to sign in with, the first the most often (owner, manager, fulfilment…). */
  sessions: readonly StaffSession[];
  /** The Host a browser on the back office sends, and so the Origin of its own pages. */
  host: string;
  /** A session that has ended, for the junk variants; null if none yet. */
  ended: string | null;
}

/** How the back office's origin is reached: the Host of a request, or light-my-request's default. */
export const ownOriginOf = (host: string | undefined) => `http://${host || 'localhost:80'}`;

export interface Body {
  /** For reports: the body shortened, or what it is ("10 MB JSON, streamed"). */
  describe: string;
  write(): string | Buffer | Readable;
}

export interface FuzzRequest {
  operation: Operation;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Body | null;
  remoteAddress: string;
  /** What this request tries: "valid", "seed", "body.items[0].size ← insert \"\\u0000\""… */
  input: string;
  /** Carries what no HTTP client can send (control characters in a header, a 20 kB head). */
  injectOnly: boolean;
  /** The parts it was written from (before text-level attacks), for learning from answers. */
  parts: Parts;
  /** The bearer token it carries, if a real one. */
  token: string | null;
  /** Back-office requests: who it signs in as, and how its Origin stands. null on others. */
  staff: StaffRequest | null;
}

export interface StaffRequest {
  /** The role of the real session it carries as its Cookie header (as is), else null. */
  role: string | null;
  session: string | null;
  /** False when an attack changed its path, which may then be no valid URL or name no route. */
  routed: boolean;
  /**
   * State-changing requests: the Origin header is the back office's own (http://<Host>),
   * missing, or foreign (refused with 403 then); 'unchecked' on GET.
   */
  origin: 'own' | 'missing' | 'foreign' | 'unchecked';
}

type Mutation =
  | { kind: 'insert'; needle: string; at: number }
  | { kind: 'replace'; value: unknown }
  | { kind: 'boundary'; pick: number }
  | { kind: 'remove' }
  | { kind: 'add-key'; key: string; value: unknown };

type BodyAttack =
  | { kind: 'huge'; streamed: boolean }
  | { kind: 'deep'; shape: 'array' | 'object'; depth: number; slot: number }
  | { kind: 'proto'; key: string; slot: number }
  | { kind: 'duplicate-key'; slot: number; value: unknown }
  | { kind: 'content-type'; type: string | null }
  | { kind: 'odd'; pick: number; contentType: 'own' | 'none' | 'json' }
  | { kind: 'no-body'; contentType: 'own' | 'none' }
  | { kind: 'bad-utf8'; pick: number; slot: number }
  | { kind: 'number-token'; token: string; slot: number };

type QueryAttack =
  | { kind: 'duplicate'; entry: number; value: string }
  | { kind: 'proto'; key: string; value: string }
  | { kind: 'raw'; text: string }
  | { kind: 'many'; count: number }
  | { kind: 'long'; length: number };

type Attack =
  | { kind: 'none' }
  | { kind: 'mutate'; target: number; mutation: Mutation }
  | { kind: 'body'; attack: BodyAttack }
  | { kind: 'query'; attack: QueryAttack }
  | { kind: 'header'; name: string; value: string }
  | { kind: 'path'; target: number; value: UrlValue; shape: 'value' | 'trailing-slash' | 'empty' };

export interface Plan {
  /** Values drawn from the schemas; used when `seed` is null or there are no seeds yet. */
  drawn: Parts;
  seed: number | null;
  attack: Attack;
  auth: { kind: 'token' | 'none' | 'junk'; variant: number };
  address: 'unique' | 'shared' | 'ipv6';
  shared: number;
}

const MAX_DEPTH = 6;
const SLOT_LIMIT = 300;

// ——— values from schemas ———

type Lookup = (name: string) => readonly string[] | undefined;

/** Schema-valid values (as far as a JSON Schema says), preferring known-good ones by name. */
export function valueArbitrary(
  schema: JsonSchema,
  name: string,
  lookup: Lookup,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((s) => valueArbitrary(s, name, lookup, depth + 1)));
  }
  if (schema.allOf && schema.allOf.length > 0) {
    return valueArbitrary(Object.assign({}, ...schema.allOf) as JsonSchema, name, lookup, depth);
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(
      ...types.map((type) => valueArbitrary({ ...schema, type }, name, lookup, depth)),
    );
  }
  const type = types[0] ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
  switch (type) {
    case 'string':
      return stringArbitrary(schema, name, lookup);
    case 'integer': {
      const min = Math.max(Math.ceil(schema.minimum ?? -1000), Number.MIN_SAFE_INTEGER);
      const max = Math.min(Math.floor(schema.maximum ?? Math.max(min, 0) + 1000), 2 ** 31 - 1);
      return fc.integer({ min: Math.min(min, max), max });
    }
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(valueArbitrary(schema.items ?? {}, name, lookup, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)),
      });
    }
    case 'object':
      return objectArbitrary(schema, name, lookup, depth);
    default:
      return fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

function stringArbitrary(schema: JsonSchema, name: string, lookup: Lookup): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 30, 30));
  let generic: fc.Arbitrary<string>;
  if (schema.format === 'uuid') generic = fc.uuid();
  else if (schema.format === 'email') generic = fc.emailAddress();
  else if (schema.pattern && patternArbitrary(schema.pattern))
    generic = patternArbitrary(schema.pattern)!;
  else {
    generic = fc.oneof(
      fc.string({ minLength, maxLength }),
      fc.string({ minLength, maxLength, unit: 'grapheme' }),
    );
  }
  const known = lookup(name) ?? (schema.format === 'uuid' ? lookup('uuid') : undefined);
  return known && known.length > 0
    ? fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...known) },
        { weight: 1, arbitrary: generic },
      )
    : generic;
}

function patternArbitrary(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return null;
  }
}

function objectArbitrary(
  schema: JsonSchema,
  name: string,
  lookup: Lookup,
  depth: number,
): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const fixed = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([key, s]) => [
        key,
        valueArbitrary(s, key, lookup, depth + 1),
      ]),
    ),
    { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
  );
  const extra = schema.additionalProperties;
  if (typeof extra !== 'object') return fixed;
  const keys = stringArbitrary(schema.propertyNames ?? { type: 'string' }, `${name}:key`, lookup);
  const values = valueArbitrary(extra, `${name}:value`, lookup, depth + 1);
  return fc
    .tuple(fixed, fc.dictionary(keys, values, { minKeys: 1, maxKeys: 4 }))
    .map(([known, more]) => ({ ...more, ...known }));
}

/** Path parameters, query string, declared headers and body, all drawn from the schemas. */
export function partsArbitrary(operation: Operation, hints: Hints): fc.Arbitrary<Parts> {
  const lookup: Lookup = (name) => hints[`${operation.path}#${name}`] ?? hints[name];
  const asText = (value: unknown): string =>
    typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  const param = (p: Parameter) => valueArbitrary(p.schema, p.name, lookup).map(asText);
  const optional = <T>(p: Parameter, arbitrary: fc.Arbitrary<T>) =>
    p.required ? arbitrary.map((v): T | null => v) : fc.option(arbitrary, { freq: 2 });
  const of = (where: Parameter['in']) => operation.parameters.filter((p) => p.in === where);

  const path = fc.record(Object.fromEntries(of('path').map((p) => [p.name, param(p)])));
  const query = fc
    .tuple(
      ...of('query').map((p) =>
        optional(
          p,
          param(p).map((v) => [p.name, v] as const),
        ),
      ),
    )
    .map((entries) =>
      entries.filter((e) => e !== null).map(([k, v]): [string, UrlValue] => [k, v]),
    );
  const headers = fc
    .tuple(
      ...of('header').map((p) =>
        optional(
          p,
          param(p).map((v) => [p.name, v] as const),
        ),
      ),
    )
    .map((entries) => Object.fromEntries(entries.filter((e) => e !== null)));
  const body = operation.body
    ? valueArbitrary(operation.body.schema, 'body', lookup)
    : fc.constant(undefined);
  return fc.record({ path, query, headers, body }).map((parts): Parts => {
    if (parts.body === undefined) delete parts.body;
    return parts;
  });
}

// ——— plans ———

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...NEEDLES), fc.string({ maxLength: 8 }))
      .map(([a, needle, b]) => a + needle + b),
  },
  // Any UTF-16 code units, lone surrogates included.
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
);

const replacement: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom(...WRONG_TYPES) },
  {
    weight: 1,
    arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
  },
);

/** NUL and lone surrogates are what PostgreSQL and UTF-8 refuse: most insertions are those. */
const needle = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('\u0000', '\u0000\u0000') },
  { weight: 3, arbitrary: fc.constantFrom('\ud800', '\udfff', '\udfff\ud800', '\ud83d') },
  { weight: 2, arbitrary: fc.constantFrom(...NEEDLES) },
);

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      needle,
      at: fc.nat(),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), value: replacement }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('boundary' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'remove' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('add-key' as const),
      key: fc.constantFrom(...EXTRA_KEYS),
      value: fc.oneof(replacement, fc.constant({ polluted: true })),
    }),
  },
);

const bodyAttack: fc.Arbitrary<BodyAttack> = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('huge' as const), streamed: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('deep' as const),
      shape: fc.constantFrom('array' as const, 'object' as const),
      depth: fc.constantFrom(10_000, 1_000, 100_000),
      slot: fc.nat(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('proto' as const),
      key: fc.constantFrom(...PROTOTYPE_KEYS),
      slot: fc.nat(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('duplicate-key' as const),
      slot: fc.nat(),
      value: replacement,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('content-type' as const),
      type: fc.constantFrom(...CONTENT_TYPES),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('odd' as const),
      pick: fc.nat(),
      contentType: fc.constantFrom('own' as const, 'none' as const, 'json' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('no-body' as const),
      contentType: fc.constantFrom('own' as const, 'none' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('bad-utf8' as const),
      pick: fc.nat(),
      slot: fc.nat(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('number-token' as const),
      token: fc.constantFrom(...NUMBER_TOKENS),
      slot: fc.nat(),
    }),
  },
);

const queryAttack: fc.Arbitrary<QueryAttack> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('duplicate' as const),
      entry: fc.nat(),
      value: fc.oneof(hostileString, fc.constantFrom('1', '2', '')),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('proto' as const),
      key: fc.constantFrom(
        ...PROTOTYPE_KEYS,
        '__proto__[polluted]',
        'constructor[prototype][polluted]',
        '__proto__.polluted',
      ),
      value: fc.constantFrom('1', 'true', '', '\u0000'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('raw' as const),
      text: fc.constantFrom(
        '&&&',
        '=x',
        '%',
        '%ZZ=1',
        'a=%E0%A4',
        'a',
        '?a=b',
        '+=+',
        '%00=%00',
        '[]=1',
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('many' as const),
      count: fc.constantFrom(1_000, 5_000),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('long' as const),
      length: fc.constantFrom(10_000, 100_000),
    }),
  },
);

function attackArbitrary(operation: Operation): fc.Arbitrary<Attack> {
  const headerNames = [
    ...new Set([
      ...operation.parameters.filter((p) => p.in === 'header').map((p) => p.name),
      ...AMBIENT_HEADERS,
    ]),
  ];
  const hasPath = operation.parameters.some((p) => p.in === 'path');
  const headerValue = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...WIRE_HEADER_VALUES) },
    { weight: 1, arbitrary: fc.constantFrom(...INJECT_ONLY_HEADER_VALUES) },
    { weight: 1, arbitrary: hostileString },
  );
  return fc.oneof(
    { weight: 5, arbitrary: fc.constant({ kind: 'none' as const }) },
    {
      weight: 14,
      arbitrary: fc.record({ kind: fc.constant('mutate' as const), target: fc.nat(), mutation }),
    },
    {
      weight: operation.body ? 5 : 1,
      arbitrary: fc.record({ kind: fc.constant('body' as const), attack: bodyAttack }),
    },
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant('query' as const), attack: queryAttack }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('header' as const),
        name: fc.constantFrom(...headerNames),
        value: headerValue,
      }),
    },
    {
      weight: hasPath ? 3 : 1,
      arbitrary: fc.record({
        kind: fc.constant('path' as const),
        target: fc.nat(),
        value: fc.oneof(
          fc.constantFrom(...RAW_URL_VALUES).map((raw): UrlValue => ({ raw })),
          hostileString,
        ),
        shape: fc.constantFrom(
          'value' as const,
          'value' as const,
          'trailing-slash' as const,
          'empty' as const,
        ),
      }),
    },
  );
}

/** The plans of one operation: a base, one attack, how it signs in and where it comes from. */
export function planArbitrary(operation: Operation, hints: Hints): fc.Arbitrary<Plan> {
  return fc.record({
    drawn: partsArbitrary(operation, hints),
    seed: fc.option(fc.nat(), { freq: 3 }),
    attack: attackArbitrary(operation),
    auth: fc.record({
      kind:
        operation.signedIn || operation.backOffice === 'session'
          ? fc.constantFrom('token', 'token', 'token', 'none', 'junk')
          : fc.constantFrom('none', 'none', 'none', 'none', 'none', 'none', 'token', 'junk'),
      variant: fc.nat(),
    }),
    address: fc.constantFrom(
      ...Array<'unique'>(8).fill('unique'),
      'shared' as const,
      'ipv6' as const,
    ),
    shared: fc.nat({ max: 2 }),
  });
}

/**
 * Plan `index` of an operation, the same for the same seed whatever happened before: plans are
 * drawn in chunks, each from its own seed.
 */
export class PlanStream {
  private chunk = -1;
  private plans: Plan[] = [];
  constructor(
    private readonly arbitrary: fc.Arbitrary<Plan>,
    private readonly seed: number,
    private readonly chunkSize = 64,
  ) {}

  at(index: number): Plan {
    const chunk = Math.floor(index / this.chunkSize);
    if (chunk !== this.chunk) {
      this.plans = fc.sample(this.arbitrary, {
        seed: mixSeeds(this.seed, chunk),
        numRuns: this.chunkSize,
      });
      this.chunk = chunk;
    }
    return this.plans[index % this.chunkSize]!;
  }
}

export function mixSeeds(...values: number[]): number {
  let hash = 0x811c9dc5;
  for (const value of values) {
    hash = Math.imul(hash ^ (value | 0), 0x01000193);
    hash = Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d);
  }
  return hash | 0;
}

// ——— building a request ———

type Slot =
  | { where: 'path'; name: string }
  | { where: 'query'; entry: number }
  | { where: 'header'; name: string }
  | { where: 'body'; at: (string | number)[] };

/** Writes plan `plan` of `operation` as request number `n` of the run. */
export function buildRequest(
  operation: Operation,
  plan: Plan,
  context: Context,
  n: number,
): FuzzRequest {
  const seeds = context.seeds(operation);
  const fromSeed = plan.seed !== null && seeds.length > 0;
  const parts = clone(fromSeed ? seeds[plan.seed! % seeds.length]! : plan.drawn);
  const labels = [fromSeed ? `seed ${plan.seed! % seeds.length}` : 'drawn'];
  const headers: Record<string, string> = { ...parts.headers };

  // Sign in (or not, or badly): a bearer token, or on the back office a session cookie.
  const staffAuth = operation.backOffice ? (context.staff?.(operation) ?? null) : null;
  const token = operation.backOffice ? null : context.token(operation);
  let usedToken: string | null = null;
  if (operation.backOffice) {
    labels.push(...signInStaff(operation, plan.auth, staffAuth, headers));
  } else if (plan.auth.kind === 'token' && token) {
    headers.authorization = `Bearer ${token}`;
    usedToken = token;
  } else if (plan.auth.kind === 'junk') {
    const variants = junkAuthorizations(token ?? 'Q'.repeat(43));
    headers.authorization = variants[plan.auth.variant % variants.length]!;
    labels.push(`authorization ${show(headers.authorization)}`);
  } else if (plan.auth.kind === 'token') {
    labels.push('no token available');
  }

  let body: Body | null = null;
  let pathShape: 'value' | 'trailing-slash' | 'empty' = 'value';
  let pathAttacked = false;
  const attack = plan.attack;
  switch (attack.kind) {
    case 'none':
      break;
    case 'mutate': {
      const label = mutate(operation, parts, headers, attack.target, attack.mutation);
      pathAttacked = label.startsWith('path.');
      labels.push(label);
      break;
    }
    case 'query':
      labels.push(attackQuery(operation, parts, attack.attack));
      break;
    case 'header':
      headers[attack.name] = attack.value;
      labels.push(`header ${attack.name}: ${show(attack.value)}`);
      break;
    case 'path': {
      pathAttacked = true;
      const names = Object.keys(parts.path);
      const name = names[attack.target % Math.max(1, names.length)];
      if (attack.shape !== 'value' || !name) {
        pathShape = attack.shape === 'empty' && name ? 'empty' : 'trailing-slash';
        if (name && pathShape === 'empty') parts.path[name] = '';
        labels.push(name && pathShape === 'empty' ? `path.${name} empty` : 'trailing slash');
      } else {
        parts.path[name] = attack.value;
        labels.push(
          `path.${name} = ${typeof attack.value === 'string' ? show(attack.value) : attack.value.raw.slice(0, 40)}`,
        );
      }
      break;
    }
    case 'body': {
      const written = attackBody(operation, parts.body, headers, attack.attack);
      body = written.body;
      labels.push(written.label);
      break;
    }
  }
  // What the session saw: a junk variant may still carry the real token ("bearer <token>"), a
  // header attack may have replaced it.
  usedToken = token && headers.authorization?.includes(token) ? token : null;

  if (attack.kind !== 'body' && parts.body !== undefined) {
    body =
      operation.body?.encoding === 'form'
        ? formBody(parts.body, headers)
        : jsonBody(parts.body, headers);
  }

  let url = writePath(operation.path, parts.path);
  if (pathShape === 'trailing-slash') url += '/';
  const query = parts.query.map(([k, v]) => `${encodeComponent(k)}=${encodeUrlValue(v)}`);
  if (parts.rawQuery !== undefined) query.push(parts.rawQuery);
  if (query.length > 0) url += `?${query.join('&')}`;

  const headBytes =
    url.length + Object.entries(headers).reduce((sum, [k, v]) => sum + k.length + v.length + 4, 0);
  const injectOnly =
    !Object.values(headers).every(isWireSafeHeaderValue) || headBytes > MAX_HTTP_HEAD_BYTES;

  let staff: StaffRequest | null = null;
  if (operation.backOffice) {
    // What the server saw, after any attack on the Cookie, Origin or Host header.
    const session = staffAuth?.sessions.find((s) => headers.cookie === s.cookie) ?? null;
    const origin = headers.origin;
    staff = {
      role: session?.role ?? null,
      session: session?.token ?? null,
      routed: !pathAttacked,
      origin: SAFE_METHODS.has(operation.method)
        ? 'unchecked'
        : !origin
          ? 'missing'
          : origin === ownOriginOf(headers.host)
            ? 'own'
            : 'foreign',
    };
  }

  return {
    operation,
    method: operation.method,
    url,
    headers,
    body,
    remoteAddress: address(plan, n),
    input: labels.join(', '),
    injectOnly,
    parts,
    token: usedToken,
    staff,
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Weights of the sessions offered (owner, manager, fulfilment): out of 10. */
const SESSION_WEIGHTS = [5, 3, 2];

/**
 * A back-office request's Host, session cookie and Origin, all chosen by the plan's auth variant
 * (so a seed replays them): a session (or none, or a junk cookie) and, on a state-changing
 * request, the back office's own Origin eight times in ten, else none or a foreign one. Answers
 * the labels to add.
 */
function signInStaff(
  operation: Operation,
  auth: Plan['auth'],
  staffAuth: StaffAuth | null,
  headers: Record<string, string>,
): string[] {
  const labels: string[] = [];
  const variant = auth.variant;
  const sessions = staffAuth?.sessions ?? [];
  if (staffAuth) headers.host = staffAuth.host;
  const own = ownOriginOf(headers.host);
  if (auth.kind === 'token' && sessions.length > 0) {
    const weights = sessions.map((s, i) => s.weight ?? SESSION_WEIGHTS[i] ?? 1);
    let pick = variant % weights.reduce((a, b) => a + b, 0);
    let at = 0;
    while (pick >= weights[at]!) pick -= weights[at++]!;
    const session = sessions[at]!;
    headers.cookie = session.cookie;
    labels.push(`as ${session.role}`);
  } else if (auth.kind === 'junk') {
    const variants = junkCookies(sessions[variant % Math.max(1, sessions.length)], staffAuth);
    headers.cookie = variants[variant % variants.length]!;
    labels.push(`cookie ${show(headers.cookie)}`);
  } else if (auth.kind === 'token') {
    labels.push('no session available');
  }
  if (!SAFE_METHODS.has(operation.method)) {
    const choice = Math.floor(variant / 10) % 10;
    if (choice === 0) {
      labels.push('no origin');
    } else if (choice === 1) {
      const foreign = foreignOrigins(own);
      headers.origin = foreign[Math.floor(variant / 100) % foreign.length]!;
      labels.push(`origin ${show(headers.origin)}`);
    } else {
      headers.origin = own;
    }
  }
  return labels;
}

/** Cookie headers that are not a session, or carry one oddly (quoted, twice, misnamed). */
function junkCookies(session: StaffSession | undefined, staffAuth: StaffAuth | null): string[] {
  const token = session?.token ?? 'Q'.repeat(43);
  const name = session?.cookie.split('=')[0] ?? 'staff_session';
  const other = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
  return [
    `${name}=`,
    name,
    token,
    `=${token}`,
    `${name}=${other}`,
    `${name}=${token}x`,
    `${name}=${token.slice(0, 20)}`,
    `${name}=${'A'.repeat(10_000)}`,
    `__Host-${name}=${token}`,
    `${name.toUpperCase()}=${token}`,
    `${name}="${token}"`,
    `${name}=${token}; ${name}=${other}`,
    `${name}=${other}; ${name}=${token}`,
    `a=1;${name}=${token}`,
    `${name}=${token}%00`,
    `${name}=%ZZ`,
    `${name}=${token}\u0000`,
    `${name}=\ud800`,
    `${name}=${staffAuth?.ended ?? other}`,
    `${name}=__proto__`,
  ];
}

function address(plan: Plan, n: number): string {
  if (plan.address === 'shared') return `192.0.2.${plan.shared + 1}`;
  if (plan.address === 'ipv6')
    return `2001:db8::${(n & 0xffff).toString(16)}:${(n >>> 16).toString(16)}`;
  return `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;
}

function junkAuthorizations(token: string): string[] {
  const other = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
  return [
    'Bearer',
    'Bearer ',
    'Bearer x',
    'Basic dXNlcjpwYXNzd29yZA==',
    `Bearer ${'A'.repeat(20)}`,
    `Bearer ${'A'.repeat(200)}`,
    `Bearer ${'A'.repeat(201)}`,
    `Bearer ${other}`,
    `bearer ${token}`,
    `Bearer  ${token}`,
    token,
    `Bearer ${token}, Bearer ${token}`,
    `Bearer ${token}%00`,
    `Bearer ${token}\u0000`,
    'Bearer \ud800',
    `Token ${token}`,
    `Bearer ${'A'.repeat(10_000)}`,
  ];
}

function slotsOf(operation: Operation, parts: Parts): Slot[] {
  const slots: Slot[] = [];
  for (const name of Object.keys(parts.path)) slots.push({ where: 'path', name });
  parts.query.forEach((_, entry) => slots.push({ where: 'query', entry }));
  for (const p of operation.parameters) {
    if (p.in === 'header' && p.name in parts.headers) slots.push({ where: 'header', name: p.name });
  }
  if (parts.body !== undefined) {
    for (const at of nodesOf(parts.body)) slots.push({ where: 'body', at });
  }
  return slots;
}

/** Paths of every node of a JSON value, the root first. */
function nodesOf(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []) {
  if (out.length >= SLOT_LIMIT) return out;
  out.push(at);
  if (Array.isArray(value)) value.forEach((item, i) => nodesOf(item, [...at, i], out));
  else if (isObject(value))
    for (const [key, item] of Object.entries(value)) nodesOf(item, [...at, key], out);
  return out;
}

function slotName(slot: Slot, parts: Parts, form: boolean): string {
  switch (slot.where) {
    case 'path':
      return `path.${slot.name}`;
    case 'query':
      return `query.${parts.query[slot.entry]?.[0] ?? '?'}`;
    case 'header':
      return `header.${slot.name}`;
    case 'body':
      return (
        (form ? 'form' : 'body') +
        slot.at.map((step) => (typeof step === 'number' ? `[${step}]` : `.${step}`)).join('')
      );
  }
}

function slotSchema(operation: Operation, parts: Parts, slot: Slot): JsonSchema | undefined {
  const param = (name: string, where: Parameter['in']) =>
    operation.parameters.find((p) => p.in === where && p.name === name)?.schema;
  switch (slot.where) {
    case 'path':
      return param(slot.name, 'path');
    case 'query':
      return param(parts.query[slot.entry]?.[0] ?? '', 'query');
    case 'header':
      return param(slot.name, 'header');
    case 'body':
      return operation.body ? schemaAt(operation.body.schema, slot.at) : undefined;
  }
}

function mutate(
  operation: Operation,
  parts: Parts,
  headers: Record<string, string>,
  target: number,
  mutation: Mutation,
): string {
  const form = operation.body?.encoding === 'form';
  const slots = slotsOf(operation, parts);
  // Three times in four, a position that holds text: where NUL and surrogates do harm.
  const texts = slots.filter((candidate) => typeof readSlot(parts, candidate) === 'string');
  const slot =
    target % 4 !== 0 && texts.length > 0
      ? texts[Math.floor(target / 4) % texts.length]
      : slots[target % Math.max(1, slots.length)];
  if (!slot || (mutation.kind === 'add-key' && slot.where !== 'body')) {
    // Nothing to change (or a key to add): a query parameter it does not expect.
    const key = mutation.kind === 'add-key' ? mutation.key : 'q';
    const value =
      mutation.kind === 'insert'
        ? mutation.needle
        : mutation.kind === 'add-key' || mutation.kind === 'replace'
          ? mutation.value
          : '';
    parts.query.push([key, urlText(value)]);
    return `query.${key || '(empty)'} = ${show(urlText(value))} added`;
  }
  const name = slotName(slot, parts, form);
  const current = readSlot(parts, slot);
  let value: unknown;
  let label: string;
  switch (mutation.kind) {
    case 'insert': {
      const text = typeof current === 'string' ? current : '';
      const at = mutation.at % (text.length + 1);
      value = text.slice(0, at) + mutation.needle + text.slice(at);
      label = `${name} ← insert ${show(mutation.needle)}`;
      break;
    }
    case 'replace':
      value = mutation.value;
      label = `${name} ← ${show(value)}`;
      break;
    case 'boundary': {
      const values = boundaryValues(slotSchema(operation, parts, slot), current);
      value = values[mutation.pick % values.length];
      label = `${name} ← ${show(value)} (boundary)`;
      break;
    }
    case 'remove':
      removeSlot(parts, slot, headers);
      return `${name} removed`;
    case 'add-key': {
      let at = slot.where === 'body' ? slot.at : [];
      if (!isObject(getAt(parts.body, at))) at = [];
      if (!isObject(parts.body)) parts.body = {};
      const container = getAt(parts.body, at) as Record<string, unknown>;
      define(container, mutation.key, form ? urlText(mutation.value) : mutation.value);
      const added = slotName({ where: 'body', at: [...at, mutation.key] }, parts, form);
      return `${added} = ${show(mutation.value)} added`;
    }
  }
  writeSlot(parts, slot, value, headers, form);
  return label;
}

function readSlot(parts: Parts, slot: Slot): unknown {
  switch (slot.where) {
    case 'path': {
      const v = parts.path[slot.name];
      return typeof v === 'string' ? v : v?.raw;
    }
    case 'query': {
      const v = parts.query[slot.entry]?.[1];
      return typeof v === 'string' ? v : v?.raw;
    }
    case 'header':
      return parts.headers[slot.name];
    case 'body':
      return getAt(parts.body, slot.at);
  }
}

function writeSlot(
  parts: Parts,
  slot: Slot,
  value: unknown,
  headers: Record<string, string>,
  form: boolean,
) {
  switch (slot.where) {
    case 'path':
      parts.path[slot.name] = urlText(value);
      return;
    case 'query': {
      const entry = parts.query[slot.entry];
      if (entry) entry[1] = urlText(value);
      return;
    }
    case 'header':
      headers[slot.name] = urlText(value);
      return;
    case 'body':
      if (slot.at.length === 0) parts.body = value;
      else setAt(parts.body, slot.at, form ? urlText(value) : value);
  }
}

function removeSlot(parts: Parts, slot: Slot, headers: Record<string, string>) {
  switch (slot.where) {
    case 'path':
      parts.path[slot.name] = '';
      return;
    case 'query':
      parts.query.splice(slot.entry, 1);
      return;
    case 'header':
      delete headers[slot.name];
      return;
    case 'body': {
      if (slot.at.length === 0) {
        delete parts.body;
        return;
      }
      const parent = getAt(parts.body, slot.at.slice(0, -1));
      const last = slot.at[slot.at.length - 1]!;
      if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
      else if (isObject(parent)) delete parent[String(last)];
    }
  }
}

/** Values just outside (and on) what the schema allows, and other types. */
function boundaryValues(schema: JsonSchema | undefined, current: unknown): unknown[] {
  const values: unknown[] = [null, '', 0, [], {}];
  if (!schema) return [...values, ...WRONG_TYPES];
  const types = [
    ...(Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []),
    ...(schema.anyOf ?? schema.oneOf ?? []).flatMap((s) =>
      Array.isArray(s.type) ? s.type : s.type ? [s.type] : [],
    ),
  ];
  const text = typeof current === 'string' && current ? current : 'a';
  if (types.includes('string') || schema.format || schema.pattern) {
    const max = schema.maxLength ?? (schema.anyOf ?? []).find((s) => s.maxLength)?.maxLength;
    const min = schema.minLength;
    if (max !== undefined) {
      values.push(
        text.padEnd(max + 1, 'a').slice(0, max + 1),
        'a'.repeat(max),
        ' '.repeat(max + 1),
      );
    }
    if (min !== undefined && min > 0) values.push('a'.repeat(min - 1), ' '.repeat(min));
    values.push(
      ' ',
      `${text} `,
      ` ${text}`,
      text.toUpperCase(),
      'x'.repeat(100_000),
      12345,
      -1,
      1e308,
      true,
    );
    if (schema.format === 'uuid') {
      values.push(
        '00000000-0000-0000-0000-000000000000',
        'ffffffff-ffff-ffff-ffff-ffffffffffff',
        `{${text}}`,
        text.replace(/-/g, ''),
        '00000000-0000-0000-0000-00000000000g',
      );
    }
    if (schema.enum) values.push(...schema.enum.map((v) => String(v).toUpperCase()));
  }
  if (types.includes('integer') || types.includes('number')) {
    const { minimum: min, maximum: max } = schema;
    if (min !== undefined) values.push(min - 1, min, min - 0.5);
    if (max !== undefined) values.push(max + 1, max, max + 0.5);
    values.push(
      -1,
      1.5,
      2 ** 53 + 1,
      1e308,
      -1e308,
      Number.MAX_SAFE_INTEGER,
      '1',
      '1e3',
      ' 1',
      '0x10',
    );
  }
  if (types.includes('array')) {
    const items = Array.isArray(current) && current.length > 0 ? current[0] : null;
    values.push([], Array(Math.min((schema.maxItems ?? 100) + 1, 1000)).fill(items), 'a', {
      0: items,
    });
  }
  if (types.includes('object')) values.push({}, [], 'a', 1);
  if (types.includes('boolean')) values.push('true', 1, 0, 'on');
  return values;
}

function attackQuery(operation: Operation, parts: Parts, attack: QueryAttack): string {
  switch (attack.kind) {
    case 'duplicate': {
      const names = [
        ...parts.query.map(([k]) => k),
        ...operation.parameters.filter((p) => p.in === 'query').map((p) => p.name),
      ];
      const name = names[attack.entry % Math.max(1, names.length)] ?? 'page';
      const existing = parts.query.find(([k]) => k === name);
      if (!existing) parts.query.push([name, '1']);
      parts.query.push([name, attack.value]);
      return `query.${name} duplicated with ${show(attack.value)}`;
    }
    case 'proto':
      parts.query.push([attack.key, attack.value]);
      return `query ${attack.key}=${show(attack.value)}`;
    case 'raw':
      parts.rawQuery = attack.text;
      return `query text ${show(attack.text)}`;
    case 'many':
      for (let i = 0; i < attack.count; i += 1) parts.query.push([`p${i}`, String(i)]);
      return `${attack.count} query parameters`;
    case 'long': {
      const names = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      const name = names[0] ?? 'q';
      parts.query.push([name, 'x'.repeat(attack.length)]);
      return `query.${name} of ${attack.length} characters`;
    }
  }
}

// ——— writing bodies and URLs ———

const MARK = '\u0001fuzz\u0001';
const MARK_JSON = JSON.stringify(MARK);

function attackBody(
  operation: Operation,
  value: unknown,
  headers: Record<string, string>,
  attack: BodyAttack,
): { body: Body | null; label: string } {
  const form = operation.body?.encoding === 'form';
  const ownType = form ? 'application/x-www-form-urlencoded' : 'application/json';
  const base = value === undefined ? {} : value;
  const nodes = nodesOf(base);
  const pick = (n: number) => nodes[n % nodes.length]!;
  const objects = nodes.filter((at) => isObject(at.length ? getAt(base, at) : base));
  const where = (at: (string | number)[]) =>
    slotName({ where: 'body', at }, { path: {}, query: [], headers: {} }, form);

  switch (attack.kind) {
    case 'huge': {
      const size = 10 * 1024 * 1024;
      headers['content-type'] = ownType;
      const write = () => (form ? `x=${'a'.repeat(size)}` : `{"x":"${'a'.repeat(size)}"}`);
      return {
        body: {
          describe: `${form ? 'form' : 'JSON'} of 10 MB${attack.streamed ? ', streamed without content-length' : ''}`,
          write: () =>
            attack.streamed ? Readable.from([write()], { objectMode: false }) : write(),
        },
        label: `10 MB body${attack.streamed ? ' (streamed)' : ''}`,
      };
    }
    case 'deep': {
      headers['content-type'] = ownType;
      const at = pick(attack.slot);
      if (form) {
        const text = `a${'[a]'.repeat(attack.depth)}=1`;
        return { body: textBody(text), label: `form key nested ${attack.depth} deep` };
      }
      const open = attack.shape === 'array' ? '[' : '{"a":';
      const close = attack.shape === 'array' ? ']' : '}';
      const deep = () => open.repeat(attack.depth) + '1' + close.repeat(attack.depth);
      return {
        body: {
          describe: `${where(at)} = ${open}×${attack.depth} 1 ${close}×${attack.depth} in ${shorten(spliceJson(base, at, 'DEEP'))}`,
          write: () => spliceJson(base, at, deep()),
        },
        label: `${where(at)} nested ${attack.depth} deep (${attack.shape}s)`,
      };
    }
    case 'proto': {
      headers['content-type'] = ownType;
      const value =
        attack.key === 'constructor' ? { prototype: { polluted: true } } : { polluted: true };
      if (form) {
        const key = attack.key === 'constructor' ? 'constructor[prototype][polluted]' : attack.key;
        const text = [formText(base), `${key}=1`].filter(Boolean).join('&');
        return { body: textBody(text), label: `form key ${key}` };
      }
      const at = objects.length ? objects[attack.slot % objects.length]! : [];
      const text = addKeyJson(isObject(base) ? base : {}, at, attack.key, JSON.stringify(value));
      return {
        body: textBody(text),
        label: `${where([...at, attack.key])} = ${JSON.stringify(value)}`,
      };
    }
    case 'duplicate-key': {
      headers['content-type'] = ownType;
      if (form) {
        const key = isObject(base)
          ? (Object.keys(base)[attack.slot % Math.max(1, Object.keys(base).length)] ?? 'a')
          : 'a';
        const text = [
          formText(base),
          `${encodeComponent(key)}=${encodeComponent(urlText(attack.value))}`,
        ]
          .filter(Boolean)
          .join('&');
        return {
          body: textBody(text),
          label: `form.${key} sent twice, then ${show(attack.value)}`,
        };
      }
      const keyed = objects.filter(
        (at) => Object.keys((at.length ? getAt(base, at) : base) as object).length > 0,
      );
      const at = keyed.length ? keyed[attack.slot % keyed.length]! : [];
      const node = (at.length ? getAt(base, at) : base) as Record<string, unknown>;
      const key = Object.keys(isObject(node) ? node : {})[0] ?? 'a';
      const text = addKeyJson(
        isObject(base) ? base : {},
        at,
        key,
        JSON.stringify(attack.value) ?? 'null',
      );
      return {
        body: textBody(text),
        label: `${where([...at, key])} sent twice, then ${show(attack.value)}`,
      };
    }
    case 'content-type': {
      const type = attack.type;
      const label = `content-type ${type === null ? '(none)' : show(type)}`;
      if (type === null) delete headers['content-type'];
      else headers['content-type'] = type;
      let text: string;
      if (type?.startsWith('multipart/')) text = multipartText(base);
      else if (type === 'application/xml')
        text = `<?xml version="1.0"?><body>${xmlText(base)}</body>`;
      else if (type?.startsWith('application/x-www-form-urlencoded')) text = formText(base);
      else if (type?.toLowerCase().startsWith('application/json') || type?.includes('+json'))
        text = JSON.stringify(base);
      else text = form ? formText(base) : JSON.stringify(base);
      return {
        body: textBody(text),
        label: `${label} with ${text.startsWith('{') ? 'a JSON' : 'a'} body`,
      };
    }
    case 'odd': {
      const odd = form
        ? ['', '=', '&&&', '%', 'a', 'a=%ZZ', '===', '%00=%00', 'a=%ED%A0%80']
        : [...ODD_BODIES];
      const text = odd[attack.pick % odd.length]!;
      if (attack.contentType === 'none') delete headers['content-type'];
      else headers['content-type'] = attack.contentType === 'json' ? 'application/json' : ownType;
      return {
        body: textBody(text),
        label: `body ${show(text)} (${attack.contentType === 'none' ? 'no content-type' : headers['content-type']})`,
      };
    }
    case 'no-body':
      if (attack.contentType === 'own') headers['content-type'] = ownType;
      else delete headers['content-type'];
      return {
        body: null,
        label: `no body${attack.contentType === 'own' ? `, content-type ${ownType}` : ''}`,
      };
    case 'bad-utf8': {
      headers['content-type'] = ownType;
      const bytes = BAD_UTF8[attack.pick % BAD_UTF8.length]!;
      const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join(' ');
      if (form) {
        const text = formText(base);
        const key = isObject(base)
          ? (Object.keys(base)[attack.slot % Math.max(1, Object.keys(base).length)] ?? 'a')
          : 'a';
        const [before, after] = [`${text ? `${text}&` : ''}${encodeComponent(key)}=a`, 'b'];
        return {
          body: {
            describe: `${shorten(before)}<${hex}>${after}`,
            write: () =>
              Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]),
          },
          label: `form.${key} with bytes ${hex}`,
        };
      }
      const at = pick(attack.slot);
      const text = spliceJson(base, at, `"a${MARK}b"`);
      const [before = '', after = ''] = text.split(MARK);
      return {
        body: {
          describe: `${shorten(before)}<${hex}>${shorten(after)}`,
          write: () => Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]),
        },
        label: `${where(at)} with bytes ${hex}`,
      };
    }
    case 'number-token': {
      headers['content-type'] = ownType;
      if (form)
        return {
          body: textBody(`${formText(base)}&n=${attack.token}`),
          label: `form.n = ${attack.token}`,
        };
      const at = pick(attack.slot);
      return {
        body: textBody(spliceJson(base, at, attack.token)),
        label: `${where(at)} = ${attack.token.slice(0, 20)}`,
      };
    }
  }
}

function jsonBody(value: unknown, headers: Record<string, string>): Body {
  headers['content-type'] ??= 'application/json';
  return textBody(JSON.stringify(value) ?? '');
}

function formBody(value: unknown, headers: Record<string, string>): Body {
  headers['content-type'] ??= 'application/x-www-form-urlencoded';
  return textBody(formText(value));
}

function textBody(text: string): Body {
  return { describe: shorten(text), write: () => text };
}

/** The JSON text of `value` with the node at `at` written as `replacement` (raw JSON text). */
function spliceJson(value: unknown, at: (string | number)[], replacement: string): string {
  if (at.length === 0) return replacement;
  const copy = clone(value);
  setAt(copy, at, MARK);
  return JSON.stringify(copy).replace(MARK_JSON, () => replacement);
}

/** The JSON text of `value` with `key: valueText` added to the object at `at` (duplicates kept). */
function addKeyJson(
  value: unknown,
  at: (string | number)[],
  key: string,
  valueText: string,
): string {
  const copy = clone(value);
  const node = at.length ? getAt(copy, at) : copy;
  if (!isObject(node)) return JSON.stringify(copy);
  node[MARK] = 0;
  return JSON.stringify(copy).replace(
    `${MARK_JSON}:0`,
    () => `${JSON.stringify(key)}:${valueText}`,
  );
}

function formText(value: unknown): string {
  if (!isObject(value))
    return value === undefined ? '' : `value=${encodeComponent(urlText(value))}`;
  return Object.entries(value)
    .map(([k, v]) => `${encodeComponent(k)}=${encodeComponent(urlText(v))}`)
    .join('&');
}

function multipartText(value: unknown): string {
  const entries = isObject(value) ? Object.entries(value) : [['value', value] as const];
  return (
    entries
      .map(
        ([k, v]) =>
          `--fuzzboundary\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${urlText(v)}\r\n`,
      )
      .join('') + '--fuzzboundary--\r\n'
  );
}

function xmlText(value: unknown): string {
  if (!isObject(value)) return urlText(value);
  return Object.entries(value)
    .map(
      ([k, v]) =>
        `<${k.replace(/[^\w-]/g, '_') || '_'}>${xmlText(v)}</${k.replace(/[^\w-]/g, '_') || '_'}>`,
    )
    .join('');
}

function writePath(template: string, values: Record<string, UrlValue>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeUrlValue(values[name] ?? ''));
}

function encodeUrlValue(value: UrlValue): string {
  return typeof value === 'string' ? encodeComponent(value) : value.raw;
}

/** encodeURIComponent, but a lone surrogate becomes its three (WTF-8) bytes instead of a throw. */
export function encodeComponent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = '';
    for (const char of text) {
      const code = char.codePointAt(0)!;
      if (code >= 0xd800 && code <= 0xdfff) {
        out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      } else out += encodeURIComponent(char);
    }
    return out;
  }
}

function urlText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (isObject(value) && typeof value.raw === 'string' && Object.keys(value).length === 1)
    return value.raw;
  return JSON.stringify(value) ?? String(value);
}

// ——— small helpers ———

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function getAt(root: unknown, at: readonly (string | number)[]): unknown {
  let node = root;
  for (const step of at) {
    if (Array.isArray(node) && typeof step === 'number') node = node[step];
    else if (isObject(node) && Object.hasOwn(node, step)) node = node[String(step)];
    else return undefined;
  }
  return node;
}

function setAt(root: unknown, at: readonly (string | number)[], value: unknown) {
  const parent = getAt(root, at.slice(0, -1));
  const last = at[at.length - 1];
  if (last === undefined) return;
  if (Array.isArray(parent) && typeof last === 'number') parent[last] = value;
  else if (isObject(parent)) define(parent, String(last), value);
}

/** Sets an own property, "__proto__" included. */
function define(object: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(object, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** A deep copy through JSON (keeps own "__proto__" keys and lone surrogates). */
function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** A value for a label: JSON-escaped (\u0000, \ud800 show), long ones cut. */
export function show(value: unknown): string {
  if (typeof value === 'string' && value.length > 40) {
    return `${JSON.stringify(value.slice(0, 12))}…(${value.length} chars)`;
  }
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 50)}…(${text.length} chars)` : text;
}

/** Text for a report: escaped, at most `max` characters, with its full length. */
export function shorten(text: string, max = 240): string {
  const escaped = JSON.stringify(text.length > max ? text.slice(0, max) : text).slice(1, -1);
  return text.length > max ? `${escaped}…(${text.length} chars)` : escaped;
}
