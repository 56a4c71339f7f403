import { useLoaderData, useRevalidator } from 'react-router';
import { guardedLoader, useAuthFailure } from '~/features/auth';
import { getOrder, OrderDetail } from '~/features/orders';
import { useDocumentTitle } from '~/lib/use-document-title';
import { useStaffMe } from './app-layout';
import { PageError } from './page-error';

export const loader = guardedLoader('orders', ({ params, request }) =>
  getOrder(params.id ?? '', request.signal),
);

export function Component() {
  const order = useLoaderData<typeof loader>();
  const { role } = useStaffMe();
  const { revalidate } = useRevalidator();
  const onAuthFailure = useAuthFailure();
  useDocumentTitle(`Order ${order.id}`);
  return (
    <OrderDetail
      order={order}
      role={role}
      onChanged={() => void revalidate()}
      onAuthFailure={onAuthFailure}
    />
  );
}

export const ErrorBoundary = PageError;
