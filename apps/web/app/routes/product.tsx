import { data } from 'react-router';
import { isProductSoldOut, ProductDetail, ProductNotFound } from '~/features/catalog';
import { loadProduct } from '~/features/catalog/index.server';
import { pageTitle, type RootData } from '~/features/store';
import { loadPublicOrigin } from '~/features/store/index.server';
import { formatPrice } from '~/lib/format';
import { resolveImageUrl } from '~/lib/api-base';
import type { Route } from './+types/product';

export async function loader({ request, params }: Route.LoaderArgs) {
  const [{ product, details, status }, origin] = await Promise.all([
    loadProduct(request, params.id),
    loadPublicOrigin(request),
  ]);
  // Shared links and search engines need absolute URLs.
  return data(
    { product, details, canonicalUrl: `${origin}/product/${params.id}`, origin },
    { status },
  );
}

const DESCRIPTION_LENGTH = 160;

function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH
    ? flat
    : `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

/** Title, description, canonical URL, Open Graph, Twitter and schema.org Product (spec issue 3, item 8). */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  const product = loaderData?.product;
  if (!loaderData || !product) {
    return [
      { title: pageTitle('Product Not Found', matches) },
      { name: 'robots', content: 'noindex' },
    ];
  }
  const title = pageTitle(product.name, matches);
  const description = summary(product.description);
  // An uploaded image is served by the API, wherever the root loader says browsers reach it.
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  const apiBase = root?.apiBase ?? null;
  const image = product.image
    ? new URL(resolveImageUrl(product.image, apiBase), loaderData.origin).href
    : undefined;
  const price = product.price.toFixed(2);
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: product.name },
    { property: 'og:description', content: description },
    { property: 'og:url', content: loaderData.canonicalUrl },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { property: 'product:price:amount', content: price },
    { property: 'product:price:currency', content: 'INR' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: product.name },
    { name: 'twitter:description', content: description },
    { name: 'twitter:label1', content: 'Price' },
    { name: 'twitter:data1', content: formatPrice(product.price) },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description: product.description,
        sku: product.id,
        category: product.category,
        ...(image ? { image: [image] } : {}),
        offers: {
          '@type': 'Offer',
          url: loaderData.canonicalUrl,
          price,
          priceCurrency: 'INR',
          availability: isProductSoldOut(product)
            ? 'https://schema.org/OutOfStock'
            : 'https://schema.org/InStock',
        },
      },
    },
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  // A new product starts with its own choices: the key resets size, colour and quantity.
  return loaderData.product ? (
    <ProductDetail
      key={loaderData.product.id}
      product={loaderData.product}
      details={loaderData.details}
    />
  ) : (
    <ProductNotFound />
  );
}
