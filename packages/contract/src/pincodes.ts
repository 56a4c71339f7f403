import { z } from 'zod';
import { text } from './common';
import { PIN_CODE_PATTERN } from './order-rules';

/** GET /pincodes/{pin}: a 6-digit Indian PIN code. */
export const pincodeParamsSchema = z.object({
  pin: text().regex(PIN_CODE_PATTERN, 'must be a 6-digit Indian PIN code'),
});

/**
 * Where a PIN code lies, from India Post's directory: its district (what the checkout fills in as
 * the city) and its state or union territory, named as GST names it (india-states.ts).
 */
export const pincodeSchema = z.object({
  pin: text(),
  district: text(),
  state: text(),
});
export type Pincode = z.infer<typeof pincodeSchema>;
