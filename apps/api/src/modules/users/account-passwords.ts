import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { userMessages } from '@storefront/contract';
import type { Database } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import { BadRequestError, TooManyRequestsError, UnprocessableError } from '../../lib/errors';
import { minutesText, type RateLimitPolicy } from '../../lib/rate-limit-policy';
import type { RateLimiter } from '../../lib/rate-limiter';
import { enqueueMail } from '../mail';
import { COMMON_PASSWORD, isCommonPassword, type PasswordHasher } from './passwords';
import { type AuthenticatedUser, hashToken } from './service';
import type { SignInThrottle } from './sign-in-throttle';

/** A reset link works this long, once (OWASP Forgot Password Cheat Sheet). */
export const RESET_LINK_LIFETIME_MS = 30 * 60 * 1000;
const RESET_TOKEN_BYTES = 32;

export type AccountPasswords = ReturnType<typeof createAccountPasswords>;

/** Password recovery by e-mailed link, and the signed-in shopper's password change. */
export function createAccountPasswords({
  db,
  hasher,
  limiter,
  rateLimits,
  throttle,
  log,
  now = () => new Date(),
}: {
  db: Database;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  rateLimits: RateLimitPolicy;
  throttle: SignInThrottle;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  /** Reset links being issued after their request was answered; awaited on shutdown. */
  const issuing = new Set<Promise<void>>();

  async function limit(key: string, max: number, message: string) {
    const { count, retryAfterSeconds } = await limiter.increment(key, 3600);
    if (count > max) {
      throw new TooManyRequestsError(
        `${message} Please try again in ${minutesText(retryAfterSeconds)}.`,
        retryAfterSeconds,
      );
    }
  }

  /**
   * Asks for a reset link. Whether the e-mail has an account decides nothing the caller sees:
   * the limits count every address alike, and the link is issued by the function this answers,
   * which the route calls once its answer has been sent — so the answer and its timing are the
   * same either way.
   */
  async function requestReset(storeId: number, email: string, ip: string): Promise<() => void> {
    const tooMany = 'Too many password reset requests.';
    await limit(`password-reset:ip:${ip}`, rateLimits.passwordResetsPerIpPerHour, tooMany);
    await limit(
      `password-reset:account:${storeId}:${email}`,
      rateLimits.passwordResetsPerAccountPerHour,
      tooMany,
    );
    return () => {
      const work = issueResetLink(storeId, email)
        .catch((error: unknown) =>
          log.error({ err: error }, 'a password reset link was not issued'),
        )
        .finally(() => issuing.delete(work));
      issuing.add(work);
    };
  }

  async function issueResetLink(storeId: number, email: string): Promise<void> {
    const token = randomBytes(RESET_TOKEN_BYTES).toString('base64url');
    const expiresAt = new Date(now().getTime() + RESET_LINK_LIFETIME_MS);
    await db.transaction(async (tx) => {
      // Locked, so that of two requests at once only the newer link survives.
      const [user] = await tx
        .select({ id: users.id, email: users.email, firstName: users.firstName })
        .from(users)
        .where(and(eq(users.storeId, storeId), eq(users.email, email)))
        .for('update');
      if (!user) return;
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
      await tx
        .insert(passwordResetTokens)
        .values({ userId: user.id, tokenHash: hashToken(token), expiresAt });
      await enqueueMail(tx, {
        storeId,
        to: user.email,
        message: {
          kind: 'password_reset',
          data: { firstName: user.firstName, token, expiresAt: expiresAt.toISOString() },
        },
      });
    });
  }

  /**
   * Sets a new password with a reset link: the link is used up, every session of the account
   * ends, and the shopper is told by e-mail. The shopper then signs in afresh.
   */
  async function resetPassword(
    storeId: number,
    { token, password }: { token: string; password: string },
    ip: string,
  ): Promise<void> {
    await limit(
      `password-reset-attempt:ip:${ip}`,
      rateLimits.passwordResetAttemptsPerIpPerHour,
      'Too many password reset attempts.',
    );
    const live = and(
      eq(passwordResetTokens.tokenHash, hashToken(token)),
      isNull(passwordResetTokens.usedAt),
      gt(passwordResetTokens.expiresAt, now()),
    );
    const [link] = await db
      .select({ id: passwordResetTokens.id, userId: users.id })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(and(live, eq(users.storeId, storeId)))
      .limit(1);
    if (!link) throw new BadRequestError(userMessages.resetLinkInvalid);
    if (isCommonPassword(password)) throw new UnprocessableError(COMMON_PASSWORD);
    const passwordHash = await hasher.hash(password);

    await db.transaction(async (tx) => {
      // Used up here, in the same transaction as the change: of two uses at once, one wins.
      const [used] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now() })
        .where(and(eq(passwordResetTokens.id, link.id), live))
        .returning({ id: passwordResetTokens.id });
      if (!used) throw new BadRequestError(userMessages.resetLinkInvalid);
      await setPassword(tx, link.userId, passwordHash, { keepSessionId: null, how: 'reset' });
    });
  }

  /** The signed-in shopper's change: the current password is checked like a sign-in. */
  async function changePassword(
    user: AuthenticatedUser,
    sessionId: number,
    { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
    ip: string,
  ): Promise<void> {
    const attempt = await throttle.admit(user.storeId, user.email, ip);
    let matches: boolean;
    try {
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id));
      matches = row ? await hasher.verify(currentPassword, row.passwordHash) : false;
    } catch (error) {
      await attempt.unchecked().catch(() => {});
      throw error;
    }
    if (!matches) throw new UnprocessableError(userMessages.currentPasswordWrong);
    await attempt.succeeded();
    if (isCommonPassword(newPassword)) throw new UnprocessableError(COMMON_PASSWORD);
    const passwordHash = await hasher.hash(newPassword);
    await db.transaction((tx) =>
      setPassword(tx, user.id, passwordHash, { keepSessionId: sessionId, how: 'change' }),
    );
  }

  /** The new hash, every other session ended, open reset links dropped, the shopper told. */
  async function setPassword(
    tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    userId: number,
    passwordHash: string,
    { keepSessionId, how }: { keepSessionId: number | null; how: 'reset' | 'change' },
  ) {
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, userId))
      .returning({ storeId: users.storeId, email: users.email, firstName: users.firstName });
    if (!user) throw new BadRequestError(userMessages.resetLinkInvalid);
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keepSessionId === null ? undefined : ne(sessions.id, keepSessionId),
        ),
      );
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await enqueueMail(tx, {
      storeId: user.storeId,
      to: user.email,
      message: {
        kind: 'password_changed',
        data: { firstName: user.firstName, changedAt: now().toISOString(), how },
      },
    });
  }

  return {
    requestReset,
    resetPassword,
    changePassword,
    /** Waits for reset links still being issued (on shutdown, and in tests). */
    async settled() {
      // A request answered a moment ago may not have reached its onResponse hook yet.
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.all([...issuing]);
    },
  };
}
