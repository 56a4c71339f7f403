import { useLoaderData } from 'react-router';
import { guardedLoader, useAuthFailure } from '~/features/auth';
import { getStoreDefaults, ProductEditor } from '~/features/product-editor';
import { PageError } from './page-error';

export const loader = guardedLoader('products', ({ request }) => getStoreDefaults(request.signal));

export function Component() {
  const store = useLoaderData<typeof loader>();
  const onAuthFailure = useAuthFailure();
  return <ProductEditor store={store} onAuthFailure={onAuthFailure} />;
}

export const ErrorBoundary = PageError;
