import { CartView } from '~/features/cart';
import { pageTitle } from '~/features/store';
import type { Route } from './+types/cart';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Shopping Cart', matches) }, { name: 'robots', content: 'noindex' }];
}

export default function Cart() {
  return <CartView />;
}
