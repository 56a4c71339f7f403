import { STAFF_ROLE_LABELS, type StaffRole } from '@storefront/contract';
import type { MailStore } from '../mail-kinds';
import { formatDateTime } from './format';
import { type ComposedMail, CopyableUrl, Cta, Layout, P, Title } from './layout';

export function staffInviteMail(
  store: MailStore,
  data: { inviteUrl: string; role: string; invitedBy: string; expiresAt: string },
): ComposedMail {
  const role = STAFF_ROLE_LABELS[data.role as StaffRole] ?? data.role;
  return {
    subject: `Your invitation to the ${store.name} back office`,
    element: (
      <Layout store={store} preview={`${data.invitedBy} invited you as ${role}.`}>
        <Title>Join the {store.name} back office</Title>
        <P>
          {data.invitedBy} invited you to the shop’s back office as <strong>{role}</strong>. Choose
          your password with this link: it works once, until {formatDateTime(data.expiresAt)}.
        </P>
        <Cta href={data.inviteUrl}>Accept the invitation</Cta>
        <CopyableUrl href={data.inviteUrl} />
        <P>Not expecting this? Ignore this e-mail: nothing happens without the link.</P>
      </Layout>
    ),
  };
}
