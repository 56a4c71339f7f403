import { minutesText } from './rate-limit-policy';
import type { RateLimiter } from './rate-limiter';
import { TooManyRequestsError } from './errors';

const HOUR_SECONDS = 3600;

/** One hourly limit of a public form: its counter's key, how many an hour, what to say beyond. */
export interface HourlyLimit {
  key: string;
  perHour: number;
  /** The first sentence of the 429; how long to wait is added. */
  message: string;
}

/**
 * Counts a submission of a public form (the contact form, the newsletter) against each limit in
 * turn, before anything is written: 429 at the first one past. Answers a function that gives
 * the counts back, for a submission that then could not be written.
 */
export async function takeHourlyLimits(
  limiter: RateLimiter,
  limits: HourlyLimit[],
): Promise<() => Promise<void>> {
  const taken: string[] = [];
  const giveBack = async () => {
    for (const key of taken) await limiter.release(key).catch(() => {});
  };
  for (const { key, perHour, message } of limits) {
    const counter = await limiter.increment(key, HOUR_SECONDS);
    if (counter.count > perHour) {
      await giveBack();
      throw new TooManyRequestsError(
        `${message} Please try again in ${minutesText(counter.retryAfterSeconds)}.`,
        counter.retryAfterSeconds,
      );
    }
    taken.push(key);
  }
  return giveBack;
}
