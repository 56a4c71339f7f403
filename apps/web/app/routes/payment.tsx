import { PaymentPage } from '~/features/payment';

export function meta() {
  return [{ title: 'Payment' }];
}

export default function Payment() {
  return <PaymentPage />;
}
