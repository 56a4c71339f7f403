import {
  type AdminPromotion,
  adminPromotionListQuerySchema,
  type PromotionStatus,
} from '@storefront/contract';
import { type FiltersOf, listFilters } from '~/lib/list-filters';
import { formatCount, formatDateTime, formatRupees } from '~/lib/format';
import type { BadgeTone } from '~/ui/badge';

/** The promotion list's filters, as the URL holds them. */
export const promotionFilters = listFilters(adminPromotionListQuerySchema, ['q', 'status']);
export type PromotionFilters = FiltersOf<typeof promotionFilters>;

export const PROMOTION_STATUS_TONES: Record<PromotionStatus, BadgeTone> = {
  active: 'success',
  scheduled: 'info',
  paused: 'warning',
  ended: 'neutral',
  used_up: 'neutral',
};

type Offer = Pick<
  AdminPromotion,
  'kind' | 'value' | 'maxDiscount' | 'buyQuantity' | 'getQuantity' | 'getProductIds'
>;

const percent = (value: number | null) => `${value ?? 0}%`;

/** What the shopper gets, in a phrase: "10% off, at most ₹500.00", "Buy 2, get 1 free". */
export function offerSummary(offer: Offer): string {
  switch (offer.kind) {
    case 'percentage':
      return `${percent(offer.value)} off${offer.maxDiscount === null ? '' : `, at most ${formatRupees(offer.maxDiscount)}`}`;
    case 'amount':
      return `${formatRupees(offer.value ?? 0)} off`;
    case 'free_shipping':
      return 'Free shipping';
    case 'buy_x_get_y': {
      const price =
        offer.value === null || offer.value >= 100 ? 'free' : `at ${percent(offer.value)} off`;
      const which = offer.getProductIds.length > 0 ? ' of other products' : '';
      return `Buy ${offer.buyQuantity ?? 1}, get ${offer.getQuantity ?? 1}${which} ${price}`;
    }
  }
}

/** "12 / 100", or "12" when its uses are not limited. */
export function usesText(promotion: Pick<AdminPromotion, 'uses' | 'usageLimit'>): string {
  return promotion.usageLimit === null
    ? formatCount(promotion.uses)
    : `${formatCount(promotion.uses)} / ${formatCount(promotion.usageLimit)}`;
}

/** When it runs, in India time: "From 20 Oct 2026, 9:00 am to 31 Oct 2026, 11:59 pm". */
export function windowText(promotion: Pick<AdminPromotion, 'startsAt' | 'endsAt'>): string {
  const { startsAt, endsAt } = promotion;
  if (startsAt && endsAt) return `${formatDateTime(startsAt)} to ${formatDateTime(endsAt)}`;
  if (startsAt) return `From ${formatDateTime(startsAt)}, no end`;
  if (endsAt) return `Until ${formatDateTime(endsAt)}`;
  return 'Always';
}

/** How shoppers get it: its code, or "Automatic". */
export const howText = (promotion: Pick<AdminPromotion, 'code' | 'automatic'>) =>
  promotion.code ?? 'Automatic';

/** A promotion's number from its address ("12"); null for anything the API could not hold. */
export function promotionIdOf(text: string | undefined): number | null {
  if (!/^\d{1,10}$/.test(text ?? '')) return null;
  const id = Number(text);
  return id >= 1 && id <= 2 ** 31 - 1 ? id : null;
}

/** The page of a list within a page (a promotion's uses) from the address; 1 when none or wrong. */
export function pageOf(params: URLSearchParams): number {
  const page = adminPromotionListQuerySchema.shape.page.safeParse(params.get('page') ?? undefined);
  return page.success ? page.data : 1;
}
