/** The limits that stand between the API and brute force, per IP and per account. */
export interface RateLimitPolicy {
  /** Failed sign-ins are counted over this window, which starts at the first failure. */
  signInWindowSeconds: number;
  maxSignInFailuresPerAccount: number;
  maxSignInFailuresPerIp: number;
  /** From this many failures on, each sign-in waits, doubling from delayBaseMs up to delayMaxMs. */
  delayAfterFailures: number;
  delayBaseMs: number;
  delayMaxMs: number;
  registrationsPerIpPerHour: number;
  /** Order look-ups that find nothing, per IP and window: order ids cannot be guessed by trying. */
  maxFailedOrderLookupsPerIp: number;
  orderLookupWindowSeconds: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitPolicy = {
  signInWindowSeconds: 15 * 60,
  maxSignInFailuresPerAccount: 10,
  maxSignInFailuresPerIp: 50,
  delayAfterFailures: 3,
  delayBaseMs: 250,
  delayMaxMs: 4_000,
  registrationsPerIpPerHour: 20,
  maxFailedOrderLookupsPerIp: 20,
  orderLookupWindowSeconds: 15 * 60,
};

export function minutesText(seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return count === 1 ? '1 minute' : `${count} minutes`;
}
