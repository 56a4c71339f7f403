import type { MailStore } from '../mail-kinds';
import { type ComposedMail, A, Facts, Layout, P, Title } from './layout';

export function orderCancelledMail(
  store: MailStore,
  data: { orderId: string; reason: string | null; refundDue: boolean },
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
        <P>
          {data.refundDue
            ? 'Your payment will be refunded to the original payment method, usually within 5–7 working days.'
            : 'You have not been charged for this order, so there is nothing to refund.'}
        </P>
        <P>
          Questions? <A href={`${store.webOrigin}/contact`}>Contact us</A>. You are welcome to{' '}
          <A href={`${store.webOrigin}/`}>order again</A> at any time.
        </P>
      </Layout>
    ),
  };
}
