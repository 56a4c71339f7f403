import { ORDER_STATUS } from '@storefront/contract';
import type { MailOrder, MailStore } from '../mail-kinds';
import { formatDateTime, formatRupees, trackOrderUrl, variantLabel } from './format';
import {
  type ComposedMail,
  A,
  Cta,
  Facts,
  Layout,
  List,
  MultiLine,
  P,
  Subtitle,
  Title,
} from './layout';

export function orderPlacedMail(store: MailStore, order: MailOrder): ComposedMail {
  const pending = order.status === ORDER_STATUS.PENDING;
  const payUrl = `${store.webOrigin}/payment?orderId=${encodeURIComponent(order.id)}`;
  const trackUrl = trackOrderUrl(store.webOrigin, order.id);
  const address = order.shippingAddress;
  return {
    subject: `Order ${order.id} placed — ${store.name}`,
    element: (
      <Layout
        store={store}
        preview={
          pending
            ? `Order ${order.id}: ${formatRupees(order.totalPaise)} — waiting for your payment.`
            : `Order ${order.id}: ${formatRupees(order.totalPaise)} — thank you for shopping with us.`
        }
      >
        <Title>Thank you for your order</Title>
        <Facts
          rows={[
            ['Order number', order.id],
            ['Placed on', formatDateTime(order.createdAt)],
          ]}
        />
        {pending ? (
          <>
            <Subtitle>How to pay</Subtitle>
            <P>
              Your order is waiting for payment: pay online now and we will pack it as soon as the
              payment reaches us.
            </P>
            <Cta href={payUrl}>Pay now</Cta>
          </>
        ) : null}

        <Subtitle>What you ordered</Subtitle>
        <List
          items={order.lines.map((line) => {
            const variant = variantLabel(line.size, line.color);
            return (
              <>
                <strong>{line.title}</strong>
                {variant ? ` (${variant})` : ''} — {line.quantity} ×{' '}
                {formatRupees(line.unitPricePaise)} ={' '}
                <strong>{formatRupees(line.quantity * line.unitPricePaise)}</strong>
              </>
            );
          })}
        />
        <Facts
          rows={[
            ['Delivery', `${order.shippingMethod} — Free`],
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
