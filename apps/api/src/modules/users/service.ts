import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AccountInfo, AuthorizeRequest, RegisterRequest } from '@storefront/contract';
import type { Database } from '../../db/client';
import { sessions, type UserRow, users } from '../../db/schema';
import { ConflictError, UnauthorizedError, UnprocessableError } from '../../lib/errors';
import { enqueueMail } from '../mail';
import { COMMON_PASSWORD, isCommonPassword, type PasswordHasher } from './passwords';
import type { SignInThrottle } from './sign-in-throttle';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Last use is recorded at most this often, to keep a write off most authenticated requests. */
const LAST_USED_RESOLUTION_MS = 60_000;
const TOKEN_BYTES = 32;

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INVALID_SESSION = 'Your session has expired or is invalid. Please sign in again.';

export interface AuthenticatedUser {
  id: number;
  storeId: number;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function toAccountInfo(
  user: Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'createdAt'>,
): AccountInfo {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    createdAt: user.createdAt.toISOString(),
  };
}

export type UserService = ReturnType<typeof createUserService>;

export function createUserService({
  db,
  hasher,
  throttle,
  now = () => new Date(),
}: {
  db: Database;
  hasher: PasswordHasher;
  throttle: SignInThrottle;
  now?: () => Date;
}) {
  // Checked against when the e-mail is unknown, so both failures take the same time.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hasher.hash(randomBytes(16).toString('hex')));

  async function register(
    storeId: number,
    input: RegisterRequest,
    ip: string,
  ): Promise<AccountInfo> {
    await throttle.beforeRegistration(ip);
    if (isCommonPassword(input.password)) {
      throw new UnprocessableError(COMMON_PASSWORD);
    }
    const passwordHash = await hasher.hash(input.password);
    const created = await db.transaction(async (tx) => {
      const [account] = await tx
        .insert(users)
        .values({
          storeId,
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
        })
        .onConflictDoNothing({ target: [users.storeId, users.email] })
        .returning();
      if (!account) return null;
      await enqueueMail(tx, {
        storeId,
        to: account.email,
        message: { kind: 'welcome', data: { firstName: account.firstName } },
      });
      return account;
    });
    if (!created) throw new ConflictError('An account with this email already exists.');
    return toAccountInfo(created);
  }

  /** Checks the password and opens a session; answers the bearer token (never stored). */
  async function authorize(
    storeId: number,
    { email, password }: AuthorizeRequest,
    ip: string,
  ): Promise<string> {
    const attempt = await throttle.admit(storeId, email, ip);
    let user: UserRow | undefined;
    let matches: boolean;
    try {
      [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.storeId, storeId), eq(users.email, email)))
        .limit(1);
      matches = user
        ? await hasher.verify(password, user.passwordHash)
        : (await hasher.verify(password, await decoy())) && false;
    } catch (error) {
      // Not checked (the database unreachable, the line of checks full): it counts for nothing.
      await attempt.unchecked().catch(() => {});
      throw error;
    }
    if (!user || !matches) throw new UnauthorizedError(INVALID_CREDENTIALS);
    await attempt.succeeded();
    if (hasher.needsRehash(user.passwordHash)) {
      await db
        .update(users)
        .set({ passwordHash: await hasher.hash(password) })
        .where(eq(users.id, user.id));
    }

    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const createdAt = now();
    await db.insert(sessions).values({
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt,
      lastUsedAt: createdAt,
      expiresAt: new Date(createdAt.getTime() + SESSION_LIFETIME_MS),
    });
    return token;
  }

  // Every signed-in request looks its session up: prepared once rather than built each time.
  const sessionByTokenHash = db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
      user: {
        id: users.id,
        storeId: users.storeId,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        createdAt: users.createdAt,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('session_by_token_hash');

  /** The user and session behind a bearer token, for this store; 401 for anything else. */
  async function authenticate(
    storeId: number,
    token: string,
  ): Promise<{ user: AuthenticatedUser; sessionId: number }> {
    const [found] = await sessionByTokenHash.execute({ tokenHash: hashToken(token) });
    const at = now();
    if (!found || found.user.storeId !== storeId || found.expiresAt <= at) {
      throw new UnauthorizedError(INVALID_SESSION);
    }
    if (at.getTime() - found.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
      await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, found.sessionId));
    }
    return { user: found.user, sessionId: found.sessionId };
  }

  async function logout(sessionId: number): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  return { register, authorize, authenticate, logout };
}
