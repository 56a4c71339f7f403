import { useSearchParams } from 'react-router';
import { isOrderId, OrderSuccess } from '~/features/orders';
import { pageTitle } from '~/features/store';
import type { Route } from './+types/order-success';

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle('Thank You for Your Order', matches) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function OrderSuccessPage() {
  // The payment gateway's return names the order; show it only when it looks like one of ours.
  const orderId = useSearchParams()[0].get('orderId');
  return <OrderSuccess orderId={isOrderId(orderId) ? orderId : null} />;
}
