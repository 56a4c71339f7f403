import { PAYMENT_METHOD_NAMES } from '@storefront/contract';
import type { MailStore } from '../mail-kinds';
import { formatRupees, trackOrderUrl } from './format';
import { type ComposedMail, A, Facts, Layout, P, Title } from './layout';

// Read by any code a mail carries: a method added later still shows, by its code (below).
const METHOD_NAMES: Partial<Record<string, { inText: string }>> = PAYMENT_METHOD_NAMES;

export function paymentReceivedMail(
  store: MailStore,
  data: { orderId: string; method: string; amountPaise: number; reference: string | null },
): ComposedMail {
  const amount = formatRupees(data.amountPaise);
  return {
    subject: `Payment received for order ${data.orderId} — ${store.name}`,
    element: (
      <Layout store={store} preview={`We have received ${amount} for order ${data.orderId}.`}>
        <Title>Payment received</Title>
        <P>Thank you: we have received your payment for order {data.orderId}.</P>
        <Facts
          rows={[
            ['Amount', amount],
            // A method added later still shows, by its code, rather than as a blank.
            ['Method', METHOD_NAMES[data.method]?.inText ?? data.method],
            ['Reference', data.reference],
            ['Order number', data.orderId],
          ]}
        />
        <P>
          <A href={trackOrderUrl(store.webOrigin, data.orderId)}>Track this order</A>
        </P>
      </Layout>
    ),
  };
}
