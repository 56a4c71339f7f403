import { useSearchParams } from 'react-router';
import { TrackOrder } from '~/features/orders';
import { pageTitle } from '~/features/store';
import type { Route } from './+types/track-order';

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle('Track Your Order', matches) },
    {
      name: 'description',
      content: 'See where your order is with its order number and your e-mail or phone.',
    },
  ];
}

export default function TrackOrderPage() {
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('id') ?? '';
  // Another order's link (from My Orders) starts the form afresh.
  return <TrackOrder key={orderId} initialOrderId={orderId} />;
}
