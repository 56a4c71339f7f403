import { Link } from 'react-router';
import { buttonClasses } from '~/ui/button';
import { Image } from '~/ui/image';

/** Spec section 2: the hero with Browse Collection and Featured Products. */
export function Hero({ storeName }: { storeName: string }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 sm:py-16 md:grid-cols-2 lg:py-20">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-accent-400">
            {storeName}
          </p>
          <h1 className="mt-3 text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl lg:text-5xl">
            Upgrade your living room, and your wardrobe
          </h1>
          <p className="mt-4 max-w-xl text-base text-brand-50 sm:text-lg">
            TV wall mounts, HDMI cables, remotes, streaming devices and entertainment units, with
            everyday clothing and accessories. Free shipping across India.
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
          src="/images/hero.svg"
          alt="A living room with a wall-mounted TV above an entertainment unit"
          width={1200}
          height={800}
          fetchPriority="high"
          // The largest picture on the page: decode it with the first paint.
          decoding="auto"
          className="h-auto w-full rounded-2xl shadow-2xl"
        />
      </div>
    </section>
  );
}
