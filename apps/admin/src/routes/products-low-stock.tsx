import { Link, useLoaderData, useNavigation } from 'react-router';
import { guardedLoader } from '~/features/auth';
import { listLowStock, LowStockList, lowStockFilters } from '~/features/products';
import { useDocumentTitle } from '~/lib/use-document-title';
import { PageHeader } from '~/ui/page-header';
import { PageError } from './page-error';

export const loader = guardedLoader('products', ({ request }) =>
  listLowStock(
    lowStockFilters.query(lowStockFilters.read(new URL(request.url).searchParams)),
    request.signal,
  ),
);

export function Component() {
  const list = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  useDocumentTitle('Low stock');
  return (
    <>
      <PageHeader
        title="Low stock"
        description={
          <>
            Variants whose stock is tracked and at or under their threshold, fewest first.{' '}
            <Link
              to="/products"
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              All products
            </Link>
          </>
        }
      />
      <LowStockList list={list} busy={navigation.state === 'loading'} />
    </>
  );
}

export const ErrorBoundary = PageError;
