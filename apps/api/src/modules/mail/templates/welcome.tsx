import type { MailStore } from '../mail-kinds';
import { type ComposedMail, A, Cta, Layout, List, P, Title } from './layout';

export function welcomeMail(store: MailStore, data: { firstName: string }): ComposedMail {
  const name = data.firstName.trim();
  const shop = `${store.webOrigin}/`;
  return {
    subject: `Welcome to ${store.name}`,
    element: (
      <Layout store={store} preview={`Your ${store.name} account is ready.`}>
        <Title>{name ? `Welcome, ${name}!` : 'Welcome!'}</Title>
        <P>Your {store.name} account is ready. With it you can:</P>
        <List
          items={[
            'place orders and pay for them online,',
            'see all your orders and where each one is,',
            'track every delivery until it reaches you.',
          ]}
        />
        <Cta href={shop}>Start shopping</Cta>
        <P>
          Your orders are always at <A href={`${store.webOrigin}/orders`}>your orders page</A>.
        </P>
      </Layout>
    ),
  };
}
