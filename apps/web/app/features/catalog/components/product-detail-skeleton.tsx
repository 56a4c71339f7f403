import { Skeleton } from '~/ui/skeleton';

/** The product page while its data loads (spec section 2: loading shows a skeleton). */
export function ProductDetailSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading product"
      className="mx-auto max-w-7xl px-4 py-6 sm:py-10"
    >
      <Skeleton className="h-6 w-20" />
      <div className="mt-4 grid gap-8 md:grid-cols-2 lg:gap-12">
        <Skeleton className="aspect-square w-full rounded-2xl" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-8 w-4/5" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-9 w-40" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-11 w-64" />
          <Skeleton className="h-12 w-48" />
        </div>
      </div>
    </div>
  );
}
