import { Link } from 'react-router';
import { guardedLoader, useAuthFailure } from '~/features/auth';
import { ProductImport } from '~/features/products';
import { useDocumentTitle } from '~/lib/use-document-title';
import { PageHeader } from '~/ui/page-header';
import { PageError } from './page-error';

export const loader = guardedLoader('products', () => null);

export function Component() {
  const onAuthFailure = useAuthFailure();
  useDocumentTitle('Import products');
  return (
    <>
      <PageHeader
        title="Import products"
        description={
          <>
            Create and update products from a CSV file.{' '}
            <Link
              to="/products"
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              All products
            </Link>
          </>
        }
      />
      <ProductImport onAuthFailure={onAuthFailure} />
    </>
  );
}

export const ErrorBoundary = PageError;
