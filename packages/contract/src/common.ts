import { z } from 'zod';

/** Every API error body: one message for a person, naming the field when input was bad. */
export const errorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof errorSchema>;

/** Money travels as rupees with at most two decimals; the database keeps integer paise. */
export const rupeesSchema = z.number().nonnegative();

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}
