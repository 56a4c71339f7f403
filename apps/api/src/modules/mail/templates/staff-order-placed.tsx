import type { MailOrder, MailStore } from '../mail-kinds';
import { adminPageUrl, formatDateTime, formatRupees, variantLabel } from './format';
import { type ComposedMail, Cta, Facts, Layout, List, P, Title } from './layout';

export function staffOrderPlacedMail(store: MailStore, order: MailOrder): ComposedMail {
  const units = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const address = order.shippingAddress;
  return {
    subject: `New order ${order.id}: ${formatRupees(order.totalPaise)} — ${store.name}`,
    element: (
      <Layout
        store={store}
        preview={`${address.fullName}, ${address.city}: ${units} ${units === 1 ? 'item' : 'items'}.`}
      >
        <Title>New order {order.id}</Title>
        <Facts
          rows={[
            ['Placed on', formatDateTime(order.createdAt)],
            ['Customer', address.fullName],
            ['Deliver to', `${address.city}, ${address.state} — PIN ${address.postalCode}`],
            ['Total', formatRupees(order.totalPaise)],
          ]}
        />
        <List
          items={order.lines.map((line) => {
            const variant = variantLabel(line.size, line.color);
            return (
              <>
                {line.quantity} × <strong>{line.title}</strong>
                {variant ? ` (${variant})` : ''}
              </>
            );
          })}
        />
        <P>It is Pending until it is paid (or confirmed as cash on delivery).</P>
        <Cta href={adminPageUrl(store, `/orders/${encodeURIComponent(order.id)}`)}>
          Open the order
        </Cta>
      </Layout>
    ),
  };
}
