import type {
  AdminPromotion,
  AdminPromotionList,
  AdminPromotionListQuery,
  PromotionInput,
  promotionCreatedSchema,
  promotionUseListSchema,
} from '@storefront/contract';
import type { z } from 'zod';
import { getProduct } from '~/features/product-editor';
import { listProducts } from '~/features/products';
import { api, ApiError, type QueryValue } from '~/lib/api-client';

type PromotionUseList = z.infer<typeof promotionUseListSchema>;
type PromotionCreated = z.infer<typeof promotionCreatedSchema>;

const path = (id: number) => `/promotions/${id}`;

/** GET /admin/promotions: newest first. */
export function listPromotions(query: AdminPromotionListQuery, signal?: AbortSignal) {
  return api.get<AdminPromotionList>('/promotions', {
    query: query as Record<string, QueryValue>,
    signal,
  });
}

export function getPromotion(id: number, signal?: AbortSignal) {
  return api.get<AdminPromotion>(path(id), { signal });
}

export function createPromotion(promotion: PromotionInput) {
  return api.post<PromotionCreated>('/promotions', promotion);
}

/** PUT /admin/promotions/{id}: the whole promotion, as the form holds it. */
export function updatePromotion(id: number, promotion: PromotionInput) {
  return api.put<unknown>(path(id), promotion);
}

/** Stops shoppers using it (or lets them again) without editing it. */
export function pausePromotion(id: number, paused: boolean) {
  return api.post<unknown>(`${path(id)}/pause`, { paused });
}

/** A copy of it, to edit: answers the copy's id. */
export function duplicatePromotion(id: number) {
  return api.post<PromotionCreated>(`${path(id)}/duplicate`, {});
}

/** GET /admin/promotions/{id}/uses: the orders that used it, newest first. */
export function listPromotionUses(
  id: number,
  query: { page: number; limit: number },
  signal?: AbortSignal,
) {
  return api.get<PromotionUseList>(`${path(id)}/uses`, { query, signal });
}

/** A product as a promotion's form and page show it: its title, once known. */
export interface PickedProduct {
  id: string;
  /** Null when the product could not be found (deleted since). */
  title: string | null;
}

/** The products the catalogue search finds for a picker: active ones, the first few. */
export async function searchProducts(q: string, signal?: AbortSignal): Promise<PickedProduct[]> {
  const found = await listProducts({ q, limit: 8, archived: 'false' }, signal);
  return found.data.map((product) => ({ id: product.id, title: product.title }));
}

/** At most this many titles are asked for; the rest show as their ids. */
const TITLES_ASKED = 50;

/**
 * The titles of a promotion's products, one request each (a promotion names a handful): a
 * product no longer there shows as unknown rather than failing the page.
 */
export async function productTitles(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<PickedProduct[]> {
  const unique = [...new Set(ids)];
  return Promise.all(
    unique.map(async (id, index) => {
      if (index >= TITLES_ASKED) return { id, title: null };
      try {
        return { id, title: (await getProduct(id, signal)).title };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { id, title: null };
        throw error;
      }
    }),
  );
}
