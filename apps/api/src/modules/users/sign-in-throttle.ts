import { TooManyRequestsError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';

/** How failed sign-ins and registrations are limited (per IP and per account). */
export interface ThrottlePolicy {
  /** Failures are counted over this window, which starts at the first failure. */
  windowSeconds: number;
  maxFailuresPerAccount: number;
  maxFailuresPerIp: number;
  /** From this many failures on, each attempt waits, doubling from delayBaseMs up to delayMaxMs. */
  delayAfterFailures: number;
  delayBaseMs: number;
  delayMaxMs: number;
  registrationsPerIpPerHour: number;
}

export const DEFAULT_THROTTLE: ThrottlePolicy = {
  windowSeconds: 15 * 60,
  maxFailuresPerAccount: 10,
  maxFailuresPerIp: 50,
  delayAfterFailures: 3,
  delayBaseMs: 250,
  delayMaxMs: 4_000,
  registrationsPerIpPerHour: 20,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function minutes(seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return count === 1 ? '1 minute' : `${count} minutes`;
}

export function createSignInThrottle(limiter: RateLimiter, policy: ThrottlePolicy) {
  const accountKey = (storeId: number, email: string) => `signin:account:${storeId}:${email}`;
  const ipKey = (ip: string) => `signin:ip:${ip}`;

  /** Refuses (429) a blocked account or IP; otherwise waits longer the more recent failures. */
  async function beforeAttempt(storeId: number, email: string, ip: string): Promise<void> {
    const [account, address] = await Promise.all([
      limiter.get(accountKey(storeId, email)),
      limiter.get(ipKey(ip)),
    ]);
    const blocked = [
      account.count >= policy.maxFailuresPerAccount ? account.retryAfterSeconds : 0,
      address.count >= policy.maxFailuresPerIp ? address.retryAfterSeconds : 0,
    ];
    const retryAfter = Math.max(...blocked);
    if (retryAfter > 0) {
      throw new TooManyRequestsError(
        `Too many failed sign-in attempts. Please try again in ${minutes(retryAfter)}.`,
        retryAfter,
      );
    }
    const failures = Math.max(account.count, address.count);
    if (failures >= policy.delayAfterFailures) {
      const steps = failures - policy.delayAfterFailures;
      await sleep(Math.min(policy.delayBaseMs * 2 ** steps, policy.delayMaxMs));
    }
  }

  async function recordFailure(storeId: number, email: string, ip: string): Promise<void> {
    await Promise.all([
      limiter.increment(accountKey(storeId, email), policy.windowSeconds),
      limiter.increment(ipKey(ip), policy.windowSeconds),
    ]);
  }

  /** A correct password clears the account's failures (the IP's stay: they may be other accounts'). */
  async function recordSuccess(storeId: number, email: string): Promise<void> {
    await limiter.reset(accountKey(storeId, email));
  }

  async function beforeRegistration(ip: string): Promise<void> {
    const { count, retryAfterSeconds } = await limiter.increment(`register:ip:${ip}`, 3600);
    if (count > policy.registrationsPerIpPerHour) {
      throw new TooManyRequestsError(
        `Too many accounts created from this network. Please try again in ${minutes(retryAfterSeconds)}.`,
        retryAfterSeconds,
      );
    }
  }

  return { beforeAttempt, recordFailure, recordSuccess, beforeRegistration };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
