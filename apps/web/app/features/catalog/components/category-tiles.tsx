import { Link } from 'react-router';
import { CATEGORY_IMAGE_SIZE, categoryImage } from '~/features/store';
import { Image } from '~/ui/image';
import { categoryHref } from '../listing';

/** A category tile (spec section 3): name, image and path; "Browse Collection" on hover. */
export function CategoryTiles({
  categories,
  headingLevel = 'h3',
  eager = false,
}: {
  categories: readonly string[];
  headingLevel?: 'h2' | 'h3';
  /** True when the tiles are at the top of the page, so their pictures load at once. */
  eager?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3 sm:gap-6">
      {categories.map((name) => (
        <li key={name}>
          <Link
            to={categoryHref(name)}
            className="group relative block overflow-hidden rounded-xl bg-slate-200 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <Image
              src={categoryImage(name)}
              alt=""
              {...CATEGORY_IMAGE_SIZE}
              loading={eager ? 'eager' : 'lazy'}
              className="aspect-[16/9] h-auto w-full object-cover sm:aspect-[4/3] transition-transform duration-300 group-hover:scale-105"
            />
            <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/85 via-slate-950/60 to-transparent p-4 pt-12">
              <Heading className="text-lg font-bold text-white">{name}</Heading>
              <span className="mt-1 inline-block text-sm font-medium text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
                Browse Collection →
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
