import { useLoaderData } from 'react-router';
import { guardedLoader, useAuthFailure } from '~/features/auth';
import { getSearchSynonyms, SynonymsForm } from '~/features/search-settings';
import { useDocumentTitle } from '~/lib/use-document-title';
import { PageHeader } from '~/ui/page-header';
import { PageError } from './page-error';

export const loader = guardedLoader('search', ({ request }) => getSearchSynonyms(request.signal));

export function Component() {
  const synonyms = useLoaderData<typeof loader>();
  const onAuthFailure = useAuthFailure();
  useDocumentTitle('Search synonyms');
  return (
    <>
      <PageHeader
        title="Search synonyms"
        description="Words shoppers use for the same thing: a search for one finds products named with any of them."
      />
      <SynonymsForm synonyms={synonyms} onAuthFailure={onAuthFailure} />
    </>
  );
}

export const ErrorBoundary = PageError;
