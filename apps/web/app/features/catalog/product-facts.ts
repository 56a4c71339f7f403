import type { ProductDetails } from '@storefront/contract';
import { formatPrice } from '~/lib/format';
import { isOnSale, type ProductView } from './product-view';

export interface ProductFact {
  term: string;
  value: string;
}

const INCLUSIVE = '(inclusive of all taxes)';

/**
 * What the "Product details" section lists (Legal Metrology (Packaged Commodities) Rules, rule
 * 6(10)): the generic name, net quantity, country of origin, who made, packed or imported it,
 * the MRP inclusive of all taxes (the regular price; the selling price beside it when
 * discounted), consumer care (the store's own when the product names none), and the HSN code and
 * GST rate, and "Not returnable" for a product the shop takes no returns of (issue 38). Details
 * the shop has not given are left out; the MRP is always known. `details` is
 * null for an API that sends none.
 */
export function productFacts(
  product: Pick<ProductView, 'price' | 'originalPrice'>,
  details: ProductDetails | null,
  /** The store's own consumer care, for a product that names none (storeConsumerCare). */
  storeCare: string | null = null,
): ProductFact[] {
  const mrp = product.originalPrice ?? product.price;
  const facts: (ProductFact | null)[] = [
    given('Generic name', details?.genericName),
    given('Net quantity', details?.netQuantity),
    given('Country of origin', details?.countryOfOrigin),
    given('Manufacturer / packer / importer', details?.manufacturer),
    { term: 'MRP', value: `${formatPrice(mrp)} ${INCLUSIVE}` },
    isOnSale(product)
      ? { term: 'Selling price', value: `${formatPrice(product.price)} ${INCLUSIVE}` }
      : null,
    given('Consumer care', details?.consumerCare?.trim() || storeCare),
    given('HSN code', details?.hsn),
    details?.gstRate != null
      ? { term: 'GST rate', value: `${formatRate(details.gstRate)}, included in the price` }
      : null,
    // Said only when the shop takes none back: the store's return window is not on this page.
    details?.returnable === false ? { term: 'Returns', value: 'Not returnable' } : null,
  ];
  return facts.filter((fact): fact is ProductFact => fact !== null);
}

function given(term: string, value: string | null | undefined): ProductFact | null {
  const text = value?.trim();
  return text ? { term, value: text } : null;
}

/** "18%", "0.25%". */
export function formatRate(ratePercent: number): string {
  return `${Number(ratePercent.toFixed(2))}%`;
}
