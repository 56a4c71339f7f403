import type { MailStore } from '../mail-kinds';
import { linkableUrl, trackOrderUrl } from './format';
import { type ComposedMail, A, Cta, Facts, Layout, P, Title } from './layout';

export function orderShippedMail(
  store: MailStore,
  data: {
    orderId: string;
    carrier: string | null;
    trackingNumber: string | null;
    trackingUrl: string | null;
  },
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
      </Layout>
    ),
  };
}
