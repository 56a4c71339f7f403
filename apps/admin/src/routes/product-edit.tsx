import { useLoaderData } from 'react-router';
import { guardedLoader, useAuthFailure } from '~/features/auth';
import { getProduct, getStoreCategories, ProductEditor } from '~/features/product-editor';
import { PageError } from './page-error';

export const loader = guardedLoader('products', async ({ params, request }) => {
  const [product, categories] = await Promise.all([
    getProduct(params.id ?? '', request.signal),
    getStoreCategories(request.signal),
  ]);
  return { product, categories };
});

export function Component() {
  const { product, categories } = useLoaderData<typeof loader>();
  const onAuthFailure = useAuthFailure();
  // A new key for another product (or the same one reloaded after a save elsewhere): a fresh form.
  return (
    <ProductEditor
      key={`${product.id}:${product.updatedAt}`}
      product={product}
      categories={categories}
      onAuthFailure={onAuthFailure}
    />
  );
}

export const ErrorBoundary = PageError;
