import type { MailStore } from '../mail-kinds';
import { formatDateTime, greetingName, grievanceUrl } from './format';
import { type ComposedMail, A, Facts, Layout, P, Title } from './layout';

export function grievanceAcknowledgedMail(
  store: MailStore,
  data: { ticket: string; name: string; resolveBy: string },
): ComposedMail {
  return {
    subject: `Complaint ${data.ticket} acknowledged — ${store.name}`,
    element: (
      <Layout store={store} preview={`Our grievance officer is looking into ${data.ticket}.`}>
        <Title>Your complaint has been acknowledged</Title>
        <P>Dear {greetingName(data.name)},</P>
        <P>
          Our grievance officer has read your complaint and is looking into it. We will write to you
          with our answer.
        </P>
        <Facts
          rows={[
            ['Ticket', data.ticket],
            ['To be resolved by', formatDateTime(data.resolveBy)],
          ]}
        />
        <P>
          You can see where it stands at any time on{' '}
          <A href={grievanceUrl(store.webOrigin, data.ticket)}>our grievance page</A>.
        </P>
      </Layout>
    ),
  };
}
