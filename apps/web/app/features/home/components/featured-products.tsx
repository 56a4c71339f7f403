import { FEATURED_LIMIT } from '@storefront/contract';
import { Suspense } from 'react';
import { Await, Link } from 'react-router';
import { type ProductCardView, ProductGrid, ProductGridSkeleton } from '~/features/catalog';

/**
 * Spec section 4: 4 placeholder cards while loading, then the grid, or a message when empty.
 * `products` is the list itself when rendered on the server and a promise after a client-side
 * navigation.
 */
export function FeaturedProducts({
  products,
}: {
  products: ProductCardView[] | Promise<ProductCardView[]>;
}) {
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-14">
      <div className="flex items-end justify-between gap-4">
        <h2 id="featured-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Featured Products
        </h2>
        <Link to="/products" className="font-semibold text-brand-700 hover:underline">
          View All<span className="sr-only"> products</span>
        </Link>
      </div>
      <div className="mt-6">
        <Suspense
          fallback={
            <ProductGridSkeleton
              count={FEATURED_LIMIT}
              layout="row-of-4"
              label="Loading featured products"
            />
          }
        >
          <Await resolve={products} errorElement={<NoFeaturedProducts />}>
            {(list) =>
              list.length === 0 ? (
                <NoFeaturedProducts />
              ) : (
                <ProductGrid products={list} layout="row-of-4" eagerImages={false} />
              )
            }
          </Await>
        </Suspense>
      </div>
    </section>
  );
}

function NoFeaturedProducts() {
  return <p className="text-slate-700">No featured products available at the moment.</p>;
}
