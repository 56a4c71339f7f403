import { z } from 'zod';
import { text } from './common';

/** Store information (spec section 3). */
export const storeInfoSchema = z.object({
  storeName: text(),
  companyName: text(),
  /** The name the shop is registered under for GST, as its invoices print it. */
  legalName: text(),
  /** Null for a shop not registered for GST. */
  gstin: text().nullable(),
  companyAddress: text(),
  companyPhone: text(),
  companyEmail: text(),
  description: text(),
  categories: z.array(text()),
  socialLinks: z.record(text(), text()),
  policies: z.record(text(), text()),
  companyLogoUrl: text().nullable(),
  /**
   * Where the store's pages are published ("https://shop.example.in"), for canonical links and
   * the sitemap; null when the store has not set one. Not in the spec's record: added, not changed.
   */
  publicOrigin: text().nullable(),
  /**
   * The grievance officer the Consumer Protection (E-Commerce) Rules 2020 require a shop to
   * name, shown in the footer and on the contact page; null until the shop sets one.
   */
  grievanceOfficer: z
    .object({ name: text(), designation: text(), email: text(), phone: text() })
    .nullable(),
  /**
   * The home page's hero as the store words it: heading, text, picture and its description; each
   * null is the storefront's built-in one. Not in the spec's record: added, not changed.
   */
  homeHero: z.object({
    title: text().nullable(),
    text: text().nullable(),
    imageUrl: text().nullable(),
    imageAlt: text().nullable(),
  }),
  /**
   * Whether the store delivers to every PIN code and charges nowhere (issue 39: free stays the
   * default): what makes "Free shipping across India" true. Absent from an API that predates
   * delivery zones, where it was. Not in the spec's record: added, not changed.
   */
  freeShippingEverywhere: z.boolean().optional(),
});
export type StoreInfo = z.infer<typeof storeInfoSchema>;

/**
 * GET /storeVersion: a number that grows with every change a shopper could see in the store
 * (settings, products, shown stock). Caches of pages poll it; it says nothing else.
 */
export const storeVersionSchema = z.object({ version: z.number().int().nonnegative() });
export type StoreVersion = z.infer<typeof storeVersionSchema>;
