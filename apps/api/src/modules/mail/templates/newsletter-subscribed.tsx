import type { MailStore } from '../mail-kinds';
import { unsubscribeUrl } from './format';
import { type ComposedMail, A, CopyableUrl, Layout, P, Title } from './layout';

export function newsletterSubscribedMail(
  store: MailStore,
  data: { token: string; consentText: string },
): ComposedMail {
  const unsubscribe = unsubscribeUrl(store.webOrigin, data.token);
  return {
    subject: `You are subscribed to the ${store.name} newsletter`,
    element: (
      <Layout store={store} preview="New arrivals and sale alerts, once or twice a month.">
        <Title>You are subscribed</Title>
        <P>Thank you for signing up for our newsletter. When you subscribed, we told you:</P>
        <P>“{data.consentText}”</P>
        <P>
          Did not sign up, or changed your mind? No account or password is needed to{' '}
          <A href={unsubscribe}>unsubscribe with one click</A>
        </P>
        <CopyableUrl href={unsubscribe} />
      </Layout>
    ),
  };
}
