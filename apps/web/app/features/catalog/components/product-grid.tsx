import { Skeleton } from '~/ui/skeleton';
import type { ProductCardView } from '../product-view';
import { CARD_IMAGE_SIZES, type ImagePriority, ProductCard } from './product-card';

/** Spec section 2: the listing's grid-3 shows 1 to 4 columns by width, any other layout 1 to 2. */
export type GridLayout = 'grid-3' | 'grid-2';

/** The home page's short rows: two cards a row on phones, four on wide screens. */
type Layout = GridLayout | 'row-of-4';

const COLUMNS: Record<Layout, string> = {
  'grid-3': 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  'grid-2': 'grid-cols-1 sm:grid-cols-2',
  'row-of-4': 'grid-cols-2 lg:grid-cols-4',
};

/** How wide a card's picture shows in each layout (pages are at most 1280 px wide). */
const IMAGE_SIZES: Record<Layout, string> = {
  'grid-3': CARD_IMAGE_SIZES,
  'grid-2': '(min-width: 1280px) 620px, (min-width: 640px) 50vw, 100vw',
  'row-of-4': '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, 50vw',
};

function imagePriority(index: number): ImagePriority {
  if (index === 0) return 'high';
  return index < 4 ? 'eager' : 'lazy';
}

export function ProductGrid({
  products,
  layout = 'grid-3',
  eagerImages = true,
  headingLevel = 'h3',
}: {
  products: readonly ProductCardView[];
  layout?: Layout;
  /** False when the grid sits below the fold: every image then loads lazily. */
  eagerImages?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ul className={`grid gap-4 sm:gap-6 ${COLUMNS[layout]}`}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            imagePriority={eagerImages ? imagePriority(index) : 'lazy'}
            headingLevel={headingLevel}
            imageSizes={IMAGE_SIZES[layout]}
          />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards of the same size as real ones, so nothing moves when products arrive. */
export function ProductGridSkeleton({
  count,
  layout = 'grid-3',
  label,
}: {
  count: number;
  layout?: Layout;
  label: string;
}) {
  return (
    <div role="status" aria-label={label}>
      <ul className={`grid gap-4 sm:gap-6 ${COLUMNS[layout]}`} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            data-testid="product-card-skeleton"
            className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
          >
            <Skeleton className="aspect-square rounded-none" />
            <div className="flex flex-col gap-2 p-4">
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-4 w-1/4" />
              <Skeleton className="mt-2 h-5 w-1/3" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
