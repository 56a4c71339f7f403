import { TooManyRequestsError } from '../../lib/errors';
import { minutesText, type RateLimitPolicy } from '../../lib/rate-limit-policy';
import type { RateLimiter } from '../../lib/rate-limiter';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createSignInThrottle(limiter: RateLimiter, policy: RateLimitPolicy) {
  const accountKey = (storeId: number, email: string) => `signin:account:${storeId}:${email}`;
  const ipKey = (ip: string) => `signin:ip:${ip}`;

  /** Refuses (429) a blocked account or IP; otherwise waits longer the more recent failures. */
  async function beforeAttempt(storeId: number, email: string, ip: string): Promise<void> {
    const [account, address] = await Promise.all([
      limiter.get(accountKey(storeId, email)),
      limiter.get(ipKey(ip)),
    ]);
    const blocked = [
      account.count >= policy.maxSignInFailuresPerAccount ? account.retryAfterSeconds : 0,
      address.count >= policy.maxSignInFailuresPerIp ? address.retryAfterSeconds : 0,
    ];
    const retryAfter = Math.max(...blocked);
    if (retryAfter > 0) {
      throw new TooManyRequestsError(
        `Too many failed sign-in attempts. Please try again in ${minutesText(retryAfter)}.`,
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
      limiter.increment(accountKey(storeId, email), policy.signInWindowSeconds),
      limiter.increment(ipKey(ip), policy.signInWindowSeconds),
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
        `Too many accounts created from this network. Please try again in ${minutesText(retryAfterSeconds)}.`,
        retryAfterSeconds,
      );
    }
  }

  return { beforeAttempt, recordFailure, recordSuccess, beforeRegistration };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
