import { useLoaderData } from 'react-router';
import { guardedLoader, useAuthFailure } from '~/features/auth';
import { getStoreCategories, ProductEditor } from '~/features/product-editor';
import { PageError } from './page-error';

export const loader = guardedLoader('products', ({ request }) =>
  getStoreCategories(request.signal),
);

export function Component() {
  const categories = useLoaderData<typeof loader>();
  const onAuthFailure = useAuthFailure();
  return <ProductEditor categories={categories} onAuthFailure={onAuthFailure} />;
}

export const ErrorBoundary = PageError;
