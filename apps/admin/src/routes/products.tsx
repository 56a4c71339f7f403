import { useCallback } from 'react';
import { Link, useLoaderData, useNavigation, useRevalidator } from 'react-router';
import { guardedLoader, useAuthFailure } from '~/features/auth';
import {
  listProducts,
  ProductList,
  productFilters,
  PRODUCTS_EXPORT_URL,
} from '~/features/products';
import { getStoreSettings } from '~/features/settings';
import { useDocumentTitle } from '~/lib/use-document-title';
import { buttonClasses } from '~/ui/button';
import { PageHeader } from '~/ui/page-header';
import { PageError } from './page-error';

export const loader = guardedLoader('products', async ({ request }) => {
  const filters = productFilters.read(new URL(request.url).searchParams);
  const [list, categories] = await Promise.all([
    listProducts(productFilters.query(filters), request.signal),
    // The category filter's choices; the list still works without them.
    getStoreSettings(request.signal).then(
      (store) => store.categories,
      () => [] as string[],
    ),
  ]);
  return { list, categories };
});

export function Component() {
  const { list, categories } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { revalidate } = useRevalidator();
  const onAuthFailure = useAuthFailure();
  const reload = useCallback(() => void revalidate(), [revalidate]);
  useDocumentTitle('Products');
  return (
    <>
      <PageHeader
        title="Products"
        description={
          <>
            Newest first. Filters stay in the address: share it.{' '}
            <Link
              to="/products/low-stock"
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              Low stock
            </Link>
          </>
        }
        actions={
          <>
            <Link to="/products/new" className={buttonClasses('primary')}>
              New product
            </Link>
            <a href={PRODUCTS_EXPORT_URL} download className={buttonClasses('outline')}>
              Export CSV
            </a>
            <Link to="/products/import" className={buttonClasses('outline')}>
              Import CSV
            </Link>
          </>
        }
      />
      <ProductList
        list={list}
        categories={categories}
        onChanged={reload}
        onAuthFailure={onAuthFailure}
        busy={navigation.state === 'loading'}
      />
    </>
  );
}

export const ErrorBoundary = PageError;
