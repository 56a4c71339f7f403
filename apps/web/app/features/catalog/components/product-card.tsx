import { Link } from 'react-router';
import { addProductToCart } from '~/features/cart';
import { formatPrice } from '~/lib/format';
import { CartIcon, EyeIcon, HeartIcon, PlayIcon } from '~/ui/icons';
import { Image } from '~/ui/image';
import { discountPercent, initialChoice, isOnSale, type ProductCardView } from '../product-view';
import { cardLeft, isSoldOut } from '../stock';
import { Rating } from './rating';

/** How urgently a card's image loads: the largest one first, those below the fold lazily. */
export type ImagePriority = 'high' | 'eager' | 'lazy';

/** A card's picture in the listing's grid-3: 1 to 4 columns of a page at most 1280 px wide. */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

export function ProductCard({
  product,
  imagePriority = 'lazy',
  headingLevel = 'h3',
  imageSizes = CARD_IMAGE_SIZES,
}: {
  product: ProductCardView;
  imagePriority?: ImagePriority;
  /** The title's level, one below the heading the card sits under. */
  headingLevel?: 'h2' | 'h3';
  /** How wide the card's picture shows, for an uploaded image's srcset. */
  imageSizes?: string;
}) {
  const Title = headingLevel;
  const href = `/product/${product.id}`;
  const onSale = isOnSale(product);
  const soldOut = isSoldOut(product.variants);
  const left = soldOut ? null : cardLeft(product.variants);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-square overflow-hidden bg-slate-100">
        {/* The title links to the same page; this copy is for pointers only. */}
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block h-full">
          <Image
            src={product.image}
            alt={product.imageAlt}
            width={400}
            height={400}
            sizes={imageSizes}
            loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={imagePriority === 'high' ? 'high' : undefined}
            // The page's largest picture is painted with the first frame, not decoded later.
            decoding={imagePriority === 'high' ? 'auto' : 'async'}
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        </Link>
        {onSale || soldOut ? (
          <div className="absolute left-3 top-3 flex flex-col items-start gap-1.5">
            {soldOut ? (
              <span className="rounded-full bg-slate-900 px-2.5 py-1 text-xs font-bold text-white">
                Out of stock
              </span>
            ) : null}
            {onSale ? (
              <span className="rounded-full bg-accent-400 px-2.5 py-1 text-xs font-bold text-slate-900">
                {discountPercent(product)}% off
              </span>
            ) : null}
          </div>
        ) : null}
        <CardActions product={product} soldOut={soldOut} />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-600">
          {product.category}
        </p>
        <Title className="text-sm font-semibold leading-snug text-slate-900">
          <Link
            to={href}
            className="rounded hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {product.name}
          </Link>
        </Title>
        <Rating />
        {left !== null ? (
          <p className="text-xs font-bold text-amber-800">Only {left} left</p>
        ) : null}
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
          <span className="text-base font-bold text-slate-900">{formatPrice(product.price)}</span>
          {onSale && product.originalPrice !== undefined ? (
            <span className="text-sm text-slate-600 line-through">
              <span className="sr-only">Original price </span>
              {formatPrice(product.originalPrice)}
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}

/**
 * The hover overlay (spec section 2). It also appears while any of its buttons has keyboard focus,
 * and always on touch screens, which cannot hover.
 */
function CardActions({ product, soldOut }: { product: ProductCardView; soldOut: boolean }) {
  const reveal =
    'opacity-0 transition-opacity duration-200 group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100';
  return (
    <>
      <div className={`absolute right-3 top-3 flex flex-col gap-2 ${reveal}`}>
        {/* The spec's wishlist, quick view and demo buttons do nothing yet: they say so. */}
        <ComingSoonButton label="Add to wishlist">
          <HeartIcon size={18} />
        </ComingSoonButton>
        <ComingSoonButton label="Quick view">
          <EyeIcon size={18} />
        </ComingSoonButton>
        <ComingSoonButton label="Watch demo">
          <PlayIcon size={18} />
        </ComingSoonButton>
      </div>
      <div className={`absolute inset-x-3 bottom-3 ${reveal}`}>
        <button
          type="button"
          disabled={soldOut}
          onClick={() => addProductToCart(product, { ...initialChoice(product), quantity: 1 })}
          className="flex h-10 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white shadow-md hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:bg-slate-700"
        >
          <CartIcon size={18} />
          Add to Cart<span className="sr-only">: {product.name}</span>
        </button>
      </div>
    </>
  );
}

function ComingSoonButton({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-disabled="true"
      aria-label={`${label} (coming soon)`}
      title={`${label}: coming soon`}
      className="flex h-9 w-9 cursor-not-allowed items-center justify-center rounded-full bg-white text-slate-700 shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {children}
    </button>
  );
}
