// The OpenAPI document → the operations to fuzz: method, path template, parameters and body
// schema of each, and whether it wants a signed-in shopper (or, marked later, a staff member).

/** The part of JSON Schema (as @fastify/swagger writes zod schemas) that the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

export type ParameterLocation = 'path' | 'query' | 'header';

export interface Parameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  schema: JsonSchema;
}

export type BodyEncoding = 'json' | 'form';

export interface Operation {
  /** "POST /api/v1/orders": how the report names it. */
  id: string;
  method: string;
  /** The document's path template, e.g. /api/v1/orders/{id}. */
  path: string;
  parameters: Parameter[];
  body: { required: boolean; schema: JsonSchema; encoding: BodyEncoding } | null;
  /** Declares a security requirement: exercised with and without a bearer token. */
  signedIn: boolean;
  /**
   * A back-office route (the document does not say: the fuzzer's journey marks them): signed in
   * with a session cookie ('session'; with and without one) or open to all ('public'), and
   * refusing a state-changing request whose Origin is not the back office's own.
   */
  backOffice?: 'public' | 'session';
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

interface RawOperation {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

/**
 * Every operation of the document. A body the document lists as
 * application/x-www-form-urlencoded (the payment pages) is sent form-encoded, any other as JSON.
 */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const resolve = (schema: JsonSchema | undefined): JsonSchema =>
    schema ? resolveRefs(schema, document.components?.schemas ?? {}) : {};

  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const raw = item[method] as RawOperation | undefined;
      if (!raw) continue;
      const parameters: Parameter[] = (raw.parameters ?? [])
        .filter((p): p is typeof p & { in: ParameterLocation } =>
          ['path', 'query', 'header'].includes(p.in),
        )
        .map((p) => ({
          name: p.name,
          in: p.in,
          required: p.in === 'path' || Boolean(p.required),
          schema: resolve(p.schema),
        }));
      // Path templates name parameters the document may not list: fuzz them as strings.
      for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
        if (name && !parameters.some((p) => p.in === 'path' && p.name === name)) {
          parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
        }
      }
      const content = raw.requestBody?.content ?? {};
      const form = content['application/x-www-form-urlencoded'];
      const media = content['application/json'] ?? form;
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters,
        body: media
          ? {
              required: Boolean(raw.requestBody?.required),
              schema: resolve(media.schema),
              encoding: media === form ? 'form' : 'json',
            }
          : null,
        signedIn: Array.isArray(raw.security) && raw.security.length > 0,
      });
    }
  }
  return operations;
}

/** Inlines local `#/components/schemas/…` references (cycles stop at an empty schema). */
function resolveRefs(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  seen: ReadonlySet<string> = new Set(),
): JsonSchema {
  if (schema.$ref) {
    const name = /^#\/components\/schemas\/(.+)$/.exec(schema.$ref)?.[1];
    const target = name ? components[name] : undefined;
    if (!name || !target || seen.has(name)) return {};
    return resolveRefs(target, components, new Set([...seen, name]));
  }
  const out: JsonSchema = { ...schema };
  const one = (s: JsonSchema) => resolveRefs(s, components, seen);
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [key, one(value)]),
    );
  }
  if (schema.items) out.items = one(schema.items);
  if (schema.propertyNames) out.propertyNames = one(schema.propertyNames);
  if (typeof schema.additionalProperties === 'object') {
    out.additionalProperties = one(schema.additionalProperties);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (schema[key]) out[key] = schema[key].map(one);
  }
  return out;
}

/** The schema at `path` inside `schema` (object keys, array indexes); undefined when unknown. */
export function schemaAt(
  schema: JsonSchema,
  path: readonly (string | number)[],
): JsonSchema | undefined {
  let current: JsonSchema | undefined = schema;
  for (const step of path) {
    if (!current) return undefined;
    const options: JsonSchema[] = [current, ...(current.anyOf ?? []), ...(current.oneOf ?? [])];
    let next: JsonSchema | undefined;
    for (const option of options) {
      if (typeof step === 'number' && option.items) next = option.items;
      else if (typeof step === 'string' && option.properties?.[step])
        next = option.properties[step];
      else if (typeof step === 'string' && typeof option.additionalProperties === 'object') {
        next = option.additionalProperties;
      }
      if (next) break;
    }
    current = next;
  }
  return current;
}
