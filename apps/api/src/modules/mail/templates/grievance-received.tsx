import type { MailStore } from '../mail-kinds';
import { formatDateTime, greetingName, grievanceUrl } from './format';
import { type ComposedMail, CopyableUrl, Cta, Facts, Layout, P, Title } from './layout';

// The complaint itself is not repeated: anyone can file one for any address, and the shop must
// not mail a stranger's text to it.
export function grievanceReceivedMail(
  store: MailStore,
  data: {
    ticket: string;
    name: string;
    receivedAt: string;
    acknowledgeBy: string;
    resolveBy: string;
  },
): ComposedMail {
  const link = grievanceUrl(store.webOrigin, data.ticket);
  return {
    subject: `Complaint ${data.ticket} received — ${store.name}`,
    element: (
      <Layout store={store} preview={`Your complaint is registered as ticket ${data.ticket}.`}>
        <Title>We have received your complaint</Title>
        <P>Dear {greetingName(data.name)},</P>
        <P>
          Thank you for writing to us. Your complaint is registered with our grievance officer as
          ticket <strong>{data.ticket}</strong>. Please quote this number whenever you write or call
          about it.
        </P>
        <Facts
          rows={[
            ['Ticket', data.ticket],
            ['Received on', formatDateTime(data.receivedAt)],
            ['To be acknowledged by', formatDateTime(data.acknowledgeBy)],
            ['To be resolved by', formatDateTime(data.resolveBy)],
          ]}
        />
        <P>
          We will acknowledge your complaint within 48 hours and resolve it within one month of
          receiving it, as the Consumer Protection (E-Commerce) Rules, 2020 require.
        </P>
        <Cta href={link}>Look up your complaint</Cta>
        <CopyableUrl href={link} />
        <P>You will need the ticket number and this e-mail address to look it up.</P>
      </Layout>
    ),
  };
}
