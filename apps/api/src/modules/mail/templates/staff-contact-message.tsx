import type { MailStore } from '../mail-kinds';
import { adminPageUrl } from './format';
import { type ComposedMail, Cta, Facts, Layout, MultiLine, P, Title } from './layout';

/** Sent to the shop with Reply-To the sender, so a reply from the mail app reaches them too. */
export function staffContactMessageMail(
  store: MailStore,
  data: { messageId: number; name: string; email: string; subject: string; message: string },
): ComposedMail {
  return {
    subject: `Contact message: ${data.subject} — ${store.name}`,
    element: (
      <Layout store={store} preview={`From ${data.name}: ${data.message.slice(0, 100)}`}>
        <Title>{data.subject}</Title>
        <Facts rows={[['From', `${data.name} (${data.email})`]]} />
        <P>
          <MultiLine text={data.message} />
        </P>
        <Cta href={adminPageUrl(store, `/messages/${data.messageId}`)}>
          Answer in the back office
        </Cta>
        <P>
          An answer from the back office is kept with the message; a reply to this e-mail goes to{' '}
          {data.email} from your own mailbox.
        </P>
      </Layout>
    ),
  };
}
