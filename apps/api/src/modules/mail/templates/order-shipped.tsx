import type { MailOrder, MailStore } from '../mail-kinds';
import { codFeeRows, formatRupees, linkableUrl, trackOrderUrl } from './format';
import { type ComposedMail, A, Cta, Facts, Layout, P, Subtitle, Title } from './layout';
import { OrderLines } from './order-lines';

export function orderShippedMail(
  store: MailStore,
  data: {
    orderId: string;
    carrier: string | null;
    trackingNumber: string | null;
    trackingUrl: string | null;
  },
  order: MailOrder,
): ComposedMail {
  // Only an http(s) address becomes a link: anything else (javascript:, data:…) is left out.
  const carrierUrl = linkableUrl(data.trackingUrl);
  return {
    subject: `Order ${data.orderId} shipped — ${store.name}`,
    element: (
      <Layout
        store={store}
        preview={
          data.carrier
            ? `Order ${data.orderId} is on its way with ${data.carrier}.`
            : `Order ${data.orderId} is on its way.`
        }
      >
        <Title>Your order is on its way</Title>
        <P>We have handed over order {data.orderId} for delivery.</P>
        <Facts
          rows={[
            ['Order number', data.orderId],
            ['Carrier', data.carrier],
            ['Tracking number', data.trackingNumber],
          ]}
        />
        {carrierUrl ? (
          <Cta href={carrierUrl}>
            {data.carrier ? `Track with ${data.carrier}` : 'Track with the carrier'}
          </Cta>
        ) : null}
        <P>
          You can also follow it on{' '}
          <A href={trackOrderUrl(store.webOrigin, data.orderId)}>our tracking page</A>.
        </P>

        <Subtitle>In this parcel</Subtitle>
        <OrderLines lines={order.lines} />
        <Facts rows={[...codFeeRows(order), ['Total', formatRupees(order.totalPaise)]]} />

        <Subtitle>Tax invoice</Subtitle>
        {/* The invoice is issued with the shipment, or not at all (decision 0017): a shipped
            order without one is from a shop that is not registered for GST. */}
        {order.invoiceNumber ? (
          <P>
            Your tax invoice {order.invoiceNumber} is attached to this e-mail as a PDF. You can also
            download it at any time from <A href={`${store.webOrigin}/orders`}>your orders</A>.
          </P>
        ) : (
          <P>
            {store.name} is not registered for GST, so no tax invoice is issued for this order. This
            e-mail and <A href={`${store.webOrigin}/orders`}>your orders</A> are your record of the
            purchase.
          </P>
        )}
      </Layout>
    ),
  };
}
