// What the fuzzer knows about this API beyond its schemas: a shopper's journey at start (register,
// sign in, order, start a sandbox payment) whose requests become the first seeds, known-good
// values by name, and what to learn from answers (tokens, new orders, gateway forms) so that
// mutated requests keep getting past 401, 404 and signature checks. The back office's part (staff,
// session cookies, repairs) is in backoffice.ts.
import type { Database } from '../apps/api/src/db/client';
import { prepareBackOffice } from './backoffice';
import type { Context, Hints, Parts, StaffRequest } from './generate';
import type { Operation } from './openapi';
import type { Answer, Injectable } from './run';

const API = '/api/v1';
const SETUP_ADDRESS = '198.51.100.1';
const LEARNED_PER_OPERATION = 24;
const MAX_SPARE_TOKENS = 40;

/** Operations that end the session they are called with: they get a spare token, never the shopper's. */
const SESSION_ENDING = new Set([`POST ${API}/users/logout`]);

const SHIPPING = {
  fullName: 'Fuzz Shopper',
  address: '12, Shanti Kunj, MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  phone: '+91 98450 12345',
};
const PHONE = '+919845012345';
const SHOPPER = {
  email: 'fuzz.shopper@example.in',
  password: 'Fuzz-and-samosa-42',
  firstName: 'Fuzz',
  lastName: 'Shopper',
};

interface ProductSummary {
  id: string;
  category: string;
  parentCategory: string | null;
  gender: string | null;
  attributes: { key: string; value: string[] }[];
}

export interface Journey {
  hints: Hints;
  context: Context;
  learn(
    request: {
      operation: Operation;
      parts: Parts;
      token: string | null;
      staff: StaffRequest | null;
    },
    answer: Answer,
  ): void;
  /** Before each request: repairs what the back office's requests broke (see backoffice.ts). */
  prepare(): Promise<void> | undefined;
  shopper: { email: string; password: string; token: string };
  /** Whether the back-office owner's session still works: null if so, else its answer. */
  checkStaff(): Promise<string | null>;
  /** What the back office's repairs did. */
  staffStats(): string;
  /** What the journey set up, in a few words. */
  summary: string;
}

/**
 * Runs the journey through `app` and answers the seeds, hints and learners it leads to; marks the
 * back-office operations and sets up their staff in `db` (the app's database).
 */
export async function prepareJourney(
  app: Injectable,
  operations: Operation[],
  db: Database,
): Promise<Journey> {
  /** One request of the journey: throws unless answered `status`; answers the body. */
  const call = async (
    status: number,
    method: string,
    url: string,
    { body, token, form }: { body?: unknown; token?: string; form?: boolean } = {},
  ) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
      payload = form
        ? new URLSearchParams(body as Record<string, string>).toString()
        : JSON.stringify(body);
    }
    const response = await app.inject({
      method,
      url: `${API}${url}`,
      headers,
      payload,
      remoteAddress: SETUP_ADDRESS,
    });
    if (response.statusCode !== status) {
      throw new Error(
        `setup: ${method} ${url} answered ${response.statusCode} ${response.body.slice(0, 300)}`,
      );
    }
    return response.body;
  };
  const callJson = async <T>(...args: Parameters<typeof call>) =>
    JSON.parse(await call(...args)) as T;

  const fixed = new Map<string, Parts[]>();
  const learned = new Map<string, Parts[]>();
  const known = new Set(operations.map((operation) => operation.id));
  const seed = (id: string, parts: Partial<Parts>, into = fixed) => {
    if (!known.has(id)) return;
    const list = into.get(id) ?? [];
    const full: Parts = { path: {}, query: [], headers: {}, ...parts };
    if (into === learned && list.length >= LEARNED_PER_OPERATION) list.splice(0, 1);
    list.push(full);
    into.set(id, list);
  };

  // The catalogue.
  const info = await callJson<{ categories?: string[] }>(200, 'GET', '/storeInfo');
  const listing = await callJson<{ data: ProductSummary[] }>(200, 'GET', '/products?limit=100');
  const products = listing.data;
  if (products.length < 2) {
    throw new Error('setup: the seeded catalogue has fewer than two products');
  }
  const distinct = (values: (string | null | undefined)[]) => [
    ...new Set(values.filter((v): v is string => Boolean(v))),
  ];
  const categories = distinct([...(info.categories ?? []), ...products.map((p) => p.category)]);
  const genders = distinct(products.map((p) => p.gender));
  const parents = distinct(products.map((p) => p.parentCategory));
  const option = (product: ProductSummary, keys: string[]) =>
    product.attributes.find((a) => keys.includes(a.key.toLowerCase()))?.value[0];
  const sizes = distinct(products.map((p) => option(p, ['size', 'sizes'])));
  const colors = distinct(products.map((p) => option(p, ['color', 'colors', 'colours'])));

  // The shopper, a session to fuzz with and spare ones to sign out with.
  await call(201, 'POST', '/users/register', { body: SHOPPER });
  const signIn = async () =>
    (await callJson<{ token: string }>(200, 'POST', '/users/authorize', { body: SHOPPER })).token;
  const token = await signIn();
  const spares: string[] = [];
  for (let i = 0; i < 3; i += 1) spares.push(await signIn());

  // Pending orders.
  const orderBody = (a: ProductSummary, b: ProductSummary) => ({
    products: { [a.id]: 2, [b.id]: 1 },
    shippingAddress: SHIPPING,
    items: [
      {
        productId: a.id,
        quantity: 1,
        size: option(a, ['size', 'sizes']) ?? 'Free size',
        color: option(a, ['color', 'colors', 'colours']) ?? 'Black',
      },
      { productId: a.id, quantity: 1, size: null, color: null },
      {
        productId: b.id,
        quantity: 1,
        size: option(b, ['size', 'sizes']) ?? 'M',
        color: option(b, ['color', 'colors', 'colours']) ?? 'Blue',
      },
    ],
  });
  const bodies = [
    orderBody(products[0]!, products[1]!),
    orderBody(products[2] ?? products[0]!, products[3] ?? products[1]!),
  ];
  const orders: string[] = [];
  for (const body of bodies) {
    orders.push((await callJson<{ id: string }>(201, 'POST', '/orders', { body, token })).id);
  }

  // The payment form, and a sandbox payment started (the order stays Pending).
  const fields = await callJson<{ fields: { name: string; options?: { value: string }[] }[] }>(
    200,
    'GET',
    '/payments/fields',
    { token },
  );
  const methods =
    fields.fields.find((f) => f.name === 'method')?.options?.map((o) => o.value) ?? [];
  const paymentFields = (method: string) => ({
    method,
    email: SHOPPER.email,
    phone: PHONE,
    acceptTerms: true,
  });
  const started = await callJson<PaymentAnswer>(200, 'POST', '/payments', {
    body: { orderId: orders[0], fields: paymentFields('sandbox') },
    token,
  });
  const gatewayForm = started.action?.formParams;
  if (!gatewayForm) throw new Error('setup: the sandbox payment answered no gateway form');
  const sandboxPage = await call(200, 'POST', '/payments/sandbox/pay', {
    body: gatewayForm.data,
    form: true,
  });

  // A complaint to the grievance officer, about the first order.
  const complaint = {
    name: `${SHOPPER.firstName} ${SHOPPER.lastName}`,
    contact: SHOPPER.email,
    orderId: orders[0],
    message: 'The HDMI cable does not fit the TV.',
  };
  const { ticket } = await callJson<{ ticket: string }>(201, 'POST', '/grievances', {
    body: complaint,
  });

  // Seeds: the journey's requests, and the ones around it.
  seed(`GET ${API}/health`, {});
  seed(`GET ${API}/storeInfo`, {});
  const listings: [string, string][][] = [
    [['limit', '5']],
    [
      ['category', categories[0] ?? ''],
      ['page', '1'],
    ],
    [
      ['gender', genders[0] ?? ''],
      ['limit', '3'],
    ],
    [['parentCategory', parents[0] ?? '']],
    [['filter', ['null', ...genders.slice(0, 2)].join(',')]],
  ];
  for (const query of listings) seed(`GET ${API}/products`, { query });
  for (const { id } of products.slice(0, 3)) seed(`GET ${API}/products/{id}`, { path: { id } });
  seed(`POST ${API}/users/register`, { body: { ...SHOPPER, email: 'fresh@example.in' } });
  seed(`POST ${API}/users/authorize`, {
    body: { email: SHOPPER.email, password: SHOPPER.password },
  });
  seed(`POST ${API}/users/authorize`, {
    body: { email: SHOPPER.email, password: 'not-the-password' },
  });
  seed(`POST ${API}/users/logout`, {});
  seed(`GET ${API}/accountInfo`, {});
  for (const body of bodies) {
    seed(`POST ${API}/orders`, { body });
    seed(`POST ${API}/orders`, { body, headers: { 'idempotency-key': 'fresh' } });
  }
  seed(`GET ${API}/orders`, {});
  seed(`GET ${API}/payments/fields`, {});
  seed(`POST ${API}/grievances`, { body: complaint });
  seed(`POST ${API}/contact`, {
    body: {
      name: complaint.name,
      email: SHOPPER.email,
      subject: 'Wall mount size',
      message: complaint.message,
    },
  });
  seed(`POST ${API}/newsletter`, { body: { email: SHOPPER.email } });
  seed(`POST ${API}/grievances`, {
    body: { name: complaint.name, contact: SHIPPING.phone, message: complaint.message },
  });
  const learnGrievance = (found: string) => {
    backOffice.learnGrievance(found);
    for (const contact of [SHOPPER.email, PHONE]) {
      seed(
        `GET ${API}/grievances/{ticket}`,
        { path: { ticket: found }, query: [['contact', contact]] },
        learned,
      );
    }
  };
  const learnOrder = (id: string, phone = PHONE) => {
    backOffice.learnOrder(id);
    seed(`GET ${API}/orders`, { query: [['before', id]] }, learned);
    seed(
      `GET ${API}/orders/{id}`,
      { path: { id }, query: [['contactInfo', SHOPPER.email]] },
      learned,
    );
    seed(`GET ${API}/orders/{id}`, { path: { id }, query: [['contactInfo', phone]] }, learned);
    for (const method of methods) {
      seed(
        `POST ${API}/payments`,
        { body: { orderId: id, fields: paymentFields(method) } },
        learned,
      );
    }
    seed(
      `POST ${API}/payments`,
      {
        body: {
          orderId: id,
          fields: {
            ...paymentFields(methods[0] ?? 'cod'),
            gstin: '27ABCDE1234F1Z5',
            businessName: 'Fuzz Traders',
          },
        },
      },
      learned,
    );
  };
  // The back office: staff, sessions, and seeds reaching these orders (and the ones to come).
  const backOffice = await prepareBackOffice(
    app,
    db,
    operations,
    (id, parts, learnedSeed) => seed(id, parts, learnedSeed ? learned : fixed),
    { orders, email: SHOPPER.email, phone: SHIPPING.phone },
  );
  orders.forEach((id) => learnOrder(id));
  learnGrievance(ticket);
  const learnGateway = (form: { url: string; data: Record<string, string> }) => {
    const redirect: Record<string, string> = { url: form.url };
    for (const [key, value] of Object.entries(form.data)) redirect[`data[${key}]`] = value;
    seed(`POST ${API}/payments/redirect`, { body: redirect }, learned);
    seed(`POST ${API}/payments/sandbox/pay`, { body: form.data }, learned);
  };
  learnGateway(gatewayForm);
  const learnCallbacks = (html: string) => {
    for (const form of hiddenForms(html))
      seed(`POST ${API}/payments/callback`, { body: form }, learned);
  };
  learnCallbacks(sandboxPage);

  const gatewayKeys = [
    ...Object.keys(gatewayForm.data),
    'status',
    'mihpayid',
    'udf1',
    'additionalCharges',
  ];
  const hints: Hints = {
    uuid: products.slice(0, 10).map((p) => p.id),
    [`${API}/products/{id}#id`]: products.slice(0, 10).map((p) => p.id),
    [`${API}/orders/{id}#id`]: orders,
    orderId: orders,
    before: orders,
    contactInfo: [SHOPPER.email, PHONE, SHIPPING.phone],
    contact: [SHOPPER.email, PHONE, SHIPPING.phone],
    [`${API}/grievances/{ticket}#ticket`]: [ticket],
    [`${API}/pincodes/{pin}#pin`]: [SHIPPING.postalCode, '110001', '999999'],
    message: [complaint.message],
    name: [complaint.name],
    category: categories,
    parentCategory: parents,
    gender: genders,
    filter: [...genders, ...categories, 'null', genders.join(',')],
    email: [SHOPPER.email],
    password: [SHOPPER.password],
    firstName: [SHOPPER.firstName],
    lastName: [SHOPPER.lastName],
    ...Object.fromEntries(Object.entries(SHIPPING).map(([key, value]) => [key, [value]])),
    size: sizes,
    color: colors,
    'fields:key': fields.fields.map((f) => f.name),
    'fields:value': [...methods, SHOPPER.email, PHONE, '27ABCDE1234F1Z5', 'Fuzz Traders'],
    [`${API}/payments/redirect#body:key`]: [
      'url',
      ...Object.keys(gatewayForm.data).map((k) => `data[${k}]`),
    ],
    [`${API}/payments/redirect#body:value`]: [gatewayForm.url, ...Object.values(gatewayForm.data)],
    [`${API}/payments/sandbox/pay#body:key`]: gatewayKeys,
    [`${API}/payments/sandbox/pay#body:value`]: Object.values(gatewayForm.data),
    [`${API}/payments/callback#body:key`]: gatewayKeys,
    [`${API}/payments/callback#body:value`]: [
      ...Object.values(gatewayForm.data),
      'success',
      'failure',
    ],
    ...backOffice.hints,
  };

  let fresh = 0;
  const context: Context = {
    seeds(operation) {
      const list = backOffice.adjust(operation, [
        ...(fixed.get(operation.id) ?? []),
        ...(learned.get(operation.id) ?? []),
      ]);
      // Fresh e-mail addresses and idempotency keys, so these seeds get past 409s and replays.
      if (operation.id === `POST ${API}/users/register`) {
        fresh += 1;
        return list.map((parts) =>
          isRecord(parts.body) && parts.body.email === 'fresh@example.in'
            ? { ...parts, body: { ...parts.body, email: `fuzz.new${fresh}@example.in` } }
            : parts,
        );
      }
      if (operation.id === `POST ${API}/orders`) {
        fresh += 1;
        return list.map((parts) =>
          parts.headers['idempotency-key'] === 'fresh'
            ? { ...parts, headers: { 'idempotency-key': `fuzz-${fresh}` } }
            : parts,
        );
      }
      return list;
    },
    token(operation) {
      if (SESSION_ENDING.has(operation.id)) return spares[spares.length - 1] ?? null;
      return token;
    },
    staff: (operation) => backOffice.staff(operation),
  };

  const learn: Journey['learn'] = (request, answer) => {
    const id = request.operation.id;
    if (request.operation.backOffice) backOffice.learn(request, answer);
    if (SESSION_ENDING.has(id) && request.token && (answer.status < 300 || answer.status === 401)) {
      // Ended, now or before (a junk header can carry a real token): not a spare any more.
      const at = spares.indexOf(request.token);
      if (at >= 0) spares.splice(at, 1);
    }
    if (answer.status < 200 || answer.status >= 300) return;
    const json = () => {
      try {
        return JSON.parse(answer.body) as unknown;
      } catch {
        return undefined;
      }
    };
    if (id === `POST ${API}/users/authorize`) {
      const got = json() as { token?: string } | undefined;
      if (got?.token && spares.length < MAX_SPARE_TOKENS && !spares.includes(got.token))
        spares.unshift(got.token);
    } else if (id === `POST ${API}/orders`) {
      const order = json() as { id?: string; shippingAddress?: { phone?: string } } | undefined;
      if (order?.id) learnOrder(order.id, order.shippingAddress?.phone ?? PHONE);
    } else if (id === `POST ${API}/payments`) {
      const form = (json() as PaymentAnswer | undefined)?.action?.formParams;
      if (form) learnGateway(form);
    } else if (id === `POST ${API}/payments/sandbox/pay`) {
      learnCallbacks(answer.body);
    } else if (id === `POST ${API}/grievances`) {
      const filed = json() as { ticket?: string } | undefined;
      if (filed?.ticket) learnGrievance(filed.ticket);
    }
    // Any other request answered 2xx is worth mutating further.
    if (
      id !== `POST ${API}/users/register` &&
      id !== `POST ${API}/orders` &&
      id !== `POST ${API}/grievances`
    ) {
      seed(id, request.parts, learned);
    }
  };

  return {
    hints,
    context,
    learn,
    prepare: () => backOffice.prepare(),
    shopper: { email: SHOPPER.email, password: SHOPPER.password, token },
    checkStaff: () => backOffice.check(),
    staffStats: () => backOffice.stats(),
    summary:
      `a signed-in shopper with ${orders.length} Pending orders, one with a sandbox payment ` +
      `started; ${backOffice.summary}`,
  };
}

interface PaymentAnswer {
  action?: { formParams?: { url: string; data: Record<string, string> } };
}

/** The hidden inputs of each form of an HTML page (the sandbox gateway's signed answers). */
export function hiddenForms(html: string): Record<string, string>[] {
  const unescape = (text: string) =>
    text
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  return [...html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/g)]
    .map(([, inner]) =>
      Object.fromEntries(
        [...(inner ?? '').matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(
          ([, name, value]) => [unescape(name ?? ''), unescape(value ?? '')],
        ),
      ),
    )
    .filter((form) => Object.keys(form).length > 0);
}

/**
 * The API's limits, made to let one shopper fuzz for a while: per-account limits (orders per hour,
 * sign-in delays for the account) and per-contact ones (complaints for one e-mail address) would
 * soon answer only 429s, so they are lifted, and delays
 * cut to milliseconds. Per-IP limits stay: addresses vary per request, and a few shared ones
 * still meet the limits, so 429s are checked too.
 */
export function fuzzingLimits<T extends object>(policy: T): T {
  return Object.fromEntries(
    Object.entries(policy).map(([key, value]) => {
      if (typeof value !== 'number') return [key, value];
      if (key.endsWith('Ms')) return [key, Math.min(value, 5)];
      if (/Account|Contact/.test(key) && !/Ip/.test(key)) return [key, value * 1000];
      return [key, value];
    }),
  ) as T;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
