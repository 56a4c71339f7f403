import {
  type CartCheckRequest,
  type CartCheckResponse,
  paiseToRupees,
  priceBreakup,
  productIdParamsSchema,
} from '@storefront/contract';
import type { Database } from '../../db/client';
import type { StoreRow } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { chargesShipping, orderShippingPaise, zoneForAddress } from '../delivery';
import { createPromotionService, type PromotionLine, toAppliedPromotion } from '../promotions';
import { matchVariant, stockMessage } from './variant-match';
import { type BuyableProduct, buyableProducts } from './variants';

/** What the cart check needs of the store: its GSTIN (GST included) and shipping settings. */
export type CartStore = Pick<StoreRow, 'id' | 'gstin' | 'shippingSettings'>;

/**
 * The cart's rows against stock now, before checkout: each row with what is left of its
 * variant and, when it cannot be ordered as it is, the sentence to show on it; the offers that
 * apply to the rows that can be ordered (the code's, for the signed-in shopper when `userId` is
 * known) and the totals with the shipping line for a PIN. The order itself checks again when it
 * is placed.
 */
export function createCartCheck(db: Database) {
  const products = buyableProducts(db);
  const promotions = createPromotionService({ db });
  return async (
    store: CartStore,
    { items, code, pin }: CartCheckRequest,
    userId: number | null = null,
  ): Promise<CartCheckResponse> => {
    // A cart kept in a browser may hold anything: only product ids are looked up.
    const ids = [...new Set(items.map((item) => item.productId))].filter(
      (id) => productIdParamsSchema.safeParse({ id }).success,
    );
    const found = await products(store.id, ids);
    const rows = items.map((item) => checkRow(found, item));
    // The rows that can be ordered as they are, and the line each is to the offers.
    const orderable = items.flatMap((item, index) => {
      const product = found.get(item.productId);
      if (!product || rows[index]!.problem !== null) return [];
      return [{ index, product, quantity: item.quantity }];
    });
    const lines: PromotionLine[] = orderable.map(({ product, quantity }) => ({
      productId: product.id,
      category: product.category,
      unitPricePaise: product.discountedPrice ?? product.regularPrice,
      quantity,
    }));
    const itemsPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
    const shippingPaise = shippingFor(store, pin, itemsPaise, orderable);
    const offers = await promotions.evaluate({
      storeId: store.id,
      userId,
      code: code ?? null,
      lines,
      shippingPaise,
    });
    orderable.forEach(({ index }, line) => {
      rows[index]!.discount = paiseToRupees(offers.lineDiscounts[line]!);
    });
    const shipping = shippingPaise === null ? null : shippingPaise - offers.shippingWaivedPaise;
    const breakup = priceBreakup(
      lines.map((line, index) => ({
        amountPaise: line.unitPricePaise * line.quantity - offers.lineDiscounts[index]!,
        ratePercent: orderable[index]!.product.gstRate,
      })),
      { registered: store.gstin !== null, deliveryPaise: shipping ?? 0 },
    );
    return {
      items: rows,
      promotions: offers.applied.map(toAppliedPromotion),
      code: offers.code && {
        code: offers.code.code,
        applied: offers.code.applied,
        problem: offers.code.problem,
      },
      offerHint: offers.offerHint,
      totals: {
        items: paiseToRupees(itemsPaise),
        discount: paiseToRupees(offers.discountPaise),
        shipping: shipping === null ? null : paiseToRupees(shipping),
        gstIncluded:
          breakup.gstIncludedPaise === null ? null : paiseToRupees(breakup.gstIncludedPaise),
        total: paiseToRupees(breakup.totalPaise),
      },
    };
  };
}

/**
 * The shipping line: the charge of the PIN's zone for these goods; without a PIN, free when the
 * store charges nowhere, else not known yet (null). Null too for a PIN the store does not serve
 * (the checkout says so).
 */
function shippingFor(
  store: CartStore,
  pin: string | undefined,
  goodsPaise: number,
  orderable: { product: BuyableProduct; quantity: number }[],
): number | null {
  if (pin === undefined) return chargesShipping(store) ? null : 0;
  const zone = zoneForAddress(store, { postalCode: pin, stateCode: null });
  if (!zone.served) return null;
  return orderShippingPaise(
    zone,
    goodsPaise,
    orderable.map(({ product, quantity }) => ({ ...product, quantity })),
  );
}

function checkRow(
  found: Map<string, BuyableProduct>,
  item: CartCheckRequest['items'][number],
): CartCheckResponse['items'][number] {
  const line = { size: item.size ?? null, color: item.color ?? null };
  const row = { productId: item.productId, ...line, quantity: item.quantity };
  const product = found.get(item.productId);
  if (!product) {
    return {
      ...row,
      left: 0,
      problem: 'This product is no longer sold',
      gstRate: null,
      discount: 0,
    };
  }
  const sold = { ...row, gstRate: product.gstRate, discount: 0 };
  try {
    const variant = matchVariant(product, product.variants, line);
    const left = variant?.stock ?? null;
    const problem =
      left !== null && item.quantity > left ? stockMessage(product.title, line, left) : null;
    return { ...sold, left, problem };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { ...sold, left: null, problem: error.message };
  }
}
