import type { MailStore } from '../mail-kinds';
import { greetingName } from './format';
import { type ComposedMail, CopyableUrl, Cta, Layout, P, Title } from './layout';

export function passwordResetMail(
  store: MailStore,
  data: { firstName: string; token: string; expiresAt: string },
): ComposedMail {
  const resetUrl = `${store.webOrigin}/reset-password?token=${encodeURIComponent(data.token)}`;
  return {
    subject: `Reset your ${store.name} password`,
    element: (
      <Layout store={store} preview="The link to choose a new password works for 30 minutes.">
        <Title>Hi {greetingName(data.firstName)},</Title>
        <P>Someone (we hope you) asked to reset the password of your {store.name} account.</P>
        <Cta href={resetUrl}>Choose a new password</Cta>
        <CopyableUrl href={resetUrl} />
        <P>The link works for 30 minutes and only once.</P>
        <P>If you did not ask, ignore this e-mail; your password is unchanged.</P>
      </Layout>
    ),
  };
}
