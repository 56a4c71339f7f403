import { and, eq, sql } from 'drizzle-orm';
import {
  defaultStaffNotifications,
  paiseToRupees,
  rupeesToPaise,
  type StoreSettings,
  type StoreSettingsSaved,
  type storeSettingsUpdateSchema,
} from '@storefront/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { products, type StoreRow, stores } from '../../db/schema';
import { type Actor, recordAudit } from '../audit';
import { sanitizePolicyHtml } from './policy-html';

export function toStoreSettings(store: StoreRow): StoreSettings {
  return {
    storeName: store.storeName,
    companyName: store.companyName,
    companyAddress: store.companyAddress,
    companyPhone: store.companyPhone,
    companyEmail: store.companyEmail,
    description: store.description,
    logoUrl: store.logoUrl,
    publicOrigin: store.publicOrigin,
    socialLinks: store.socialLinks,
    categories: store.categories,
    policies: store.policies,
    paymentMethods: store.paymentSettings.methods,
    upi: store.paymentSettings.upi ?? null,
    cod: {
      maxOrderValue:
        store.paymentSettings.cod?.maxOrderPaise == null
          ? null
          : paiseToRupees(store.paymentSettings.cod.maxOrderPaise),
      fee: store.paymentSettings.cod?.feePaise
        ? paiseToRupees(store.paymentSettings.cod.feePaise)
        : null,
    },
    grievanceOfficer: store.grievanceOfficer ?? null,
    lowStockThreshold: store.lowStockThreshold,
    returnWindowDays: store.returnWindowDays,
    tax: {
      legalName: store.legalName ?? store.companyName,
      gstin: store.gstin,
      registeredAddress: store.registeredAddress ?? store.companyAddress,
      stateCode: store.stateCode,
      hsnDigits: store.hsnDigits === 6 ? 6 : 4,
      invoicePrefix: store.invoicePrefix,
    },
    notifications: store.staffNotifications ?? defaultStaffNotifications(store.companyEmail),
    homeHero: store.homeHero,
  };
}

/** The settings that differ, each as it was and as it is now: what the audit log keeps. */
function changes(before: StoreSettings, after: StoreSettings) {
  const changed = (Object.keys(after) as (keyof StoreSettings)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

type StoreSettingsUpdate = z.output<typeof storeSettingsUpdateSchema>;

/**
 * Saves a store's settings (policies sanitised), with its audit entry, in one transaction. A
 * renamed category takes its products with it (their category becomes the new name), so the
 * storefront's listing of it keeps them; the answer says how many each rename moved.
 */
export async function saveStoreSettings(
  db: Database,
  store: StoreRow,
  actor: Actor,
  input: StoreSettingsUpdate,
): Promise<StoreSettingsSaved> {
  const policies = Object.fromEntries(
    Object.entries(input.policies)
      .map(([slug, html]) => [slug, sanitizePolicyHtml(html ?? '').trim()] as const)
      .filter(([, html]) => html !== ''),
  );
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(stores).where(eq(stores.id, store.id)).for('update');
    const [saved] = await tx
      .update(stores)
      .set({
        storeName: input.storeName,
        companyName: input.companyName,
        companyAddress: input.companyAddress,
        companyPhone: input.companyPhone,
        companyEmail: input.companyEmail,
        description: input.description,
        logoUrl: input.logoUrl,
        publicOrigin: input.publicOrigin?.replace(/\/+$/, '') ?? null,
        socialLinks: input.socialLinks,
        categories: input.categories,
        policies,
        paymentSettings: {
          methods: input.paymentMethods,
          ...(input.upi ? { upi: input.upi } : {}),
          // Left out of a PUT, cash on delivery's terms stay (clients older than them send none).
          ...(input.cod
            ? {
                cod: {
                  maxOrderPaise:
                    input.cod.maxOrderValue === null
                      ? null
                      : rupeesToPaise(input.cod.maxOrderValue),
                  feePaise: input.cod.fee === null ? 0 : rupeesToPaise(input.cod.fee),
                },
              }
            : current!.paymentSettings.cod && { cod: current!.paymentSettings.cod }),
        },
        grievanceOfficer: input.grievanceOfficer,
        // Left out of a PUT, the threshold stays as it is (clients older than stock send none).
        ...(input.lowStockThreshold !== undefined && {
          lowStockThreshold: input.lowStockThreshold,
        }),
        // Likewise the return window (clients older than returns send none).
        ...(input.returnWindowDays !== undefined && {
          returnWindowDays: input.returnWindowDays,
        }),
        // Likewise who is told of what (clients older than staff notifications send none).
        // The default sent back unchanged stays the default: it follows the store's e-mail.
        ...(input.notifications &&
          !(
            current!.staffNotifications === null &&
            JSON.stringify(input.notifications) ===
              JSON.stringify(defaultStaffNotifications(current!.companyEmail))
          ) && { staffNotifications: input.notifications }),
        // Likewise the tax settings (clients older than GST invoices send none).
        ...(input.tax && {
          legalName: input.tax.legalName,
          gstin: input.tax.gstin,
          registeredAddress: input.tax.registeredAddress,
          stateCode: input.tax.stateCode,
          hsnDigits: input.tax.hsnDigits,
          invoicePrefix: input.tax.invoicePrefix,
        }),
        // Likewise the home page (clients older than it send none).
        ...(input.homeHero && { homeHero: input.homeHero }),
      })
      .where(eq(stores.id, store.id))
      .returning();
    const settings = toStoreSettings(saved!);
    const renamedCategories = [];
    for (const { from, to } of input.categoryRenames ?? []) {
      // As the storefront matches a category: whatever the case of the products' spelling.
      const moved = await tx
        .update(products)
        .set({ category: to, updatedAt: new Date() })
        .where(
          and(
            eq(products.storeId, store.id),
            sql`lower(${products.category}) = ${from.toLowerCase()}`,
          ),
        )
        .returning({ id: products.id });
      renamedCategories.push({ from, to, products: moved.length });
      await recordAudit(tx, {
        storeId: store.id,
        actor,
        action: 'category.renamed',
        entity: 'category',
        entityId: to,
        before: { category: from },
        after: { category: to, products: moved.length },
      });
    }
    const diff = changes(toStoreSettings(current!), settings);
    if (Object.keys(diff.after).length > 0) {
      await recordAudit(tx, {
        storeId: store.id,
        actor,
        action: 'store.updated',
        entity: 'store',
        entityId: store.id,
        ...diff,
      });
    }
    return { ...settings, renamedCategories };
  });
}
