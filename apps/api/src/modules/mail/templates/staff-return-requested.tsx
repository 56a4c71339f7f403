import type { MailStore } from '../mail-kinds';
import { adminPageUrl } from './format';
import { type ComposedMail, Cta, Facts, Layout, P, Title } from './layout';

export function staffReturnRequestedMail(
  store: MailStore,
  data: {
    orderId: string;
    returnId: number;
    customerName: string;
    reason: string;
    units: number;
    exchange: boolean;
  },
): ComposedMail {
  const what = data.exchange ? 'an exchange' : 'a return';
  const units = `${data.units} ${data.units === 1 ? 'item' : 'items'}`;
  return {
    subject: `${data.exchange ? 'Exchange' : 'Return'} requested: order ${data.orderId}, ${units} — ${store.name}`,
    element: (
      <Layout store={store} preview={`${data.customerName} asks for ${what}: ${data.reason}.`}>
        <Title>{data.exchange ? 'An exchange request' : 'A return request'}</Title>
        <P>
          {data.customerName} asks for {what} of {units} from order <strong>{data.orderId}</strong>.
          Approve or reject it, with a reason, so the shopper knows what happens next.
        </P>
        <Facts
          rows={[
            ['Order', data.orderId],
            ['Reason', data.reason],
            ['Items', units],
          ]}
        />
        <Cta href={adminPageUrl(store, `/returns/${data.returnId}`)}>Open the request</Cta>
      </Layout>
    ),
  };
}
