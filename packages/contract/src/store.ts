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
