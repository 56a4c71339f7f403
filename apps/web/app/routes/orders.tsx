import { MyOrders } from '~/features/orders';
import { pageTitle } from '~/features/store';
import type { Route } from './+types/orders';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('My Orders', matches) }, { name: 'robots', content: 'noindex' }];
}

export default function Orders() {
  return <MyOrders />;
}
