import { GRIEVANCE_ACKNOWLEDGE_HOURS, GRIEVANCE_RESOLVE_MONTHS } from '@storefront/contract';

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * The deadlines of a grievance received at `receivedAt` (rule 4(5) of the Consumer Protection
 * (E-Commerce) Rules, 2020): acknowledged within 48 hours, resolved within one month. The month
 * is India's calendar month at the same time of day; a day the next month lacks (31 January)
 * becomes its last day (28 or 29 February).
 */
export function grievanceDeadlines(receivedAt: Date): { acknowledgeBy: Date; resolveBy: Date } {
  const acknowledgeBy = new Date(receivedAt.getTime() + GRIEVANCE_ACKNOWLEDGE_HOURS * 3_600_000);
  const local = new Date(receivedAt.getTime() + IST_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + GRIEVANCE_RESOLVE_MONTHS;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const resolveLocal = Date.UTC(
    year,
    month,
    Math.min(local.getUTCDate(), lastDay),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return { acknowledgeBy, resolveBy: new Date(resolveLocal - IST_OFFSET_MS) };
}
