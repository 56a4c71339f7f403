import { Link } from 'react-router';
import { Button, buttonClasses } from '~/ui/button';
import { Skeleton } from '~/ui/skeleton';
import type { DisplayedOrder } from '../order-view';
import { ordersLoadFailed, useMyOrders } from '../use-my-orders';
import { OrderCard } from './order-card';

/** The orders page (spec section 2, Orders): every order of the signed-in shopper. */
export function MyOrders() {
  const orders = useMyOrders();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">My Orders</h1>
      <div className="mt-8" aria-busy={orders.status === 'loading'}>
        {orders.status === 'loading' ? (
          <OrdersSkeleton />
        ) : orders.status === 'failed' ? (
          <div className="rounded-xl border border-slate-200 bg-white px-4 py-12 text-center">
            <p className="text-red-700">{ordersLoadFailed}</p>
            <Button variant="outline" className="mt-4" onClick={orders.reload}>
              Try Again
            </Button>
          </div>
        ) : orders.value.length === 0 ? (
          <NoOrders />
        ) : (
          <ul className="space-y-6">
            {orders.value.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} actions={<OrderActions order={order} />} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function OrderActions({ order }: { order: DisplayedOrder }) {
  const forOrder = <span className="sr-only"> for order {order.id}</span>;
  return (
    <>
      {order.canPay ? (
        <Link
          to={`/payment?orderId=${encodeURIComponent(order.id)}`}
          className={buttonClasses('primary', 'md')}
        >
          Pay Now{forOrder}
        </Link>
      ) : null}
      <Link
        to={`/track-order?id=${encodeURIComponent(order.id)}`}
        className={buttonClasses('outline', 'md')}
      >
        Track Order{forOrder}
      </Link>
    </>
  );
}

function NoOrders() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-slate-200 bg-white px-4 py-16 text-center">
      <h2 className="text-xl font-semibold text-slate-900">No Orders Found</h2>
      <p className="mt-2 text-slate-700">You haven&apos;t placed any orders yet.</p>
      <Link to="/products" className={buttonClasses('primary', 'lg', 'mt-6')}>
        Browse Products
      </Link>
    </div>
  );
}

function OrdersSkeleton() {
  return (
    <div role="status" aria-label="Loading your orders" className="space-y-6">
      {[0, 1].map((index) => (
        <div key={index} className="rounded-xl border border-slate-200 bg-white p-6">
          <div className="flex justify-between gap-4">
            <div className="space-y-2">
              <Skeleton className="h-5 w-48" />
              <Skeleton className="h-4 w-32" />
            </div>
            <Skeleton className="h-7 w-24 rounded-full" />
          </div>
          <div className="mt-6 space-y-3">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
