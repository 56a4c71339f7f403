import { PAYMENT_METHOD_NAMES } from '@storefront/contract';
import type { MailStore } from '../mail-kinds';
import { formatRupees, trackOrderUrl } from './format';
import { type ComposedMail, A, Facts, Layout, P, Title } from './layout';

// Read by any code a mail carries: a method added later still shows, by its code (below).
const METHOD_NAMES: Partial<Record<string, { inText: string }>> = PAYMENT_METHOD_NAMES;

/** Where the money went: back through the gateway that took it, or by the shop's own transfer. */
const byHand = (method: string) => method === 'upi' || method === 'cod';

export function refundProcessedMail(
  store: MailStore,
  data: {
    orderId: string;
    amountPaise: number;
    method: string;
    reference: string | null;
    creditNote?: string | null;
  },
): ComposedMail {
  const amount = formatRupees(data.amountPaise);
  return {
    subject: `Refund of ${amount} for order ${data.orderId} — ${store.name}`,
    element: (
      <Layout store={store} preview={`We have refunded ${amount} for order ${data.orderId}.`}>
        <Title>Refund made</Title>
        <P>
          {byHand(data.method)
            ? `We have sent ${amount} for order ${data.orderId} to the refund destination you gave us.`
            : `We have refunded ${amount} for order ${data.orderId} to the payment method you paid with. Your bank may take a few working days to show it.`}
        </P>
        <Facts
          rows={[
            ['Amount', amount],
            ['Paid with', METHOD_NAMES[data.method]?.inText ?? data.method],
            ['Reference', data.reference],
            ['Order number', data.orderId],
            ['GST credit note', data.creditNote ?? null],
          ]}
        />
        {data.creditNote ? (
          <P>
            The GST credit note {data.creditNote} records this refund against your tax invoice:
            download it from <A href={`${store.webOrigin}/orders`}>your orders</A>.
          </P>
        ) : (
          <P>
            <A href={trackOrderUrl(store.webOrigin, data.orderId)}>See this order</A>
          </P>
        )}
      </Layout>
    ),
  };
}
