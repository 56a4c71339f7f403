import {
  type AdminReturn,
  adminReturnListQuerySchema,
  type ReturnStatus,
} from '@storefront/contract';
import { type FiltersOf, listFilters } from '~/lib/list-filters';
import type { BadgeTone } from '~/ui/badge';

/** The return list's filters, as the URL holds them. */
export const returnFilters = listFilters(adminReturnListQuerySchema, ['status']);
export type ReturnFilters = FiltersOf<typeof returnFilters>;

export const RETURN_STATUS_TONES: Record<ReturnStatus, BadgeTone> = {
  requested: 'warning',
  approved: 'info',
  rejected: 'neutral',
  received: 'brand',
  refunded: 'success',
  exchanged: 'success',
};

type Line = AdminReturn['lines'][number];

/** "Size M · Colour Blue", or "" for a product without either. */
export function variantOf(line: Pick<Line, 'size' | 'color'>): string {
  return [line.size ? `Size ${line.size}` : '', line.color ? `Colour ${line.color}` : '']
    .filter(Boolean)
    .join(' · ');
}

/** What the shopper asks instead of money: "for size L", "for size L, colour Red". */
export function exchangeOf(line: Pick<Line, 'exchangeFor'>): string | null {
  if (!line.exchangeFor) return null;
  const { size, color } = line.exchangeFor;
  const parts = [size ? `size ${size}` : '', color ? `colour ${color}` : ''].filter(Boolean);
  return parts.length > 0 ? `exchange for ${parts.join(', ')}` : 'exchange';
}

/** "2 × Cotton kurta (Size M), exchange for size L": one line of a return in a sentence. */
export function lineSummary(line: Line): string {
  const variant = [line.size, line.color].filter(Boolean).join(', ');
  const exchange = exchangeOf(line);
  return `${line.quantity} × ${line.productTitle}${variant ? ` (${variant})` : ''}${exchange ? `, ${exchange}` : ''}`;
}

/** Whether the shopper asked another size or colour of some line rather than money. */
export function asksExchange(found: Pick<AdminReturn, 'lines'>): boolean {
  return found.lines.some((line) => line.exchangeFor !== null);
}

/** "today", "1 day", "12 days": how long the shopper has waited. */
export function ageInWords(days: number): string {
  if (days <= 0) return 'today';
  return days === 1 ? '1 day' : `${days} days`;
}
