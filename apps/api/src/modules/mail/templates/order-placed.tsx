import { ORDER_STATUS } from '@storefront/contract';
import type { MailOrder, MailStore } from '../mail-kinds';
import { codFeeRows, formatDateTime, formatRupees, trackOrderUrl } from './format';
import { type ComposedMail, A, Cta, Facts, Layout, MultiLine, P, Subtitle, Title } from './layout';
import { OrderLines } from './order-lines';

/**
 * What the shopper is to do about paying, as it stands when the mail is written: the mail waits
 * for the shopper's choice of method (PLACED_MAIL_WAIT in outbox.ts), so a cash-on-delivery
 * order is never told to pay online.
 */
function paymentNote(order: MailOrder, payUrl: string) {
  const total = formatRupees(order.totalPaise);
  if (order.status === ORDER_STATUS.CANCELLED) {
    return {
      preview: `Order ${order.id} has been cancelled.`,
      body: <P>This order has since been cancelled: a separate e-mail tells you why.</P>,
    };
  }
  if (order.paymentMethod === 'cod' && order.status !== ORDER_STATUS.PENDING) {
    return {
      preview: `Order ${order.id}: ${total}, to pay in cash on delivery.`,
      body: (
        <>
          <Subtitle>Payment</Subtitle>
          <P>
            You chose cash on delivery: please pay {total} when the order is delivered. There is
            nothing to pay now.
          </P>
        </>
      ),
    };
  }
  if (order.status !== ORDER_STATUS.PENDING) {
    return {
      preview: `Order ${order.id}: ${total} — thank you for shopping with us.`,
      body: (
        <>
          <Subtitle>Payment</Subtitle>
          <P>We have received your payment of {total}. Thank you.</P>
        </>
      ),
    };
  }
  if (order.paymentMethod === 'upi') {
    return {
      preview: `Order ${order.id}: ${total} — waiting for your UPI payment.`,
      body: (
        <>
          <Subtitle>How to pay</Subtitle>
          <P>
            You chose to pay {total} by UPI. We pack your order as soon as we see your payment
            arrive; if you have not paid yet, you can still pay from the payment page.
          </P>
          <Cta href={payUrl}>Pay by UPI</Cta>
        </>
      ),
    };
  }
  if (order.paymentFailed) {
    return {
      preview: `Order ${order.id}: ${total} — your payment did not go through.`,
      body: (
        <>
          <Subtitle>How to pay</Subtitle>
          <P>
            Your payment of {total} did not go through, so the order is still waiting for payment.
            You can try again or choose another way to pay.
          </P>
          <Cta href={payUrl}>Pay now</Cta>
        </>
      ),
    };
  }
  return {
    preview: `Order ${order.id}: ${total} — waiting for your payment.`,
    body: (
      <>
        <Subtitle>How to pay</Subtitle>
        <P>
          Your order is waiting for payment. Choose how to pay on the payment page, and we pack it
          as soon as the payment is confirmed.
        </P>
        <Cta href={payUrl}>Pay now</Cta>
      </>
    ),
  };
}

export function orderPlacedMail(store: MailStore, order: MailOrder): ComposedMail {
  const payUrl = `${store.webOrigin}/payment?orderId=${encodeURIComponent(order.id)}`;
  const trackUrl = trackOrderUrl(store.webOrigin, order.id);
  const address = order.shippingAddress;
  const payment = paymentNote(order, payUrl);
  return {
    subject: `Order ${order.id} placed — ${store.name}`,
    element: (
      <Layout store={store} preview={payment.preview}>
        <Title>Thank you for your order</Title>
        <Facts
          rows={[
            ['Order number', order.id],
            ['Placed on', formatDateTime(order.createdAt)],
          ]}
        />
        {payment.body}

        <Subtitle>What you ordered</Subtitle>
        <OrderLines lines={order.lines} />
        <Facts
          rows={[
            ['Delivery', `${order.shippingMethod} — Free`],
            ...codFeeRows(order),
            ['Total', formatRupees(order.totalPaise)],
          ]}
        />

        <Subtitle>Delivery address</Subtitle>
        <P>
          {address.fullName}
          <br />
          Phone: {address.phone}
          <br />
          <MultiLine text={address.address} />
          <br />
          {address.city}, {address.state} — PIN {address.postalCode}
        </P>

        <P>
          <A href={trackUrl}>Track this order</A> or see{' '}
          <A href={`${store.webOrigin}/orders`}>all your orders</A>.
        </P>
      </Layout>
    ),
  };
}
