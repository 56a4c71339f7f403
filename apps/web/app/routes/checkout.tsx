import { CheckoutView } from '~/features/checkout';
import { pageTitle } from '~/features/store';
import type { Route } from './+types/checkout';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Checkout', matches) }, { name: 'robots', content: 'noindex' }];
}

export default function Checkout() {
  return <CheckoutView />;
}
