import { Link, useLoaderData, useNavigation } from 'react-router';
import { guardedLoader } from '~/features/auth';
import { listPromotions, PromotionList, promotionFilters } from '~/features/promotions';
import { useDocumentTitle } from '~/lib/use-document-title';
import { buttonClasses } from '~/ui/button';
import { PageHeader } from '~/ui/page-header';
import { PageError } from './page-error';

export const loader = guardedLoader('promotions', ({ request }) =>
  listPromotions(
    promotionFilters.query(promotionFilters.read(new URL(request.url).searchParams)),
    request.signal,
  ),
);

export function Component() {
  const list = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  useDocumentTitle('Promotions');
  return (
    <>
      <PageHeader
        title="Promotions"
        description="Codes and automatic offers, newest first, with the orders and revenue each brought."
        actions={
          <Link to="/promotions/new" className={buttonClasses('primary')}>
            New promotion
          </Link>
        }
      />
      <PromotionList list={list} busy={navigation.state === 'loading'} />
    </>
  );
}

export const ErrorBoundary = PageError;
