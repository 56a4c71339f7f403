import type { MailStore } from '../mail-kinds';
import { greetingName, grievanceUrl } from './format';
import { type ComposedMail, A, Facts, Layout, MultiLine, P, Subtitle, Title } from './layout';

export function grievanceResolvedMail(
  store: MailStore,
  data: { ticket: string; name: string; outcome: 'resolved' | 'closed'; resolution: string },
): ComposedMail {
  const resolved = data.outcome === 'resolved';
  return {
    subject: `Complaint ${data.ticket} ${resolved ? 'resolved' : 'closed'} — ${store.name}`,
    element: (
      <Layout
        store={store}
        preview={
          resolved
            ? `Our answer to your complaint ${data.ticket}.`
            : `Your complaint ${data.ticket} has been closed.`
        }
      >
        <Title>
          {resolved ? 'Your complaint has been resolved' : 'Your complaint has been closed'}
        </Title>
        <P>Dear {greetingName(data.name)},</P>
        <Facts rows={[['Ticket', data.ticket]]} />
        <Subtitle>{resolved ? 'Our answer' : 'Why it was closed'}</Subtitle>
        <P>
          <MultiLine text={data.resolution} />
        </P>
        <P>
          If you are not satisfied, reply to this e-mail or write to us at{' '}
          <A href={`mailto:${store.email}`}>{store.email}</A>, quoting ticket {data.ticket}. The
          ticket stays on{' '}
          <A href={grievanceUrl(store.webOrigin, data.ticket)}>our grievance page</A>.
        </P>
      </Layout>
    ),
  };
}
