// What the fuzzer knows about the back office (/api/v1/admin): which of its routes want a session,
// three staff members made straight in the database (an owner with two-factor sign-in, a manager,
// a fulfilment member) and signed in through the API, their session cookies (spare ones for
// operations that end the session), seeds and hints that reach real orders, staff, invitations
// and settings, and repairs: a request may disable or demote a member, end their sessions, change
// their password, require two-factor sign-in of everyone or change the store's settings; the run
// then puts back what it relies on before its next request, so it never locks itself out.
import { performance } from 'node:perf_hooks';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { staff, staffSessions, stores } from '../apps/api/src/db/schema';
import { issueSetupTokens, newToken, tokenHash } from '../apps/api/src/modules/staff/service';
import { totpCode } from '../apps/api/src/modules/staff/totp';
import { createPasswordHasher, OWASP_SCRYPT } from '../apps/api/src/modules/users/passwords';
import type { Hints, Parts, StaffAuth, StaffRequest, StaffSession } from './generate';
import type { Operation } from './openapi';
import type { Answer, Injectable } from './run';

const API = '/api/v1';
const ADMIN = `${API}/admin`;
const SETUP_ADDRESS = '198.51.100.2';
/** The Host a browser on the back office sends; its pages' Origin is http://localhost. */
const HOST = 'localhost';
const ORIGIN = `http://${HOST}`;
const SPARES_PER_ROLE = 2;

const ROLES = ['owner', 'manager', 'fulfilment'] as const;
type Role = (typeof ROLES)[number];
const PASSWORD = 'Fuzz-back-office-masala-42';
const NEW_PASSWORD = 'Fuzz-another-masala-chai-77';
const EMAILS: Record<Role, string> = {
  owner: 'fuzz.owner@example.in',
  manager: 'fuzz.manager@example.in',
  fulfilment: 'fuzz.fulfilment@example.in',
};
const ENROLMENT_REQUIRED = 'requires two-factor sign-in';

/** Operations that end the session they are called with: they get a spare one. */
const SESSION_ENDING = new Set([`DELETE ${ADMIN}/session`, `POST ${ADMIN}/account/password`]);
/**
 * 2xx answers that may change what the run relies on (a member, their sessions, their password,
 * sign-in rules); some only in cases that `learn` tells apart.
 */
const CHANGES_STAFF = new Set([
  `PATCH ${ADMIN}/staff/{id}`,
  `PUT ${ADMIN}/security`,
  `POST ${ADMIN}/account/password`,
  `DELETE ${ADMIN}/account/totp`,
  `POST ${ADMIN}/setup`,
]);
/** A placeholder in seeds, filled when a request is built: a code valid at that moment. */
const OWNER_CODE = '{owner code}';
const FRESH_EMAIL = 'fuzz.invitee@example.in';
const INVITEE = /^fuzz\.invitee\d*@example\.in$/;

/** The status changes an order may make from each status, with what each needs. */
/** A corrected address whose PIN code lies in its state, for PUT …/shipping-address. */
const CORRECTED = {
  fullName: 'Fuzz Shopper',
  address: 'B-14, Lajpat Nagar II',
  city: 'New Delhi',
  state: 'Delhi',
  postalCode: '110024',
  phone: '+91 98110 45672',
};

const MOVES: Record<number, Record<string, unknown>[]> = {
  0: [
    { status: 1, fromStatus: 0, reference: 'UTR 4029 1234 5678' },
    { status: 4, reason: 'The shopper asked to cancel' },
  ],
  1: [
    {
      status: 2,
      fromStatus: 1,
      carrier: 'Delhivery',
      trackingNumber: 'DL1234567890',
      trackingUrl: 'https://www.delhivery.com/track/package/DL1234567890',
    },
    { status: 4, fromStatus: 1, reason: 'Out of stock' },
  ],
  2: [{ status: 3, fromStatus: 2 }],
  // Nothing follows Delivered or Cancelled: one move to be refused (409).
  3: [{ status: 4, reason: 'Too late' }],
  4: [{ status: 1, reference: 'UTR 1' }],
};

/** The status changes a grievance may make from each status, with what each needs. */
const GRIEVANCE_MOVES: Record<string, Record<string, unknown>[]> = {
  open: [
    { status: 'acknowledged', fromStatus: 'open' },
    { status: 'closed', resolution: 'Filed twice: see the other ticket.' },
  ],
  acknowledged: [
    { status: 'resolved', fromStatus: 'acknowledged', resolution: 'A new cable is on its way.' },
  ],
  // Nothing follows resolved or closed: one move to be refused (409).
  resolved: [{ status: 'acknowledged' }],
  closed: [{ status: 'resolved', resolution: 'Too late' }],
};

type SeedFn = (id: string, parts: Partial<Parts>, learned?: boolean) => void;

interface Member {
  role: Role;
  id: number;
  /** The session the run fuzzes with: never ended for long (repairs bring it back). */
  main: StaffSession;
  mainId: number;
}

export interface BackOffice {
  hints: Hints;
  /** The seeds of `operation` as they are to be used now (fresh e-mails, current codes). */
  adjust(operation: Operation, seeds: Parts[]): Parts[];
  staff(operation: Operation): StaffAuth | null;
  learn(
    request: { operation: Operation; parts: Parts; staff: StaffRequest | null },
    answer: Answer,
  ): void;
  /** An order the shop has: seeds for its back-office pages and status changes. */
  learnOrder(id: string): void;
  /** A grievance filed with the shop: seeds for its back-office page and status changes. */
  learnGrievance(ticket: string): void;
  /** Repairs and spare sessions, before the next request; undefined when nothing is due. */
  prepare(): Promise<void> | undefined;
  /** After any repair due: whether the owner's session works. null if so, else its answer. */
  check(): Promise<string | null>;
  /** What the run repaired, in a few words. */
  stats(): string;
  summary: string;
}

/**
 * Marks the back-office operations (`backOffice`): 'session' where a request without a session
 * is answered 401, else 'public'. Then sets up the staff; `seed` adds seeds (learned ones are
 * capped, oldest dropped).
 */
export async function prepareBackOffice(
  app: Injectable,
  db: Database,
  operations: Operation[],
  seed: SeedFn,
  shop: { orders: string[]; email: string; phone: string },
): Promise<BackOffice> {
  const call = async (
    status: number,
    method: string,
    url: string,
    { body, cookie }: { body?: unknown; cookie?: string } = {},
  ) => {
    const headers: Record<string, string> = { host: HOST };
    if (!['GET', 'HEAD'].includes(method)) headers.origin = ORIGIN;
    if (cookie) headers.cookie = cookie;
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
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
        `back office: ${method} ${url} answered ${response.statusCode} ${response.body.slice(0, 300)}`,
      );
    }
    return response;
  };

  // Which operations are the back office's, and which of those want a session.
  for (const operation of operations) {
    if (!operation.path.startsWith(`${ADMIN}/`)) continue;
    const probe = await app.inject({
      method: operation.method,
      url: operation.path.replace(/\{[^}]+\}/g, 'x'),
      headers: { host: HOST, origin: ORIGIN },
      remoteAddress: SETUP_ADDRESS,
    });
    operation.backOffice = probe.statusCode === 401 ? 'session' : 'public';
  }

  // A setup link (the API issues one while the store has no owner), then the staff.
  const [setup] = await issueSetupTokens(db);
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.isDefault, true));
  if (!store) throw new Error('back office: no default store');
  const passwordHash = await createPasswordHasher({ ...OWASP_SCRYPT, log2N: 14 }).hash(PASSWORD);
  const ids = {} as Record<Role, number>;
  for (const role of ROLES) {
    const [row] = await db
      .insert(staff)
      .values({ storeId: store.id, email: EMAILS[role], role, passwordHash })
      .returning({ id: staff.id });
    ids[role] = row!.id;
  }
  const signIn = async (role: Role): Promise<StaffSession> => {
    const response = await call(200, 'POST', '/admin/session', {
      body: { email: EMAILS[role], password: PASSWORD },
    });
    const token = sessionToken(response.headers['set-cookie']);
    if (!token) throw new Error('back office: signing in set no staff_session cookie');
    return { role, cookie: `staff_session=${token}`, token };
  };
  const members: Member[] = [];
  for (const role of ROLES) {
    const main = await signIn(role);
    const [session] = await db
      .select({ id: staffSessions.id })
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, tokenHash(main.token)));
    members.push({ role, id: ids[role], main, mainId: session!.id });
  }
  const owner = members[0]!;

  // The owner signs in with a second factor: requiring it of everyone cannot lock the owner out,
  // so the owner can always turn the requirement off again.
  const enrolment = JSON.parse(
    (await call(200, 'POST', '/admin/account/totp', { cookie: owner.main.cookie })).body,
  ) as { secret: string };
  const recovery = JSON.parse(
    (
      await call(200, 'POST', '/admin/account/totp/confirm', {
        body: { code: totpCode(enrolment.secret) },
        cookie: owner.main.cookie,
      })
    ).body,
  ) as { recoveryCodes: string[] };
  const [enrolled] = await db.select().from(staff).where(eq(staff.id, owner.id));
  const ownerTotp = {
    totpSecret: enrolled!.totpSecret,
    totpEnabledAt: enrolled!.totpEnabledAt,
    recoveryCodeHashes: enrolled!.recoveryCodeHashes,
  };
  for (const member of members)
    await call(200, 'GET', '/admin/session', { cookie: member.main.cookie });
  const settings = JSON.parse(
    (await call(200, 'GET', '/admin/store', { cookie: owner.main.cookie })).body,
  ) as Record<string, unknown>;

  // Spare sessions, made straight in the database like the API's own.
  const repairs = { staff: 0, store: 0, security: 0, spares: 0, ms: 0, refused: 0 };
  const spares = new Map<Role, StaffSession[]>(ROLES.map((role) => [role, []]));
  const mint = async () => {
    const rows: { staffId: number; tokenHash: string }[] = [];
    for (const member of members) {
      const pool = spares.get(member.role)!;
      while (pool.length < SPARES_PER_ROLE) {
        const token = newToken();
        pool.unshift({ role: member.role, cookie: `staff_session=${token}`, token });
        rows.push({ staffId: member.id, tokenHash: tokenHash(token) });
      }
    }
    if (rows.length > 0) await db.insert(staffSessions).values(rows);
    repairs.spares += rows.length;
  };
  await mint();
  let ended: string | null = null;

  // Repairs: the members as they were, their sessions back, two-factor sign-in not required of
  // everyone, the store's settings as they were (the shopper's payments need its methods).
  let repairDue = false;
  let storeDue = false;
  const repair = async () => {
    const started = performance.now();
    const restoreStore = storeDue;
    repairs.staff += 1;
    repairDue = false;
    storeDue = false;
    for (const member of members) {
      await db
        .update(staff)
        .set({
          role: member.role,
          passwordHash,
          disabledAt: null,
          ...(member.role === 'owner' ? ownerTotp : {}),
        })
        .where(eq(staff.id, member.id));
    }
    await db
      .update(staffSessions)
      .set({ revokedAt: null, lastUsedAt: new Date() })
      .where(
        inArray(
          staffSessions.id,
          members.map((member) => member.mainId),
        ),
      );
    // A changed password or a disabled member ended their spare sessions too: fresh ones.
    for (const pool of spares.values()) pool.length = 0;
    await mint();
    const [now] = await db
      .select({ requireTotp: stores.staffRequireTotp })
      .from(stores)
      .where(eq(stores.id, store.id));
    // Through the API, which drops its cached store; the owner is enrolled, so it may.
    if (now?.requireTotp) {
      repairs.security += 1;
      await call(200, 'PUT', '/admin/security', {
        body: { requireTotp: false },
        cookie: owner.main.cookie,
      });
    }
    if (restoreStore) {
      repairs.store += 1;
      await call(200, 'PUT', '/admin/store', { body: settings, cookie: owner.main.cookie });
    }
    repairs.ms += performance.now() - started;
  };

  // Seeds.
  const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() + 5.5 * 3600_000 - 30 * 86400_000)
    .toISOString()
    .slice(0, 10);
  const body = (id: string, value: unknown) => seed(id, { body: value });
  const query = (id: string, entries: [string, string][]) => seed(id, { query: entries });
  if (setup) {
    seed(`GET ${ADMIN}/setup/{token}`, { path: { token: setup.token } });
    body(`POST ${ADMIN}/setup`, {
      token: setup.token,
      email: 'fuzz.setup@example.in',
      password: PASSWORD,
    });
  }
  body(`POST ${ADMIN}/setup`, { token: 'x'.repeat(43), email: EMAILS.owner, password: PASSWORD });
  for (const role of ROLES) {
    body(`POST ${ADMIN}/session`, { email: EMAILS[role], password: PASSWORD });
  }
  body(`POST ${ADMIN}/session`, { email: EMAILS.owner, password: PASSWORD, code: OWNER_CODE });
  for (const code of recovery.recoveryCodes.slice(0, 2)) {
    body(`POST ${ADMIN}/session`, { email: EMAILS.owner, password: PASSWORD, code });
  }
  body(`POST ${ADMIN}/session`, { email: ` ${EMAILS.manager.toUpperCase()} `, password: PASSWORD });
  body(`POST ${ADMIN}/session`, { email: EMAILS.manager, password: NEW_PASSWORD });
  seed(`GET ${ADMIN}/session`, {});
  seed(`DELETE ${ADMIN}/session`, {});
  body(`POST ${ADMIN}/account/password`, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
  body(`POST ${ADMIN}/account/password`, { currentPassword: NEW_PASSWORD, newPassword: PASSWORD });
  seed(`POST ${ADMIN}/account/totp`, {});
  body(`POST ${ADMIN}/account/totp/confirm`, { code: '000000' });
  body(`DELETE ${ADMIN}/account/totp`, { password: PASSWORD });
  seed(`GET ${ADMIN}/staff`, {});
  query(`GET ${ADMIN}/staff`, [
    ['page', '1'],
    ['limit', '100'],
  ]);
  body(`POST ${ADMIN}/staff`, { email: FRESH_EMAIL, role: 'fulfilment' });
  body(`POST ${ADMIN}/staff`, { email: FRESH_EMAIL, role: 'manager' });
  body(`POST ${ADMIN}/staff`, { email: EMAILS.manager, role: 'owner' });
  const patch = (role: Role, change: unknown) =>
    seed(`PATCH ${ADMIN}/staff/{id}`, { path: { id: String(ids[role]) }, body: change });
  patch('fulfilment', { role: 'fulfilment' });
  patch('fulfilment', { disabled: false });
  patch('manager', { role: 'manager', disabled: false });
  patch('manager', { disabled: true });
  patch('fulfilment', { role: 'manager' });
  patch('owner', { disabled: true });
  patch('owner', { role: 'manager' });
  seed(`GET ${ADMIN}/security`, {});
  body(`PUT ${ADMIN}/security`, { requireTotp: false });
  body(`PUT ${ADMIN}/security`, { requireTotp: true });
  seed(`GET ${ADMIN}/dashboard`, {});
  seed(`GET ${ADMIN}/orders`, {});
  query(`GET ${ADMIN}/orders`, [['status', '0']]);
  query(`GET ${ADMIN}/orders`, [
    ['paymentMethod', 'sandbox'],
    ['from', monthAgo],
    ['to', today],
  ]);
  query(`GET ${ADMIN}/orders`, [['q', shop.email]]);
  query(`GET ${ADMIN}/orders`, [['q', shop.phone]]);
  query(`GET ${ADMIN}/orders`, [
    ['page', '2'],
    ['limit', '1'],
  ]);
  seed(`GET ${ADMIN}/store`, {});
  body(`PUT ${ADMIN}/store`, settings);
  body(`PUT ${ADMIN}/store`, {
    ...settings,
    paymentMethods: [...new Set([...((settings.paymentMethods as string[]) ?? []), 'upi'])],
    upi: { vpa: 'fuzz.traders@okaxis', payeeName: 'Fuzz Traders' },
    grievanceOfficer: {
      name: 'Asha Verma',
      designation: 'Grievance Officer',
      email: 'grievance@example.in',
      phone: '+91 98450 12345',
    },
    policies: { terms: '<h2>Terms</h2><p>{{companyName}}, {{companyAddress}}</p>' },
  });
  const policy =
    '<h2>Returns</h2><p>Write to {{companyEmail}}.</p><script>alert(1)</script>' +
    '<a href="javascript:alert(1)" onclick="x()">here</a><img src=x onerror=alert(1)>';
  body(`POST ${ADMIN}/store/policy-preview`, { slug: 'return', html: policy });
  body(`POST ${ADMIN}/store/policy-preview`, { slug: 'terms', html: '{{companyName}}{{unknown}}' });
  seed(`GET ${ADMIN}/audit`, {});
  query(`GET ${ADMIN}/audit`, [
    ['page', '2'],
    ['limit', '3'],
  ]);
  /** Seeds for the moves an order in `status` may make next (the API's state machine). */
  const learnMoves = (id: string, status: number) => {
    for (const change of MOVES[status] ?? []) {
      seed(`POST ${ADMIN}/orders/{id}/status`, { path: { id }, body: change }, true);
    }
  };
  const learnOrder = (id: string) => {
    seed(`GET ${ADMIN}/orders/{id}`, { path: { id } }, true);
    seed(`GET ${ADMIN}/orders`, { query: [['q', id]] }, true);
    seed(`PUT ${ADMIN}/orders/{id}/shipping-address`, { path: { id }, body: CORRECTED }, true);
    learnMoves(id, 0);
  };
  shop.orders.forEach(learnOrder);
  seed(`GET ${ADMIN}/grievances`, {});
  query(`GET ${ADMIN}/grievances`, [['status', 'open']]);
  query(`GET ${ADMIN}/grievances`, [['due', 'attention']]);
  query(`GET ${ADMIN}/grievances`, [
    ['due', 'overdue'],
    ['status', 'acknowledged'],
  ]);
  query(`GET ${ADMIN}/grievances`, [['q', shop.email]]);
  query(`GET ${ADMIN}/grievances`, [['q', shop.phone]]);
  seed(`GET ${ADMIN}/messages`, {});
  query(`GET ${ADMIN}/messages`, [['status', 'unread']]);
  query(`GET ${ADMIN}/messages`, [['q', shop.email]]);
  query(`GET ${ADMIN}/messages`, [['q', '50%_off\\']]);
  seed(`GET ${ADMIN}/subscribers`, {});
  query(`GET ${ADMIN}/subscribers`, [
    ['status', 'subscribed'],
    ['q', 'example'],
  ]);
  seed(`GET ${ADMIN}/subscribers/export`, {});
  const grievances: string[] = [];
  const learnGrievanceMoves = (ticket: string, status: string) => {
    for (const change of GRIEVANCE_MOVES[status] ?? []) {
      seed(`POST ${ADMIN}/grievances/{ticket}/status`, { path: { ticket }, body: change }, true);
    }
  };
  const learnGrievance = (ticket: string) => {
    if (!grievances.includes(ticket) && grievances.length < 24) grievances.push(ticket);
    seed(`GET ${ADMIN}/grievances/{ticket}`, { path: { ticket } }, true);
    seed(`GET ${ADMIN}/grievances`, { query: [['q', ticket]] }, true);
    learnGrievanceMoves(ticket, 'open');
  };

  const hints: Hints = {
    [`${ADMIN}/orders/{id}#id`]: shop.orders,
    [`${ADMIN}/orders/{id}/status#id`]: shop.orders,
    [`${ADMIN}/orders/{id}/shipping-address#id`]: shop.orders,
    [`${ADMIN}/orders#q`]: [...shop.orders, shop.email, shop.phone],
    [`${ADMIN}/orders#from`]: [monthAgo, today],
    [`${ADMIN}/orders#to`]: [today],
    [`${ADMIN}/orders/{id}/status#reference`]: ['UTR 4029 1234 5678'],
    [`${ADMIN}/orders/{id}/status#carrier`]: ['Delhivery'],
    [`${ADMIN}/orders/{id}/status#trackingNumber`]: ['DL1234567890'],
    [`${ADMIN}/orders/{id}/status#trackingUrl`]: ['https://track.example.in/DL1234567890'],
    [`${ADMIN}/orders/{id}/status#reason`]: ['Out of stock'],
    // Filled as grievances are filed (learnGrievance).
    [`${ADMIN}/grievances/{ticket}#ticket`]: grievances,
    [`${ADMIN}/grievances/{ticket}/status#ticket`]: grievances,
    [`${ADMIN}/grievances#q`]: [shop.email, shop.phone],
    [`${ADMIN}/grievances/{ticket}/status#resolution`]: ['A new cable is on its way.'],
    [`${ADMIN}/session#email`]: Object.values(EMAILS),
    [`${ADMIN}/session#password`]: [PASSWORD],
    [`${ADMIN}/setup#email`]: ['fuzz.setup@example.in'],
    [`${ADMIN}/setup#password`]: [PASSWORD],
    [`${ADMIN}/invites/accept#password`]: [PASSWORD],
    [`${ADMIN}/account/password#currentPassword`]: [PASSWORD],
    [`${ADMIN}/account/password#newPassword`]: [NEW_PASSWORD],
    [`${ADMIN}/account/totp#password`]: [PASSWORD],
    [`${ADMIN}/staff#email`]: [FRESH_EMAIL],
    [`${ADMIN}/store/policy-preview#html`]: [policy],
  };
  if (setup) {
    hints[`${ADMIN}/setup#token`] = [setup.token];
    hints[`${ADMIN}/setup/{token}#token`] = [setup.token];
  }

  const secrets = new Map<string, string>();
  /** "<operation> <role>" where the role was refused (403): the route is not theirs. */
  const refused = new Set<string>();
  let fresh = 0;
  const mains = members.map((member) => member.main);
  const mainTokens = new Set(mains.map((session) => session.token));
  const ours = new Set(members.map((member) => member.id));

  return {
    hints,
    adjust(operation, list) {
      if (operation.id === `POST ${ADMIN}/staff`) {
        fresh += 1;
        return list.map((parts) =>
          // Fresh each time, learned ones too: inviting again would end the last link.
          isRecord(parts.body) &&
          typeof parts.body.email === 'string' &&
          INVITEE.test(parts.body.email)
            ? { ...parts, body: { ...parts.body, email: `fuzz.invitee${fresh}@example.in` } }
            : parts,
        );
      }
      if (operation.id === `POST ${ADMIN}/session`) {
        return list.map((parts) =>
          isRecord(parts.body) && parts.body.code === OWNER_CODE
            ? { ...parts, body: { ...parts.body, code: totpCode(ownerTotp.totpSecret!) } }
            : parts,
        );
      }
      const secret = [...secrets.values()].at(-1);
      if (operation.id === `POST ${ADMIN}/account/totp/confirm` && secret) {
        // A code for whoever started setting up two-factor sign-in last (signed in first).
        const code = { path: {}, query: [], headers: {}, body: { code: totpCode(secret) } };
        return [...list, code, code];
      }
      return list;
    },
    staff(operation) {
      if (!operation.backOffice) return null;
      if (SESSION_ENDING.has(operation.id)) {
        const sessions = ROLES.map((role) => spares.get(role)!.at(-1)).filter(
          (session): session is StaffSession => session !== undefined,
        );
        return { sessions, host: HOST, ended };
      }
      const enrolling = [...secrets.keys()].at(-1);
      if (operation.id === `POST ${ADMIN}/account/totp/confirm` && enrolling) {
        const first = mains.filter((session) => session.role === enrolling);
        return {
          sessions: [...first, ...mains.filter((s) => s.role !== enrolling)],
          host: HOST,
          ended,
        };
      }
      // Mostly roles the route lets in; the others now and then, to see them refused.
      const sessions = mains.map((session) => ({
        ...session,
        weight: refused.has(`${operation.id} ${session.role}`) ? 1 : 4,
      }));
      return { sessions, host: HOST, ended };
    },
    learn(request, answer) {
      const id = request.operation.id;
      const session = request.staff?.session ?? null;
      const ok = answer.status >= 200 && answer.status < 300;
      if (SESSION_ENDING.has(id) && session && (ok || answer.status === 401)) {
        // Ended, now or before: no spare any more.
        for (const pool of spares.values()) {
          const at = pool.findIndex((spare) => spare.token === session);
          if (at >= 0) pool.splice(at, 1);
        }
        ended = session;
      }
      // A session the run relies on was refused: whatever did it, put it back.
      if (
        session &&
        mainTokens.has(session) &&
        (answer.status === 401 ||
          (answer.status === 403 && answer.body.includes(ENROLMENT_REQUIRED)))
      ) {
        repairs.refused += 1;
        repairDue = true;
      }
      const role = request.staff?.role;
      if (role && answer.status === 403 && answer.body.includes(`The ${role} role cannot`)) {
        refused.add(`${id} ${role}`);
      }
      if (!ok) return;
      const json = () => {
        try {
          return JSON.parse(answer.body) as Record<string, unknown>;
        } catch {
          return {};
        }
      };
      if (CHANGES_STAFF.has(id)) {
        // Not when it changed nobody of the run's, required nothing, or was another's TOTP.
        const changed = json();
        const harmless =
          (id === `PATCH ${ADMIN}/staff/{id}` && !ours.has(Number(changed.id))) ||
          (id === `PUT ${ADMIN}/security` && changed.requireTotp === false) ||
          (id === `DELETE ${ADMIN}/account/totp` && (role === 'manager' || role === 'fulfilment'));
        if (!harmless) repairDue = true;
      }
      if (id === `PUT ${ADMIN}/store`) storeDue = repairDue = true;
      if (id === `POST ${ADMIN}/staff`) {
        const url = json().inviteUrl;
        const token =
          typeof url === 'string' ? new URL(url, ORIGIN).searchParams.get('token') : null;
        if (token) {
          seed(`GET ${ADMIN}/invites/{token}`, { path: { token } }, true);
          seed(`POST ${ADMIN}/invites/accept`, { body: { token, password: PASSWORD } }, true);
        }
      } else if (id === `POST ${ADMIN}/account/totp` && request.staff?.role) {
        const secret = json().secret;
        secrets.delete(request.staff.role); // the latest last
        if (typeof secret === 'string') secrets.set(request.staff.role, secret);
      } else if (id === `POST ${ADMIN}/account/totp/confirm` && request.staff?.role) {
        secrets.delete(request.staff.role);
      } else if (id === `GET ${ADMIN}/orders/{id}` || id === `POST ${ADMIN}/orders/{id}/status`) {
        const order = json();
        if (typeof order.id === 'string' && typeof order.status === 'number') {
          learnMoves(order.id, order.status);
        }
      } else if (
        id === `GET ${ADMIN}/grievances/{ticket}` ||
        id === `POST ${ADMIN}/grievances/{ticket}/status`
      ) {
        const grievance = json();
        if (typeof grievance.ticket === 'string' && typeof grievance.status === 'string') {
          learnGrievanceMoves(grievance.ticket, grievance.status);
        }
      }
    },
    learnOrder,
    learnGrievance,
    prepare() {
      if (repairDue || storeDue) return repair();
      if ([...spares.values()].some((pool) => pool.length < SPARES_PER_ROLE)) return mint();
      return undefined;
    },
    async check() {
      if (repairDue || storeDue) await repair();
      const response = await app.inject({
        method: 'GET',
        url: `${ADMIN}/session`,
        headers: { host: HOST, cookie: owner.main.cookie },
        remoteAddress: SETUP_ADDRESS,
      });
      return response.statusCode === 200 ? null : `${response.statusCode} ${response.body}`;
    },
    stats: () =>
      `${repairs.staff} repairs of the staff (${repairs.security} turning two-factor sign-in ` +
      `for everyone off again, ${repairs.store} restoring the store's settings; ` +
      `${Math.round(repairs.ms)} ms), ${repairs.spares} spare sessions made; ` +
      `${repairs.refused} requests refused a main session before a repair`,
    summary:
      'an owner (with two-factor sign-in), a manager and a fulfilment member signed in to the ' +
      `back office${setup ? ', a setup link' : ''}`,
  };
}

/** The staff_session cookie's value from a Set-Cookie header. */
function sessionToken(header: string | string[] | number | undefined): string | null {
  const lines = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  for (const line of lines) {
    const match = /^(?:__Host-)?staff_session=([^;]*)/.exec(line);
    if (match?.[1]) return match[1];
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
