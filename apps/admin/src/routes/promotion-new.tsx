import { useLoaderData } from 'react-router';
import { guardedLoader, useAuthFailure } from '~/features/auth';
import { PromotionForm } from '~/features/promotions';
import { getStoreSettings } from '~/features/settings';
import { useDocumentTitle } from '~/lib/use-document-title';
import { PageHeader } from '~/ui/page-header';
import { PageError } from './page-error';

export const loader = guardedLoader('promotions', ({ request }) =>
  // The categories to choose among; the form still works without them.
  getStoreSettings(request.signal).then(
    (store) => store.categories,
    () => [] as string[],
  ),
);

export function Component() {
  const categories = useLoaderData<typeof loader>();
  const onAuthFailure = useAuthFailure();
  useDocumentTitle('New promotion');
  return (
    <>
      <PageHeader
        title="New promotion"
        description="A code shoppers type, or an offer that applies by itself."
      />
      <PromotionForm categories={categories} onAuthFailure={onAuthFailure} />
    </>
  );
}

export const ErrorBoundary = PageError;
