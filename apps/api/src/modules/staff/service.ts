import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import {
  adminMessages,
  type SecuritySettings,
  type StaffList,
  type StaffMe,
  type StaffMember,
  type StaffRole,
} from '@storefront/contract';
import type { Database } from '../../db/client';
import {
  staff,
  type StaffRow,
  staffSessions,
  staffSetupTokens,
  type StoreRow,
  stores,
} from '../../db/schema';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  UnprocessableError,
} from '../../lib/errors';
import { type Actor, recordAudit } from '../audit';
import { enqueueMail } from '../mail';
import { COMMON_PASSWORD, isCommonPassword, type PasswordHasher } from '../users';
import type { SignInThrottle } from '../users';
import { weakStaffPasswordProblem } from './password-strength';
import { acceptedStep, newRecoveryCodes, newTotpSecret, recoveryCodeHash } from './totp';

/** A back-office session ends after this long without a request. */
export const STAFF_IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/**
 * …and this long after sign-in however busy it is (STAFF_SESSION_MAX_DAYS): a stolen cookie kept
 * alive by use still dies, and everyone types their password (and code) again once a week.
 */
export const STAFF_SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const SETUP_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const INVITE_LIFETIME_MS = 72 * 60 * 60 * 1000;
/** Last use is written at most this often, keeping a write off most requests. */
const LAST_USED_RESOLUTION_MS = 60_000;

export const INVALID_STAFF_SESSION = 'Your session has ended. Please sign in again.';
const SETUP_LINK_INVALID = 'This setup link has expired or was already used.';
const INVITE_INVALID = 'This invitation has expired or was already used.';

/** 256 random bits, base64url: session cookies, setup and invitation links. */
export const newToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The staff member behind a request's session. */
export interface SignedInStaff {
  id: number;
  storeId: number;
  email: string;
  role: StaffRole;
  totpEnabled: boolean;
  sessionId: number;
}

/** An owner who can sign in: a password chosen (not only invited) and not disabled. */
const activeOwner = and(
  eq(staff.role, 'owner'),
  isNotNull(staff.passwordHash),
  isNull(staff.disabledAt),
);

/**
 * A fresh one-time setup link token for every store that has no owner (with the store, for the
 * console); none once every store has one. The API calls it at start.
 */
export async function issueSetupTokens(
  db: Database,
  now = new Date(),
): Promise<{ store: StoreRow; token: string }[]> {
  const ownerless = await db
    .select()
    .from(stores)
    .where(
      notExists(
        db
          .select({ id: staff.id })
          .from(staff)
          .where(and(eq(staff.storeId, stores.id), activeOwner)),
      ),
    )
    .orderBy(asc(stores.id));
  const issued = [];
  for (const store of ownerless) {
    const token = newToken();
    await db.insert(staffSetupTokens).values({
      tokenHash: tokenHash(token),
      storeId: store.id,
      expiresAt: new Date(now.getTime() + SETUP_LINK_LIFETIME_MS),
    });
    issued.push({ store, token });
  }
  return issued;
}

export type StaffService = ReturnType<typeof createStaffService>;

export function createStaffService({
  db,
  hasher,
  throttle,
  sessionMaxAgeMs = STAFF_SESSION_MAX_AGE_MS,
  defaultWebOrigin,
  now = () => new Date(),
}: {
  db: Database;
  hasher: PasswordHasher;
  throttle: SignInThrottle;
  /** How long after sign-in a session ends, however busy it is. */
  sessionMaxAgeMs?: number;
  /** The storefront's origin when a store publishes none (WEB_PUBLIC_URL, else WEB_ORIGINS). */
  defaultWebOrigin?: string;
  now?: () => Date;
}) {
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hasher.hash(randomBytes(16).toString('hex')));

  /** A new staff password's hash, once it is known to be hard to guess (422 otherwise). */
  async function newPasswordHash(password: string, context: string[]): Promise<string> {
    if (isCommonPassword(password)) throw new UnprocessableError(COMMON_PASSWORD);
    const weak = weakStaffPasswordProblem(password, context);
    if (weak) throw new UnprocessableError(weak);
    return hasher.hash(password);
  }

  async function openSession(tx: Pick<Database, 'insert'>, staffId: number): Promise<string> {
    const token = newToken();
    const at = now();
    await tx
      .insert(staffSessions)
      .values({ staffId, tokenHash: tokenHash(token), createdAt: at, lastUsedAt: at });
    return token;
  }

  async function revokeSessions(tx: Pick<Database, 'update'>, staffId: number): Promise<void> {
    await tx
      .update(staffSessions)
      .set({ revokedAt: now() })
      .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
  }

  // ─── The first owner ───────────────────────────────────────────────────────────────────────

  async function setupStore(token: string): Promise<StoreRow> {
    const [found] = await db
      .select({ store: stores })
      .from(staffSetupTokens)
      .innerJoin(stores, eq(stores.id, staffSetupTokens.storeId))
      .where(
        and(
          eq(staffSetupTokens.tokenHash, tokenHash(token)),
          gt(staffSetupTokens.expiresAt, now()),
        ),
      )
      .limit(1);
    if (!found) throw new NotFoundError(SETUP_LINK_INVALID);
    return found.store;
  }

  /** Creates the store's first owner from a setup link; every setup link of the store then ends. */
  async function setUp(input: { token: string; email: string; password: string }) {
    const store = await setupStore(input.token);
    const passwordHash = await newPasswordHash(input.password, [input.email, store.storeName]);
    return db.transaction(async (tx) => {
      // One at a time per store: two people opening the link together cannot both become owner.
      // NO KEY UPDATE, not UPDATE: a transaction writing a row that names the store (an audit
      // entry) takes KEY SHARE on it, which UPDATE would block into a deadlock.
      await tx.execute(sql`select id from ${stores} where id = ${store.id} for no key update`);
      const [used] = await tx
        .delete(staffSetupTokens)
        .where(
          and(
            eq(staffSetupTokens.tokenHash, tokenHash(input.token)),
            gt(staffSetupTokens.expiresAt, now()),
          ),
        )
        .returning();
      if (!used) throw new NotFoundError(SETUP_LINK_INVALID);
      await tx.delete(staffSetupTokens).where(eq(staffSetupTokens.storeId, store.id));
      const [created] = await tx
        .insert(staff)
        .values({ storeId: store.id, email: input.email, role: 'owner', passwordHash })
        .onConflictDoUpdate({
          // An invited or disabled account with this e-mail becomes the owner.
          target: [staff.storeId, staff.email],
          set: { role: 'owner', passwordHash, disabledAt: null, inviteTokenHash: null },
        })
        .returning();
      await recordAudit(tx, {
        storeId: store.id,
        actor: { staffId: created!.id, email: created!.email },
        action: 'staff.setup',
        entity: 'staff',
        entityId: created!.id,
        after: { email: created!.email, role: 'owner' },
      });
      return { member: created!, token: await openSession(tx, created!.id), store };
    });
  }

  // ─── Sessions ──────────────────────────────────────────────────────────────────────────────

  /**
   * Checks the password (and the second factor when the account has one) under the same
   * throttles as shoppers' sign-in; answers a new session's token.
   */
  async function signIn(
    store: StoreRow,
    input: { email: string; password: string; code?: string },
    ip: string,
  ): Promise<{ member: StaffRow; token: string }> {
    const attempt = await throttle.admit(store.id, input.email, ip);
    let member: StaffRow | undefined;
    let matches: boolean;
    try {
      [member] = await db
        .select()
        .from(staff)
        .where(
          and(
            eq(staff.storeId, store.id),
            eq(staff.email, input.email),
            isNull(staff.disabledAt),
            isNotNull(staff.passwordHash),
          ),
        )
        .limit(1);
      matches = member
        ? await hasher.verify(input.password, member.passwordHash!)
        : (await hasher.verify(input.password, await decoy())) && false;
    } catch (error) {
      await attempt.unchecked().catch(() => {});
      throw error;
    }
    if (!member || !matches) throw new UnauthorizedError(adminMessages.invalidCredentials);

    if (member.totpEnabledAt && member.totpSecret) {
      if (!input.code) {
        // The right password, the second step still to come: not a failure.
        await attempt.unchecked();
        throw new UnauthorizedError(adminMessages.codeRequired);
      }
      // A wrong code counts as a failed attempt, like a wrong password.
      if (!(await useSecondFactor(member, input.code))) {
        throw new UnauthorizedError(adminMessages.invalidCredentials);
      }
    }
    await attempt.succeeded();
    if (hasher.needsRehash(member.passwordHash!)) {
      await db
        .update(staff)
        .set({ passwordHash: await hasher.hash(input.password) })
        .where(eq(staff.id, member.id));
    }
    await db.update(staff).set({ lastSignInAt: now() }).where(eq(staff.id, member.id));
    return { member, token: await openSession(db, member.id) };
  }

  /** A TOTP code for a step not used before, or an unused recovery code (then spent). */
  async function useSecondFactor(member: StaffRow, code: string): Promise<boolean> {
    const step = acceptedStep(member.totpSecret!, code, now().getTime());
    if (step !== null) {
      const updated = await db
        .update(staff)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(staff.id, member.id),
            or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step)),
          ),
        )
        .returning({ id: staff.id });
      return updated.length === 1;
    }
    const hash = recoveryCodeHash(code);
    const spent = await db
      .update(staff)
      .set({
        recoveryCodeHashes: sql`${staff.recoveryCodeHashes} - ${hash}::text`,
      })
      .where(and(eq(staff.id, member.id), sql`${staff.recoveryCodeHashes} ? ${hash}::text`))
      .returning({ id: staff.id });
    return spent.length === 1;
  }

  const sessionByTokenHash = db
    .select({
      sessionId: staffSessions.id,
      createdAt: staffSessions.createdAt,
      lastUsedAt: staffSessions.lastUsedAt,
      id: staff.id,
      storeId: staff.storeId,
      email: staff.email,
      role: staff.role,
      totpEnabledAt: staff.totpEnabledAt,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(staffSessions.revokedAt),
        isNull(staff.disabledAt),
      ),
    )
    .limit(1)
    .prepare('staff_session_by_token_hash');

  /** The staff member behind a session cookie, for this store; 401 for anything else. */
  async function authenticate(storeId: number, token: string): Promise<SignedInStaff> {
    const [found] = await sessionByTokenHash.execute({ tokenHash: tokenHash(token) });
    const at = now();
    if (
      !found ||
      found.storeId !== storeId ||
      at.getTime() - found.lastUsedAt.getTime() > STAFF_IDLE_TIMEOUT_MS ||
      at.getTime() - found.createdAt.getTime() > sessionMaxAgeMs
    ) {
      throw new UnauthorizedError(INVALID_STAFF_SESSION);
    }
    if (at.getTime() - found.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
      await db
        .update(staffSessions)
        .set({ lastUsedAt: at })
        .where(eq(staffSessions.id, found.sessionId));
    }
    return {
      id: found.id,
      storeId: found.storeId,
      email: found.email,
      role: found.role,
      totpEnabled: found.totpEnabledAt !== null,
      sessionId: found.sessionId,
    };
  }

  async function signOut(sessionId: number): Promise<void> {
    await db
      .update(staffSessions)
      .set({ revokedAt: now() })
      .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
  }

  function me(
    member: Pick<StaffRow, 'id' | 'email' | 'role'> & { totpEnabled: boolean },
    store: StoreRow,
  ): StaffMe {
    return {
      id: member.id,
      email: member.email,
      role: member.role,
      storeName: store.storeName,
      totpEnabled: member.totpEnabled,
      mustEnrolTotp: store.staffRequireTotp && !member.totpEnabled,
      ...((store.publicOrigin ?? defaultWebOrigin)
        ? { storefrontOrigin: (store.publicOrigin ?? defaultWebOrigin)!.replace(/\/+$/, '') }
        : {}),
    };
  }

  // ─── The signed-in account ─────────────────────────────────────────────────────────────────

  async function accountRow(id: number): Promise<StaffRow> {
    const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
    if (!row) throw new UnauthorizedError(INVALID_STAFF_SESSION);
    return row;
  }

  /**
   * The member's password, asked again before a change that matters, under sign-in's throttle
   * and its very counts (account and address): a session someone else holds gets no more
   * guesses at the password than sign-in would give them.
   */
  async function checkPassword(who: SignedInStaff, password: string, ip: string): Promise<void> {
    const row = await accountRow(who.id);
    const attempt = await throttle.admit(who.storeId, who.email, ip);
    let matches: boolean;
    try {
      matches = row.passwordHash !== null && (await hasher.verify(password, row.passwordHash));
    } catch (error) {
      await attempt.unchecked().catch(() => {});
      throw error;
    }
    if (!matches) throw new ForbiddenError('The password is not right.');
    await attempt.succeeded();
  }

  /** A new password ends every session of the account; the caller gets a new one. */
  async function changePassword(
    who: SignedInStaff,
    input: { currentPassword: string; newPassword: string },
    ip: string,
  ): Promise<string> {
    await checkPassword(who, input.currentPassword, ip);
    const passwordHash = await newPasswordHash(input.newPassword, [who.email]);
    return db.transaction(async (tx) => {
      await tx.update(staff).set({ passwordHash }).where(eq(staff.id, who.id));
      await revokeSessions(tx, who.id);
      await recordAudit(tx, {
        storeId: who.storeId,
        actor: { staffId: who.id, email: who.email },
        action: 'staff.password_changed',
        entity: 'staff',
        entityId: who.id,
      });
      return openSession(tx, who.id);
    });
  }

  /** A new secret to enrol; it counts only once confirmed with a code from the app. */
  async function startTotp(who: SignedInStaff, store: StoreRow) {
    const row = await accountRow(who.id);
    if (row.totpEnabledAt) throw new ConflictError('Two-factor sign-in is already on.');
    const enrolment = newTotpSecret(store.storeName, who.email);
    await db.update(staff).set({ totpSecret: enrolment.secret }).where(eq(staff.id, who.id));
    return enrolment;
  }

  async function confirmTotp(who: SignedInStaff, code: string): Promise<string[]> {
    const row = await accountRow(who.id);
    if (row.totpEnabledAt) throw new ConflictError('Two-factor sign-in is already on.');
    if (!row.totpSecret) throw new ConflictError('Start the set-up first.');
    const step = acceptedStep(row.totpSecret, code, now().getTime());
    if (step === null) {
      throw new UnprocessableError(
        'That code is not right. Check the time on your phone and try again.',
      );
    }
    const { codes, hashes } = newRecoveryCodes();
    await db.transaction(async (tx) => {
      await tx
        .update(staff)
        .set({ totpEnabledAt: now(), totpLastStep: step, recoveryCodeHashes: hashes })
        .where(eq(staff.id, who.id));
      await recordAudit(tx, {
        storeId: who.storeId,
        actor: { staffId: who.id, email: who.email },
        action: 'staff.totp_enabled',
        entity: 'staff',
        entityId: who.id,
      });
    });
    return codes;
  }

  async function disableTotp(who: SignedInStaff, store: StoreRow, password: string, ip: string) {
    if (store.staffRequireTotp) {
      throw new ForbiddenError('The store owner requires two-factor sign-in for everyone.');
    }
    await checkPassword(who, password, ip);
    await db.transaction(async (tx) => {
      await tx
        .update(staff)
        .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, recoveryCodeHashes: [] })
        .where(eq(staff.id, who.id));
      await recordAudit(tx, {
        storeId: who.storeId,
        actor: { staffId: who.id, email: who.email },
        action: 'staff.totp_disabled',
        entity: 'staff',
        entityId: who.id,
      });
    });
  }

  // ─── Managing staff (owners) ───────────────────────────────────────────────────────────────

  function toMember(row: StaffRow): StaffMember {
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      status: row.disabledAt ? 'disabled' : row.passwordHash ? 'active' : 'invited',
      totpEnabled: row.totpEnabledAt !== null,
      createdAt: row.createdAt.toISOString(),
      lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    };
  }

  async function list(
    storeId: number,
    { page, limit }: { page: number; limit: number },
  ): Promise<StaffList> {
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(staff)
        .where(eq(staff.storeId, storeId))
        .orderBy(asc(staff.email))
        .limit(limit)
        .offset((page - 1) * limit),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(staff)
        .where(eq(staff.storeId, storeId)),
    ]);
    return { data: rows.map(toMember), pagination: { page, limit, total: counted?.total ?? 0 } };
  }

  /**
   * Invites someone (or invites again, with a new link, someone who has not accepted yet); the
   * answer is the one-time token of the link.
   */
  async function invite(
    storeId: number,
    actor: Actor,
    input: { email: string; role: StaffRole },
    /** The invitation link without its token ("https://…/admin/invite?token="): it is e-mailed. */
    linkBase: string,
  ): Promise<string> {
    const token = newToken();
    const expiresAt = new Date(now().getTime() + INVITE_LIFETIME_MS);
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(staff)
        .where(and(eq(staff.storeId, storeId), eq(staff.email, input.email)))
        .for('update')
        .limit(1);
      if (existing?.disabledAt) {
        throw new ConflictError(`${input.email} is disabled. Enable the account instead.`);
      }
      if (existing?.passwordHash)
        throw new ConflictError(`${input.email} is already on the staff.`);
      const values = {
        role: input.role,
        inviteTokenHash: tokenHash(token),
        inviteExpiresAt: expiresAt,
      };
      const [row] = existing
        ? await tx.update(staff).set(values).where(eq(staff.id, existing.id)).returning()
        : await tx
            .insert(staff)
            .values({ storeId, email: input.email, ...values })
            .returning();
      await recordAudit(tx, {
        storeId,
        actor,
        action: 'staff.invited',
        entity: 'staff',
        entityId: row!.id,
        before: existing ? { email: existing.email, role: existing.role, status: 'invited' } : null,
        after: { email: row!.email, role: row!.role, status: 'invited' },
      });
      // The invitation reaches its person by e-mail; the owner may also pass the link on.
      await enqueueMail(tx, {
        storeId,
        to: row!.email,
        message: {
          kind: 'staff_invite',
          data: {
            inviteUrl: `${linkBase}${token}`,
            role: row!.role,
            invitedBy: actor.email,
            expiresAt: expiresAt.toISOString(),
          },
        },
      });
    });
    return token;
  }

  async function invitation(token: string): Promise<StaffRow> {
    const [row] = await db
      .select()
      .from(staff)
      .where(
        and(
          eq(staff.inviteTokenHash, tokenHash(token)),
          gt(staff.inviteExpiresAt, now()),
          isNull(staff.passwordHash),
          isNull(staff.disabledAt),
        ),
      )
      .limit(1);
    if (!row) throw new NotFoundError(INVITE_INVALID);
    return row;
  }

  async function acceptInvite(input: { token: string; password: string }) {
    const invited = await invitation(input.token);
    const passwordHash = await newPasswordHash(input.password, [invited.email]);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(staff)
        .set({ passwordHash, inviteTokenHash: null, inviteExpiresAt: null })
        .where(
          and(
            eq(staff.id, invited.id),
            eq(staff.inviteTokenHash, tokenHash(input.token)),
            isNull(staff.passwordHash),
          ),
        )
        .returning();
      if (!row) throw new NotFoundError(INVITE_INVALID);
      await recordAudit(tx, {
        storeId: row.storeId,
        actor: { staffId: row.id, email: row.email },
        action: 'staff.invite_accepted',
        entity: 'staff',
        entityId: row.id,
        after: { email: row.email, role: row.role, status: 'active' },
      });
      return { member: row, token: await openSession(tx, row.id) };
    });
  }

  /** Changes a member's role or enables/disables them; a store always keeps an active owner. */
  async function update(
    storeId: number,
    actor: Actor,
    id: number,
    change: { role?: StaffRole; disabled?: boolean },
  ): Promise<StaffMember> {
    return db.transaction(async (tx) => {
      // One change at a time per store (NO KEY UPDATE: see setUp).
      await tx.execute(sql`select id from ${stores} where id = ${storeId} for no key update`);
      const [before] = await tx
        .select()
        .from(staff)
        .where(and(eq(staff.id, id), eq(staff.storeId, storeId)))
        .limit(1);
      if (!before) throw new NotFoundError('Staff member not found');
      const [after] = await tx
        .update(staff)
        .set({
          ...(change.role ? { role: change.role } : {}),
          ...(change.disabled === undefined
            ? {}
            : { disabledAt: change.disabled ? (before.disabledAt ?? now()) : null }),
        })
        .where(eq(staff.id, id))
        .returning();
      const [owners] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(staff)
        .where(and(eq(staff.storeId, storeId), activeOwner));
      if (!owners?.count) {
        throw new ConflictError('The store needs at least one active owner.');
      }
      if (after!.disabledAt || after!.role !== before.role) await revokeSessions(tx, id);
      await recordAudit(tx, {
        storeId,
        actor,
        action:
          change.disabled === undefined
            ? 'staff.role_changed'
            : change.disabled
              ? 'staff.disabled'
              : 'staff.enabled',
        entity: 'staff',
        entityId: id,
        before: { role: before.role, status: toMember(before).status },
        after: { role: after!.role, status: toMember(after!).status },
      });
      return toMember(after!);
    });
  }

  /** Adds an active member with a password (the terminal's `staff add`). */
  async function addWithPassword(
    storeId: number,
    actor: Actor,
    input: { email: string; role: StaffRole; password: string },
  ): Promise<StaffMember> {
    const passwordHash = await newPasswordHash(input.password, [input.email]);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staff)
        .values({ storeId, email: input.email, role: input.role, passwordHash })
        .onConflictDoNothing({ target: [staff.storeId, staff.email] })
        .returning();
      if (!row) throw new ConflictError(`${input.email} is already on the staff.`);
      await tx
        .delete(staffSetupTokens)
        .where(and(eq(staffSetupTokens.storeId, storeId), sql`${input.role} = 'owner'`));
      await recordAudit(tx, {
        storeId,
        actor,
        action: 'staff.added',
        entity: 'staff',
        entityId: row.id,
        after: { email: row.email, role: row.role, status: 'active' },
      });
      return toMember(row);
    });
  }

  async function findByEmail(storeId: number, email: string): Promise<StaffRow | null> {
    const [row] = await db
      .select()
      .from(staff)
      .where(and(eq(staff.storeId, storeId), eq(staff.email, email)))
      .limit(1);
    return row ?? null;
  }

  async function setSecurity(
    store: StoreRow,
    actor: Actor,
    settings: SecuritySettings,
  ): Promise<SecuritySettings> {
    await db.transaction(async (tx) => {
      await tx
        .update(stores)
        .set({ staffRequireTotp: settings.requireTotp })
        .where(eq(stores.id, store.id));
      await recordAudit(tx, {
        storeId: store.id,
        actor,
        action: 'security.updated',
        entity: 'store',
        entityId: store.id,
        before: { requireTotp: store.staffRequireTotp },
        after: settings,
      });
    });
    return settings;
  }

  return {
    setupStore,
    setUp,
    signIn,
    authenticate,
    signOut,
    me,
    changePassword,
    startTotp,
    confirmTotp,
    disableTotp,
    list,
    invite,
    invitation,
    acceptInvite,
    update,
    addWithPassword,
    findByEmail,
    setSecurity,
    toMember,
  };
}
