import { CartView } from '~/features/cart';
import { pageTitle } from '~/features/store';
import type { Route } from './+types/cart';

// The cart page is the same for every visitor until the browser fills it in, so it may be
// crawled like any public page (the checkout and the shopper's own pages may not).
export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle('Shopping Cart', matches) },
    {
      name: 'description',
      content: 'Your shopping cart: review the items, change quantities and go to checkout.',
    },
  ];
}

export default function Cart() {
  return <CartView />;
}
