import { ADMIN_PAGE_SIZE } from '@storefront/contract';
import { data, useLoaderData, useRevalidator } from 'react-router';
import { guardedLoader, useAuthFailure } from '~/features/auth';
import {
  getPromotion,
  listPromotionUses,
  pageOf,
  productTitles,
  PromotionDetail,
  promotionIdOf,
} from '~/features/promotions';
import { useDocumentTitle } from '~/lib/use-document-title';
import { PageError } from './page-error';

export const loader = guardedLoader('promotions', async ({ params, request }) => {
  const id = promotionIdOf(params.id);
  // A hand-typed address that is no promotion number: the API's 404, without asking it.
  if (id === null) throw data(null, { status: 404, statusText: 'No promotion has this number.' });
  const page = pageOf(new URL(request.url).searchParams);
  const [promotion, uses] = await Promise.all([
    getPromotion(id, request.signal),
    listPromotionUses(id, { page, limit: ADMIN_PAGE_SIZE }, request.signal),
  ]);
  const products = await productTitles(
    [...promotion.productIds, ...promotion.getProductIds],
    request.signal,
  );
  return { promotion, uses, products };
});

export function Component() {
  const { promotion, uses, products } = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  const onAuthFailure = useAuthFailure();
  useDocumentTitle(promotion.label);
  return (
    <PromotionDetail
      promotion={promotion}
      uses={uses}
      products={products}
      onChanged={() => void revalidate()}
      onAuthFailure={onAuthFailure}
    />
  );
}

export const ErrorBoundary = PageError;
