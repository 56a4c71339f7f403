import { Link } from 'react-router';
import type { ShopInfo } from '~/features/store';
import { buttonClasses } from '~/ui/button';
import { Image } from '~/ui/image';

/** The hero's own words and picture until the store gives its own (Settings → Home page). */
export const BUILT_IN_HERO = {
  title: 'Upgrade your living room, and your wardrobe',
  text: 'TV wall mounts, HDMI cables, remotes, streaming devices and entertainment units, with everyday clothing and accessories.',
  /** Said after the text only where it is true: the store delivers everywhere for free. */
  freeShipping: 'Free shipping across India.',
  imageUrl: '/images/hero.svg',
  imageAlt: 'A living room with a wall-mounted TV above an entertainment unit',
};

type StoreHero = Partial<NonNullable<ShopInfo['homeHero']>> | null | undefined;

/**
 * Spec section 2: the hero with Browse Collection and Featured Products. Its heading, text and
 * picture are the store's when it gives them; each one it leaves blank is the built-in one.
 */
export function Hero({
  storeName,
  hero,
  freeShipping = true,
}: {
  storeName: string;
  hero?: StoreHero;
  /** Whether the store delivers to every PIN code for free (StoreInfo.freeShippingEverywhere). */
  freeShipping?: boolean;
}) {
  const ownPicture = hero?.imageUrl ? hero : null;
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 sm:py-16 md:grid-cols-2 lg:py-20">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-widest break-words text-accent-400">
            {storeName}
          </p>
          <h1 className="mt-3 text-3xl font-extrabold leading-tight tracking-tight break-words sm:text-4xl lg:text-5xl">
            {hero?.title || BUILT_IN_HERO.title}
          </h1>
          <p className="mt-4 max-w-xl text-base break-words text-brand-50 sm:text-lg">
            {hero?.text ||
              (freeShipping
                ? `${BUILT_IN_HERO.text} ${BUILT_IN_HERO.freeShipping}`
                : BUILT_IN_HERO.text)}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/products" className={buttonClasses('secondary', 'lg')}>
              Browse Collection
            </Link>
            <Link to="/products?featured=true" className={buttonClasses('outline-light', 'lg')}>
              Featured Products
            </Link>
          </div>
        </div>
        <Image
          src={ownPicture?.imageUrl ?? BUILT_IN_HERO.imageUrl}
          alt={ownPicture ? (ownPicture.imageAlt ?? '') : BUILT_IN_HERO.imageAlt}
          width={1200}
          height={800}
          sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
          fetchPriority="high"
          // The largest picture on the page: decode it with the first paint.
          decoding="auto"
          className="aspect-[3/2] h-auto w-full rounded-2xl object-cover shadow-2xl"
        />
      </div>
    </section>
  );
}
