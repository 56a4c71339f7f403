import type { MailStore } from '../mail-kinds';
import { formatDateTime, greetingName, telHref } from './format';
import { type ComposedMail, A, Layout, P, Title } from './layout';

export function passwordChangedMail(
  store: MailStore,
  data: { firstName: string; changedAt: string; how: 'reset' | 'change' },
): ComposedMail {
  const when = formatDateTime(data.changedAt);
  return {
    subject: `Your ${store.name} password was changed`,
    element: (
      <Layout store={store} preview={`Your password was changed on ${when}.`}>
        <Title>Hi {greetingName(data.firstName)},</Title>
        <P>
          The password of your {store.name} account was changed on {when}
          {data.how === 'reset' ? ' with a password-reset link' : ' from your account page'}.
        </P>
        <P>
          <strong>If this was not you, reset your password at once:</strong>{' '}
          <A href={`${store.webOrigin}/forgot-password`}>reset your password</A>, and tell us at{' '}
          <A href={`mailto:${store.email}`}>{store.email}</A> or{' '}
          <A href={telHref(store.phone)}>{store.phone}</A>.
        </P>
      </Layout>
    ),
  };
}
