import type { MailStore } from '../mail-kinds';
import { type ComposedMail, A, Facts, Layout, P, Title } from './layout';

/** The courier is at the door today, or could not deliver: the shopper hears either. */
export function shipmentUpdateMail(
  store: MailStore,
  data: {
    orderId: string;
    status: 'out_for_delivery' | 'undelivered';
    carrier: string;
    trackingNumber: string;
    trackingUrl: string | null;
  },
): ComposedMail {
  const today = data.status === 'out_for_delivery';
  const title = today ? 'Your order is out for delivery' : 'We could not deliver your order';
  return {
    subject: `Order ${data.orderId}: ${today ? 'out for delivery' : 'delivery attempt failed'} — ${store.name}`,
    element: (
      <Layout store={store} preview={`${title}.`}>
        <Title>{title}</Title>
        <Facts
          rows={[
            ['Order number', data.orderId],
            ['Courier', data.carrier],
            ['Tracking number', data.trackingNumber],
          ]}
        />
        <P>
          {today
            ? 'The courier will bring it today. Please keep your phone nearby.'
            : 'The courier will try again. If you will be away, contact us and we will arrange another day.'}
        </P>
        {data.trackingUrl ? (
          <P>
            <A href={data.trackingUrl}>Track your parcel</A>
          </P>
        ) : null}
      </Layout>
    ),
  };
}
