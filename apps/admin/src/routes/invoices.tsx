import { useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { guardedLoader, useAuthFailure } from '~/features/auth';
import { InvoiceList, listInvoices, readInvoiceFilters } from '~/features/invoices';
import { useDocumentTitle } from '~/lib/use-document-title';
import { PageHeader } from '~/ui/page-header';
import { PageError } from './page-error';

export const loader = guardedLoader('invoices', async ({ request }) => {
  const { month, page } = readInvoiceFilters(new URL(request.url).searchParams);
  return { month, list: await listInvoices(month, page, request.signal) };
});

export function Component() {
  const { month, list } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [, setSearchParams] = useSearchParams();
  const onAuthFailure = useAuthFailure();
  useDocumentTitle('Invoices');
  return (
    <>
      <PageHeader
        title="Invoices"
        description="The GST tax invoices of a month, newest first, and their exports for GSTR-1."
      />
      <InvoiceList
        month={month}
        list={list}
        busy={navigation.state === 'loading'}
        onMonthChange={(picked) => setSearchParams({ month: picked })}
        onAuthFailure={onAuthFailure}
      />
    </>
  );
}

export const ErrorBoundary = PageError;
