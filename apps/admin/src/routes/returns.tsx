import { useLoaderData, useNavigation } from 'react-router';
import { guardedLoader } from '~/features/auth';
import { listReturns, ReturnList, returnFilters } from '~/features/returns';
import { useDocumentTitle } from '~/lib/use-document-title';
import { PageHeader } from '~/ui/page-header';
import { PageError } from './page-error';

export const loader = guardedLoader('returns', ({ request }) =>
  listReturns(
    returnFilters.query(returnFilters.read(new URL(request.url).searchParams)),
    request.signal,
  ),
);

export function Component() {
  const list = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  useDocumentTitle('Returns');
  return (
    <>
      <PageHeader
        title="Returns"
        description="Return and exchange requests of delivered orders, those waiting for the shop first."
      />
      <ReturnList list={list} busy={navigation.state === 'loading'} />
    </>
  );
}

export const ErrorBoundary = PageError;
