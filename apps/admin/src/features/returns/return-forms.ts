import {
  type AdminReturn,
  returnRefundRequestSchema,
  type ReturnStatusChange,
  returnStatusChangeSchema,
} from '@storefront/contract';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { formatRupees } from '~/lib/format';
import { fieldErrors } from '~/lib/schema-form';

/** One line of the receipt as typed: how many came back, how many go back to stock, and why the rest not. */
export interface ReceivedLine {
  itemId: number;
  received: string;
  restock: string;
  writeOffReason: string;
}

export interface ReceiveFormValues {
  lines: ReceivedLine[];
}

/** Everything asked came back and goes back to stock, until the inspection says otherwise. */
export function receiveFormValues(found: Pick<AdminReturn, 'lines'>): ReceiveFormValues {
  return {
    lines: found.lines.map((line) => ({
      itemId: line.itemId,
      received: String(line.quantity),
      restock: String(line.quantity),
      writeOffReason: '',
    })),
  };
}

const count = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN);

/**
 * The receipt's rules, per line: whole numbers, no more received than the shopper sent, no more
 * back to stock than received, and a reason for what is written off. The body is then checked
 * with the contract's schema, as the API checks it.
 */
export function receiveResolver(
  found: Pick<AdminReturn, 'lines'>,
): Resolver<ReceiveFormValues, unknown, ReturnStatusChange> {
  return (values) => {
    const { errors, place } = fieldErrors<ReceiveFormValues>();
    values.lines.forEach((line, index) => {
      const asked =
        found.lines.find((candidate) => candidate.itemId === line.itemId)?.quantity ?? 0;
      const received = count(line.received);
      const restock = count(line.restock);
      if (Number.isNaN(received) || received > asked) {
        place(`lines.${index}.received`, `must be a whole number from 0 to ${asked}`, 'range');
      } else if (Number.isNaN(restock) || restock > received) {
        place(`lines.${index}.restock`, `must be a whole number from 0 to ${received}`, 'range');
      } else if (restock < received && !line.writeOffReason.trim()) {
        place(
          `lines.${index}.writeOffReason`,
          `is required for the ${received - restock} not going back to stock`,
          'required',
        );
      }
    });
    const body: ReturnStatusChange = {
      status: 'received',
      lines: values.lines.map((line) => ({
        itemId: line.itemId,
        quantity: count(line.received),
        restock: count(line.restock),
        writeOffReason:
          count(line.restock) < count(line.received) ? line.writeOffReason.trim() : undefined,
      })),
    };
    const parsed = returnStatusChangeSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [, index, field] = issue.path.map(String);
        const name = field === 'quantity' ? 'received' : field;
        place(
          index !== undefined && name ? `lines.${index}.${name}` : 'root',
          issue.message,
          issue.code,
        );
      }
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    // The body as sent: a line without a write-off leaves the key out.
    return { values: JSON.parse(JSON.stringify(body)) as ReturnStatusChange, errors: {} };
  };
}

/**
 * The refund's amount as typed ("1,299.50", "₹499"): the contract's rule, and never above the
 * proposed refund (the received lines as paid); the API refuses more with 422 too.
 */
export function refundFormSchema(proposed: number) {
  return z.object({
    amount: z
      .string()
      .transform((value) => {
        const text = value.trim().replace(/^₹\s*/, '').replace(/,/g, '');
        return /^\d+(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
      })
      .pipe(
        z
          .number({ error: 'must be an amount in rupees, such as 499.50' })
          .pipe(returnRefundRequestSchema.shape.amount.unwrap())
          .refine(
            (amount) => amount <= proposed,
            `must be at most ${formatRupees(proposed)}, the value of the items received`,
          ),
      ),
  });
}

export type RefundFormInput = z.input<ReturnType<typeof refundFormSchema>>;
export type RefundFormValues = z.output<ReturnType<typeof refundFormSchema>>;
