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
          Something wrong — damaged, missing or not what you ordered?{' '}
          <A href={`${store.webOrigin}/contact`}>Contact us</A> and we will sort it out. You can
          also read our <A href={`${store.webOrigin}/return`}>returns policy</A>.
        </P>
      </Layout>
    ),
  };
}
