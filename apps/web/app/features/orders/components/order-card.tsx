import type { ReactNode, Ref } from 'react';
import { formatPrice, variantLabels } from '~/lib/format';
import { type DisplayedOrder, type DisplayedPromotion, formatIndianMobile } from '../order-view';
import { OrderRefunds } from './order-refunds';
import { OrderShipments } from './order-shipments';
import { PriceBreakup } from './price-breakup';
import { StatusBadge } from './status-badge';

/**
 * One order: its number, date and status, the items with quantity and price (and what its offers
 * took off each), the total and its breakup (items, discount, delivery, GST included, total), the
 * offers applied, and where and how it ships (once shipped, the carrier, and the tracking number
 * linked to the carrier's tracking page), and each parcel with its courier's scans. `actions` go at the bottom (the orders page's Pay Now, Track Order and
 * Download invoice).
 */
export function OrderCard({
  order,
  actions,
  below,
  headingRef,
}: {
  order: DisplayedOrder;
  actions?: ReactNode;
  /** Between the order and its actions (the orders page's refund destination form). */
  below?: ReactNode;
  /** For moving focus to the order once it appears. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const headingId = `order-${order.id}-heading`;
  const { shipping } = order;
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 bg-slate-50 px-4 py-4 sm:px-6">
        <div>
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={headingRef ? -1 : undefined}
            className="text-lg font-semibold text-slate-900 outline-none"
          >
            Order <span className="font-mono">{order.id}</span>
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Placed on <time dateTime={order.createdAt}>{order.placedOn}</time>
          </p>
        </div>
        <StatusBadge status={order.status} label={order.statusLabel} />
      </header>

      <div className="grid gap-6 px-4 py-5 sm:px-6 lg:grid-cols-[1fr_18rem]">
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Items</h3>
          <table className="mt-2 w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Item
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Qty
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Price
                </th>
                <th scope="col" className="py-2 pl-3 text-right font-medium">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {order.items.map((item) => {
                const variant = variantLabels(item.size, item.color).join(' · ');
                return (
                  <tr key={item.id} className="align-top">
                    <td className="py-2 pr-3">
                      <span className="font-medium text-slate-900">{item.name}</span>
                      {variant ? <span className="block text-slate-600">{variant}</span> : null}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{item.quantity}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatPrice(item.price)}</td>
                    <td className="py-2 pl-3 text-right tabular-nums">
                      {formatPrice(item.price * item.quantity)}
                      {item.discount > 0 ? (
                        <span className="block text-green-800">
                          Offer −{formatPrice(item.discount)}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot className="border-t border-slate-200">
              <tr>
                <th scope="row" colSpan={3} className="py-2 pr-3 text-right font-semibold">
                  Total
                </th>
                <td className="py-2 pl-3 text-right font-bold tabular-nums text-slate-900">
                  {formatPrice(order.total)}
                </td>
              </tr>
            </tfoot>
          </table>
          {order.breakup ? (
            <PriceBreakup breakup={order.breakup} className="mt-4 sm:ml-auto sm:max-w-xs" />
          ) : null}
          <OrderPromotions orderId={order.id} promotions={order.promotions} />
        </div>

        <div>
          <h3 className="text-sm font-semibold text-slate-900">Shipping</h3>
          <dl className="mt-2 space-y-3 text-sm">
            <div>
              <dt className="text-slate-600">Address</dt>
              <dd className="text-slate-900">
                {shipping.fullName ? <span className="block">{shipping.fullName}</span> : null}
                <span className="block">{shipping.address}</span>
                <span className="block">
                  {shipping.city}, {shipping.state} {shipping.postalCode}
                </span>
                {shipping.phone ? (
                  <span className="block">{formatIndianMobile(shipping.phone)}</span>
                ) : null}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Method</dt>
              <dd className="text-slate-900">{shipping.method}</dd>
            </div>
            {shipping.carrier ? (
              <div>
                <dt className="text-slate-600">Carrier</dt>
                <dd className="text-slate-900">{shipping.carrier}</dd>
              </div>
            ) : null}
            <div>
              <dt className="text-slate-600">Tracking number</dt>
              <dd className="break-words text-slate-900">
                {shipping.trackingUrl ? (
                  <a
                    href={shipping.trackingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    {shipping.tracking}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  shipping.tracking
                )}
              </dd>
            </div>
          </dl>
        </div>
      </div>

      <OrderShipments orderId={order.id} shipments={order.shipments} />
      <OrderRefunds refunds={order.refunds} />
      {below}
      {actions ? (
        <footer className="flex flex-wrap gap-3 border-t border-slate-200 px-4 py-4 sm:px-6">
          {actions}
        </footer>
      ) : null}
    </article>
  );
}

/** The offers the order was given (issue 40), each by its label and code with what it saved. */
function OrderPromotions({
  orderId,
  promotions,
}: {
  orderId: string;
  promotions: readonly DisplayedPromotion[];
}) {
  if (promotions.length === 0) return null;
  const headingId = `order-${orderId}-offers`;
  return (
    <div className="mt-4 sm:ml-auto sm:max-w-xs">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Offers applied
      </h3>
      <ul aria-labelledby={headingId} className="mt-2 space-y-1 text-sm">
        {promotions.map((promotion, index) => (
          <li key={index} className="flex justify-between gap-4">
            <span className="text-slate-700">
              {promotion.label}
              {promotion.code ? (
                <span className="font-mono text-slate-600"> ({promotion.code})</span>
              ) : null}
            </span>
            <span className="shrink-0 tabular-nums text-green-800">
              You saved {formatPrice(promotion.saving)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
