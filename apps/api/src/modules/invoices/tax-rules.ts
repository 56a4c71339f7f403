import { asc, eq, sql } from 'drizzle-orm';
import { HSN_PATTERN, type TaxRules } from '@storefront/contract';
import type { Database } from '../../db/client';
import { gstRates, stores } from '../../db/schema';
import { BadRequestError } from '../../lib/errors';

/** Today in India (IST has no daylight saving: always UTC+05:30), as SQL. */
export const IST_TODAY = sql`((now() at time zone 'UTC') + interval '330 minutes')::date`;

type Reader = Pick<Database, 'select'>;

/** The GST rate list, the rates in force today and the store's HSN digits. */
export async function loadTaxRules(db: Reader, storeId: number): Promise<TaxRules> {
  // One after the other: `db` may be one connection (a transaction).
  const list = await db
    .select({
      ratePercent: gstRates.ratePercent,
      validFrom: gstRates.validFrom,
      validUntil: gstRates.validUntil,
      current: sql<boolean>`${gstRates.validFrom} <= ${IST_TODAY}
        and (${gstRates.validUntil} is null or ${gstRates.validUntil} >= ${IST_TODAY})`,
    })
    .from(gstRates)
    .orderBy(asc(gstRates.validFrom), asc(gstRates.ratePercent));
  const [store] = await db
    .select({ hsnDigits: stores.hsnDigits })
    .from(stores)
    .where(eq(stores.id, storeId));
  return {
    gstRates: [
      ...new Set(list.filter((rate) => rate.current).map((rate) => rate.ratePercent)),
    ].sort((a, b) => a - b),
    hsnDigits: store?.hsnDigits === 6 ? 6 : 4,
    rateList: list.map(({ ratePercent, validFrom, validUntil }) => ({
      ratePercent,
      validFrom,
      validUntil,
    })),
  };
}

/**
 * Refuses a product's HSN code shorter than the store's turnover asks, and a GST rate not in
 * force today (400 naming the field). Only what a change sets is checked: a rate set before the
 * slabs changed stays until someone changes it. `rules` when already loaded (an import).
 */
export async function checkProductTax(
  db: Reader,
  storeId: number,
  change: { hsn?: string | null; gstRate?: number | null },
  rules?: TaxRules,
): Promise<void> {
  if ((change.hsn ?? null) === null && (change.gstRate ?? null) === null) return;
  checkTaxWith(rules ?? (await loadTaxRules(db, storeId)), change);
}

/** checkProductTax with the store's rules in hand. */
export function checkTaxWith(
  rules: TaxRules,
  change: { hsn?: string | null; gstRate?: number | null },
): void {
  const hsn = change.hsn ?? null;
  const rate = change.gstRate ?? null;
  if (hsn !== null && (!HSN_PATTERN.test(hsn) || hsn.length < rules.hsnDigits)) {
    throw new BadRequestError(
      `hsn: must have at least ${rules.hsnDigits} digits (4, 6 or 8): the store's turnover setting asks for ${rules.hsnDigits}`,
    );
  }
  if (rate !== null && !rules.gstRates.includes(rate)) {
    throw new BadRequestError(
      `gstRate: must be one of the GST rates in force: ${rules.gstRates.map((value) => `${value} %`).join(', ')}`,
    );
  }
}
