import type { MailStore } from '../mail-kinds';
import { greetingName } from './format';
import { type ComposedMail, A, Layout, MultiLine, P } from './layout';

// The answer is the staff member's own words; the customer's message is not repeated (anyone can
// type anyone's address into the contact form).
export function contactReplyMail(
  store: MailStore,
  data: { name: string; subject: string; body: string },
): ComposedMail {
  return {
    subject: `Re: ${data.subject} — ${store.name}`,
    element: (
      <Layout store={store} preview={data.body.slice(0, 120)}>
        <P>Dear {greetingName(data.name)},</P>
        <P>
          <MultiLine text={data.body} />
        </P>
        <P>
          To write back, reply to this e-mail or use our{' '}
          <A href={`${store.webOrigin}/contact`}>contact page</A>.
        </P>
      </Layout>
    ),
  };
}
