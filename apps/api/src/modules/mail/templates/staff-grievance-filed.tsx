import type { MailStore } from '../mail-kinds';
import { adminPageUrl, formatDateTime } from './format';
import { type ComposedMail, Cta, Facts, Layout, P, Title } from './layout';

// The complaint's text stays in the back office: a mail forwarded or left open is not where a
// customer's own words about a delivery should travel.
export function staffGrievanceFiledMail(
  store: MailStore,
  data: {
    ticket: string;
    name: string;
    contact: string;
    orderRef: string | null;
    acknowledgeBy: string;
    resolveBy: string;
  },
): ComposedMail {
  return {
    subject: `New grievance ${data.ticket}: acknowledge by ${formatDateTime(data.acknowledgeBy)} — ${store.name}`,
    element: (
      <Layout store={store} preview={`From ${data.name}. Acknowledge it within 48 hours.`}>
        <Title>A new grievance</Title>
        <Facts
          rows={[
            ['Ticket', data.ticket],
            ['From', `${data.name} (${data.contact})`],
            ['Order', data.orderRef],
            ['Acknowledge by', formatDateTime(data.acknowledgeBy)],
            ['Resolve by', formatDateTime(data.resolveBy)],
          ]}
        />
        <P>
          The Consumer Protection (E-Commerce) Rules, 2020 ask the grievance officer to acknowledge
          a complaint within 48 hours and resolve it within one month.
        </P>
        <Cta href={adminPageUrl(store, `/grievances/${encodeURIComponent(data.ticket)}`)}>
          Open the grievance
        </Cta>
      </Layout>
    ),
  };
}
