import { data, useLoaderData } from 'react-router';
import { guardedLoader, useAuthFailure } from '~/features/auth';
import { getPromotion, productTitles, PromotionForm, promotionIdOf } from '~/features/promotions';
import { getStoreSettings } from '~/features/settings';
import { useDocumentTitle } from '~/lib/use-document-title';
import { PageHeader } from '~/ui/page-header';
import { PageError } from './page-error';

export const loader = guardedLoader('promotions', async ({ params, request }) => {
  const id = promotionIdOf(params.id);
  if (id === null) throw data(null, { status: 404, statusText: 'No promotion has this number.' });
  const [promotion, categories] = await Promise.all([
    getPromotion(id, request.signal),
    getStoreSettings(request.signal).then(
      (store) => store.categories,
      () => [] as string[],
    ),
  ]);
  const products = await productTitles(
    [...promotion.productIds, ...promotion.getProductIds],
    request.signal,
  );
  return { promotion, categories, products };
});

export function Component() {
  const { promotion, categories, products } = useLoaderData<typeof loader>();
  const onAuthFailure = useAuthFailure();
  useDocumentTitle(`Edit ${promotion.label}`);
  return (
    <>
      <PageHeader
        title={`Edit ${promotion.label}`}
        description="Shoppers see the change at once; orders already placed keep their discount."
      />
      <PromotionForm
        // A fresh form for another promotion, or the same one changed elsewhere.
        key={`${promotion.id}:${promotion.updatedAt}`}
        promotion={promotion}
        products={products}
        categories={categories}
        onAuthFailure={onAuthFailure}
      />
    </>
  );
}

export const ErrorBoundary = PageError;
