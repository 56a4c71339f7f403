/** The limits that stand between the API and brute force, per IP and per account. */
export interface RateLimitPolicy {
  /** Sign-in attempts are counted over this window, which starts at the first attempt. */
  signInWindowSeconds: number;
  /** Failed attempts on one account from one IP before that pair is refused (429). */
  maxSignInFailuresPerAccountAndIp: number;
  /** Failed attempts from one IP, whatever the accounts, before the IP is refused (429). */
  maxSignInFailuresPerIp: number;
  /**
   * From this many failures on an account (from any IP) on, each attempt on it waits, doubling
   * from delayBaseMs up to delayMaxMs: slower guessing, never a locked-out owner.
   */
  delayAfterFailures: number;
  delayBaseMs: number;
  delayMaxMs: number;
  registrationsPerIpPerHour: number;
  /** Order look-ups that find nothing, per IP and window: order ids cannot be guessed by trying. */
  maxFailedOrderLookupsPerIp: number;
  orderLookupWindowSeconds: number;
  /** Orders one account may place per hour. */
  ordersPerAccountPerHour: number;
  /** Password reset links asked for from one IP, and for one e-mail address, per hour. */
  passwordResetsPerIpPerHour: number;
  passwordResetsPerAccountPerHour: number;
  /** Reset links tried (right or wrong) from one IP per hour: each right one costs a hash. */
  passwordResetAttemptsPerIpPerHour: number;
  /** Grievances filed from one IP per hour: nobody floods the grievance officer. */
  grievancesPerIpPerHour: number;
  /** Grievances filed for one e-mail address or phone per hour: nobody floods an inbox with receipts. */
  grievancesPerContactPerHour: number;
  /** Grievance look-ups that find nothing, per IP and window: tickets cannot be found by trying. */
  maxFailedGrievanceLookupsPerIp: number;
  grievanceLookupWindowSeconds: number;
  /** Contact messages sent from one IP per hour: nobody floods the shop's inbox. */
  contactMessagesPerIpPerHour: number;
  /** Contact messages sent with one e-mail address per hour. */
  contactMessagesPerEmailPerHour: number;
  /** Newsletter sign-ups from one IP per hour. */
  newsletterSignupsPerIpPerHour: number;
  /** Sign-ups of one e-mail address per hour: nobody floods an inbox with confirmations. */
  newsletterSignupsPerEmailPerHour: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitPolicy = {
  signInWindowSeconds: 15 * 60,
  maxSignInFailuresPerAccountAndIp: 10,
  maxSignInFailuresPerIp: 50,
  delayAfterFailures: 3,
  delayBaseMs: 250,
  delayMaxMs: 4_000,
  registrationsPerIpPerHour: 20,
  maxFailedOrderLookupsPerIp: 20,
  orderLookupWindowSeconds: 15 * 60,
  ordersPerAccountPerHour: 30,
  passwordResetsPerIpPerHour: 20,
  passwordResetsPerAccountPerHour: 5,
  passwordResetAttemptsPerIpPerHour: 30,
  grievancesPerIpPerHour: 10,
  grievancesPerContactPerHour: 5,
  maxFailedGrievanceLookupsPerIp: 20,
  grievanceLookupWindowSeconds: 15 * 60,
  contactMessagesPerIpPerHour: 10,
  contactMessagesPerEmailPerHour: 5,
  newsletterSignupsPerIpPerHour: 10,
  newsletterSignupsPerEmailPerHour: 3,
};

export function minutesText(seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return count === 1 ? '1 minute' : `${count} minutes`;
}
