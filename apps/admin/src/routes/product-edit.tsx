import { useLoaderData } from 'react-router';
import { guardedLoader, useAuthFailure } from '~/features/auth';
import { getProduct, getStoreDefaults, ProductEditor } from '~/features/product-editor';
import { PageError } from './page-error';

export const loader = guardedLoader('products', async ({ params, request }) => {
  const [product, store] = await Promise.all([
    getProduct(params.id ?? '', request.signal),
    getStoreDefaults(request.signal),
  ]);
  return { product, store };
});

export function Component() {
  const { product, store } = useLoaderData<typeof loader>();
  const onAuthFailure = useAuthFailure();
  // A new key for another product (or the same one reloaded after a save elsewhere): a fresh form.
  return (
    <ProductEditor
      key={`${product.id}:${product.updatedAt}`}
      product={product}
      store={store}
      onAuthFailure={onAuthFailure}
    />
  );
}

export const ErrorBoundary = PageError;
