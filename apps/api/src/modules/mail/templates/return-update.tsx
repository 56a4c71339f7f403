import type { MailMessage, MailStore } from '../mail-kinds';
import { formatRupees, linkableUrl } from './format';
import { type ComposedMail, A, Facts, Layout, P, Title } from './layout';

type ReturnUpdate = Extract<MailMessage, { kind: 'return_update' }>['data'];

/** Each step's heading and what it means for the shopper. */
function words(data: ReturnUpdate): { title: string; text: string } {
  switch (data.step) {
    case 'approved':
      return {
        title: 'Your return is approved',
        text: 'We will arrange a pickup and e-mail you its details. Please keep the items with their tags and packaging.',
      };
    case 'rejected':
      return {
        title: 'We cannot accept your return',
        text: `We are sorry: ${data.reason ?? 'please contact us for the reason'}.`,
      };
    case 'pickup':
      return {
        title: 'Your return’s pickup is arranged',
        text: `Please hand the parcel to ${data.carrier} (tracking ${data.trackingNumber}).`,
      };
    case 'received':
      return {
        title: 'We have your returned parcel',
        text: 'We have checked what came back. We will refund you, or ship your exchange, shortly.',
      };
    case 'refunded':
      return {
        title: 'Your return’s refund is on its way',
        text: `We have started a refund of ${formatRupees(data.amountPaise ?? 0)}. We will e-mail you again once it is made.`,
      };
    case 'exchanged':
      return {
        title: 'Your exchange is on its way',
        text: `We are shipping your exchange as order ${data.exchangeOrderId}: we will e-mail you when it ships.`,
      };
  }
}

/** A step of the shopper's return: approved, rejected, pickup arranged, received, refunded, exchanged. */
export function returnUpdateMail(store: MailStore, data: ReturnUpdate): ComposedMail {
  const { title, text } = words(data);
  const trackingUrl = linkableUrl(data.trackingUrl);
  return {
    subject: `${title} (order ${data.orderId}) — ${store.name}`,
    element: (
      <Layout store={store} preview={text}>
        <Title>{title}</Title>
        <P>{text}</P>
        <Facts
          rows={[
            ['Order number', data.orderId],
            ['Return', `#${data.returnId}`],
          ]}
        />
        {trackingUrl && (
          <P>
            <A href={trackingUrl}>Track the pickup</A>
          </P>
        )}
        <P>
          <A href={`${store.webOrigin}/orders`}>See your orders and returns</A>
        </P>
      </Layout>
    ),
  };
}
