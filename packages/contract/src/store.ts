import { z } from 'zod';

/** Store information (spec section 3). */
export const storeInfoSchema = z.object({
  storeName: z.string(),
  companyName: z.string(),
  companyAddress: z.string(),
  companyPhone: z.string(),
  companyEmail: z.string(),
  description: z.string(),
  categories: z.array(z.string()),
  socialLinks: z.record(z.string(), z.string()),
  policies: z.record(z.string(), z.string()),
  companyLogoUrl: z.string().nullable(),
});
export type StoreInfo = z.infer<typeof storeInfoSchema>;

/** Policy pages the store may supply (spec section 2, "Policy pages"). */
export const POLICY_SLUGS = ['terms', 'privacy', 'refund', 'return', 'shipping', 'about'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];
