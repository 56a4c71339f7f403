import { TooManyRequestsError } from '../../lib/errors';
import { minutesText, type RateLimitPolicy } from '../../lib/rate-limit-policy';
import type { RateLimiter } from '../../lib/rate-limiter';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What an admitted sign-in reports once its password has been checked. */
export interface SignInAttempt {
  /** The right password: the attempt's counts are given back and the pair starts afresh. */
  succeeded(): Promise<void>;
  /** The password could not be checked (the API was too busy): the attempt counts for nothing. */
  unchecked(): Promise<void>;
}

/**
 * Sign-in limits (docs/decisions/0010-hardening.md). Every attempt takes its place in
 * the counters before its password is checked, so however many arrive at once, no more than the
 * limit are ever checked. Three counts per window:
 * - account + IP: refused after maxSignInFailuresPerAccountAndIp. Only that pair is refused, so a
 *   guesser cannot lock the owner out from elsewhere;
 * - IP: refused after maxSignInFailuresPerIp, whatever the accounts (password spraying);
 * - account, from any IP: never refused, but each attempt waits longer the more recent failures
 *   (a guesser spread over many IPs is slowed; the owner waits a few seconds at most).
 * A correct password gives its own counts back; failures stay until their window ends.
 */
export function createSignInThrottle(
  limiter: RateLimiter,
  policy: RateLimitPolicy,
  /** Counters of another kind of account (staff) are kept apart from shoppers'. */
  scope = 'signin',
) {
  const window = policy.signInWindowSeconds;

  async function admit(storeId: number, email: string, ip: string): Promise<SignInAttempt> {
    const pairKey = `${scope}:pair:${storeId}:${ip}:${email}`;
    const ipKey = `${scope}:ip:${ip}`;
    const accountKey = `${scope}:account:${storeId}:${email}`;

    const [pair, address] = await Promise.all([
      limiter.increment(pairKey, window),
      limiter.increment(ipKey, window),
    ]);
    const pairRefused = pair.count > policy.maxSignInFailuresPerAccountAndIp;
    const ipRefused = address.count > policy.maxSignInFailuresPerIp;
    if (pairRefused || ipRefused) {
      // A refused attempt checks nothing: it does not count against the other limit.
      if (!pairRefused) await limiter.release(pairKey);
      if (!ipRefused) await limiter.release(ipKey);
      const retryAfter = Math.max(
        pairRefused ? pair.retryAfterSeconds : 0,
        ipRefused ? address.retryAfterSeconds : 0,
      );
      throw new TooManyRequestsError(
        `Too many failed sign-in attempts. Please try again in ${minutesText(retryAfter)}.`,
        retryAfter,
      );
    }

    const account = await limiter.increment(accountKey, window);
    const earlierFailures = account.count - 1;
    if (earlierFailures >= policy.delayAfterFailures) {
      const steps = earlierFailures - policy.delayAfterFailures;
      await sleep(Math.min(policy.delayBaseMs * 2 ** Math.min(steps, 30), policy.delayMaxMs));
    }

    const giveBack = (pairToo: 'release' | 'reset') =>
      Promise.all([
        pairToo === 'reset' ? limiter.reset(pairKey) : limiter.release(pairKey),
        limiter.release(ipKey),
        limiter.release(accountKey),
      ]).then(() => {});
    return { succeeded: () => giveBack('reset'), unchecked: () => giveBack('release') };
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

  return { admit, beforeRegistration };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
