import { useLoaderData, useNavigation, useRevalidator } from 'react-router';
import { canAccess, guardedLoader, useAuthFailure } from '~/features/auth';
import { listOrders, OrderList, orderFilters } from '~/features/orders';
import { useDocumentTitle } from '~/lib/use-document-title';
import { PageHeader } from '~/ui/page-header';
import { useStaffMe } from './app-layout';
import { PageError } from './page-error';

export const loader = guardedLoader('orders', ({ request }) =>
  listOrders(
    orderFilters.query(orderFilters.read(new URL(request.url).searchParams)),
    request.signal,
  ),
);

export function Component() {
  const list = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { revalidate } = useRevalidator();
  const onAuthFailure = useAuthFailure();
  const { role } = useStaffMe();
  useDocumentTitle('Orders');
  return (
    <>
      <PageHeader
        title="Orders"
        description="Newest first. Filters stay in the address: share it."
      />
      <OrderList
        list={list}
        busy={navigation.state === 'loading'}
        onChanged={() => void revalidate()}
        onAuthFailure={onAuthFailure}
        linkPromotions={canAccess(role, 'promotions')}
      />
    </>
  );
}

export const ErrorBoundary = PageError;
