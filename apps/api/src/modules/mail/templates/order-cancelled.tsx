import type { MailStore } from '../mail-kinds';
import { telHref } from './format';
import { type ComposedMail, A, Facts, Layout, P, Title } from './layout';

export function orderCancelledMail(
  store: MailStore,
  data: {
    orderId: string;
    reason: string | null;
    refundDue: boolean;
    paymentUnconfirmed?: boolean;
  },
): ComposedMail {
  return {
    subject: `Order ${data.orderId} cancelled — ${store.name}`,
    element: (
      <Layout store={store} preview={`Order ${data.orderId} has been cancelled.`}>
        <Title>Your order has been cancelled</Title>
        <Facts
          rows={[
            ['Order number', data.orderId],
            ['Reason', data.reason],
          ]}
        />
        {data.refundDue ? (
          <P>
            Your payment will be refunded to the original payment method, usually within 5–7 working
            days. You can follow the refund on <A href={`${store.webOrigin}/orders`}>your orders</A>
            .
          </P>
        ) : data.paymentUnconfirmed ? (
          // A UPI transfer reports to nobody, and a card payment's answer may not have reached
          // the shop: it cannot know whether money left the shopper's account.
          <P>
            We cancelled it because no payment for it was confirmed in time. If money left your
            account for this order, we will refund it: write to us at{' '}
            <A href={`mailto:${store.email}`}>{store.email}</A> or call{' '}
            <A href={telHref(store.phone)}>{store.phone}</A> with the order number and your
            payment's reference (for UPI, the transaction ID or UTR), and we will send it back to
            where it came from.
          </P>
        ) : (
          <P>You have not been charged for this order, so there is nothing to refund.</P>
        )}
        <P>
          Questions? <A href={`${store.webOrigin}/contact`}>Contact us</A>. You are welcome to{' '}
          <A href={`${store.webOrigin}/`}>order again</A> at any time.
        </P>
      </Layout>
    ),
  };
}
