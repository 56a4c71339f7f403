import { Link } from 'react-router';
import { formatPrice } from '~/lib/format';
import { Image } from '~/ui/image';
import { isOnSale, type ProductView } from '../product-view';

export function ProductCard({
  product,
  priority = false,
}: {
  product: ProductView;
  priority?: boolean;
}) {
  const href = `/product/${product.id}`;
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <Link
        to={href}
        className="block aspect-square overflow-hidden bg-slate-100"
        tabIndex={-1}
        aria-hidden="true"
      >
        <Image
          src={product.image}
          alt=""
          width={400}
          height={400}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
          {product.category}
        </p>
        <h3 className="text-sm font-semibold text-slate-900">
          <Link to={href} className="hover:text-brand-700">
            {product.name}
          </Link>
        </h3>
        <p className="mt-auto flex items-baseline gap-2 pt-2">
          <span className="text-base font-bold text-slate-900">{formatPrice(product.price)}</span>
          {isOnSale(product) && product.originalPrice !== undefined ? (
            <span className="text-sm text-slate-500 line-through">
              <span className="sr-only">Original price </span>
              {formatPrice(product.originalPrice)}
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}
