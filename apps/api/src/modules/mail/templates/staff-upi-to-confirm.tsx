import type { MailStore } from '../mail-kinds';
import { adminPageUrl, formatDateTime, formatRupees } from './format';
import { type ComposedMail, Cta, Facts, Layout, P, Title } from './layout';

export function staffUpiToConfirmMail(
  store: MailStore,
  data: { orderId: string; amountPaise: number; customerName: string; confirmBy: string },
): ComposedMail {
  return {
    subject: `UPI payment to confirm: order ${data.orderId}, ${formatRupees(data.amountPaise)} — ${store.name}`,
    element: (
      <Layout
        store={store}
        preview={`Check your bank or UPI app for ${formatRupees(data.amountPaise)} by ${formatDateTime(data.confirmBy)}.`}
      >
        <Title>A UPI payment to confirm</Title>
        <P>
          {data.customerName} is paying for order <strong>{data.orderId}</strong> by UPI. When the
          money shows in your bank or UPI app, confirm the payment on the order with its UTR.
        </P>
        <Facts
          rows={[
            ['Order', data.orderId],
            ['Amount', formatRupees(data.amountPaise)],
            ['Confirm by', formatDateTime(data.confirmBy)],
          ]}
        />
        <P>
          Not confirmed by then, the order is cancelled and its stock goes back on sale; money that
          arrives later is marked for refund.
        </P>
        <Cta href={adminPageUrl(store, `/orders/${encodeURIComponent(data.orderId)}`)}>
          Open the order
        </Cta>
      </Layout>
    ),
  };
}
