import type { MailStore } from '../mail-kinds';
import { adminPageUrl, variantLabel } from './format';
import { type ComposedMail, Cta, Layout, List, P, Title } from './layout';

export function staffLowStockMail(
  store: MailStore,
  data: {
    day: string;
    variants: {
      title: string;
      size: string;
      color: string;
      sku: string | null;
      stock: number;
      threshold: number;
    }[];
    total: number;
  },
): ComposedMail {
  const more = data.total - data.variants.length;
  return {
    subject: `Low stock: ${data.total} ${data.total === 1 ? 'variant' : 'variants'} at or under their threshold — ${store.name}`,
    element: (
      <Layout store={store} preview={`Stock to reorder on ${data.day}.`}>
        <Title>Low stock today</Title>
        <P>
          {data.total === 1 ? 'One variant is' : `${data.total} variants are`} at or under the
          low-stock threshold, the lowest first:
        </P>
        <List
          items={data.variants.map((variant) => {
            const label = variantLabel(variant.size || null, variant.color || null);
            return (
              <>
                <strong>{variant.title}</strong>
                {label ? ` (${label})` : ''}
                {variant.sku ? ` — SKU ${variant.sku}` : ''}: {variant.stock} left (threshold{' '}
                {variant.threshold})
              </>
            );
          })}
        />
        {more > 0 ? <P>And {more} more.</P> : null}
        <Cta href={adminPageUrl(store, '/products/low-stock')}>See low stock</Cta>
        <P>This digest comes once a day while stock is low.</P>
      </Layout>
    ),
  };
}
