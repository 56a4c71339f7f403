import type { MailStore } from '../mail-kinds';
import { type ComposedMail, A, Facts, Layout, P, Title } from './layout';

export function orderDeliveredMail(store: MailStore, data: { orderId: string }): ComposedMail {
  return {
    subject: `Order ${data.orderId} delivered — ${store.name}`,
    element: (
      <Layout store={store} preview={`Order ${data.orderId} has been delivered.`}>
        <Title>Your order has been delivered</Title>
        <Facts rows={[['Order number', data.orderId]]} />
        <P>We hope you enjoy it. Thank you for shopping with {store.name}.</P>
        <P>
          Something wrong — damaged, missing, not what you ordered or not the right size? Ask to
          return or exchange it from <A href={`${store.webOrigin}/orders`}>your orders</A>, or{' '}
          <A href={`${store.webOrigin}/contact`}>contact us</A> and we will sort it out. You can
          also read our <A href={`${store.webOrigin}/return`}>returns policy</A>.
        </P>
      </Layout>
    ),
  };
}
