import {
  COD_FEE_LABEL,
  type AdminOrder,
  type OrderItem,
  PAYMENT_METHOD_NAMES,
  PROMOTION_KIND_LABELS,
  type PriceBreakup as PriceBreakupValues,
  type StaffRole,
} from '@storefront/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, useLocation } from 'react-router';
import { canAccess } from '~/features/auth';
import { CreditNoteList, ReturnStatusBadge } from '~/features/returns';
import { CreateShipment, ShipmentList } from '~/features/shipping';
import { formatCount, formatDateTime, formatRupees } from '~/lib/format';
import { buttonClasses } from '~/ui/button';
import { DataTable } from '~/ui/data-table';
import { Detail, detailLinkClasses } from '~/ui/detail';
import { PageHeader, Section } from '~/ui/page-header';
import { AddressCorrection } from './address-correction';
import { UtrCorrection } from './utr-correction';
import { OrderInvoice } from './order-invoice';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { OrderRefunds } from './order-refunds';
import { PaymentAttempts } from './payment-attempts';
import { ReturnToOrigin } from './return-to-origin';
import { StatusChangeForm } from './status-change-form';

const column = createColumnHelper<OrderItem>();

const itemColumns = [
  column.accessor('productTitle', {
    header: 'Product',
    cell: ({ row }) => {
      const variant = [
        row.original.size ? `Size ${row.original.size}` : '',
        row.original.color ? `Colour ${row.original.color}` : '',
      ]
        .filter(Boolean)
        .join(' · ');
      return (
        <span>
          <span className="block font-medium text-slate-900">{row.original.productTitle}</span>
          {variant ? <span className="block text-sm text-slate-700">{variant}</span> : null}
        </span>
      );
    },
    meta: { primary: true },
  }),
  column.accessor('quantity', {
    header: 'Quantity',
    cell: (info) => formatCount(info.getValue()),
    meta: { className: 'md:text-right' },
  }),
  column.accessor('price', {
    header: 'Unit price',
    cell: (info) => formatRupees(info.getValue()),
    meta: { className: 'md:text-right whitespace-nowrap' },
  }),
  column.display({
    id: 'lineTotal',
    header: 'Line total',
    cell: ({ row }) => formatRupees(row.original.price * row.original.quantity),
    meta: { className: 'md:text-right whitespace-nowrap' },
  }),
];

/** The items' columns of an order with a discount: what the offers took off each line. */
const discountedItemColumns = [
  ...itemColumns,
  column.accessor('discount', {
    header: 'Discount',
    cell: (info) => (info.getValue() > 0 ? `−${formatRupees(info.getValue())}` : 'None'),
    meta: { className: 'md:text-right whitespace-nowrap' },
  }),
  column.display({
    id: 'paid',
    header: 'Paid',
    cell: ({ row }) =>
      formatRupees(
        Math.round((row.original.price * row.original.quantity - row.original.discount) * 100) /
          100,
      ),
    meta: { className: 'md:text-right whitespace-nowrap' },
  }),
];

/**
 * What the shopper pays, broken up: the items, the offers' discount (when any), delivery, the
 * cash-on-delivery fee (when one was added), the GST included (from the rates the lines were sold at; unknown for an order from
 * before them) and the total.
 */
function PriceBreakup({ breakup, total }: { breakup: PriceBreakupValues; total: number }) {
  return (
    <dl className="mt-4 border-t border-slate-200 pt-3 text-sm">
      <div className="flex justify-between py-1">
        <dt className="text-slate-700">Items</dt>
        <dd className="text-slate-900">{formatRupees(breakup.items)}</dd>
      </div>
      {breakup.discount ? (
        <div className="flex justify-between py-1">
          <dt className="text-slate-700">Discount</dt>
          <dd className="text-slate-900">−{formatRupees(breakup.discount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between py-1">
        <dt className="text-slate-700">Delivery</dt>
        <dd className="text-slate-900">
          {breakup.delivery === 0 ? 'Free' : formatRupees(breakup.delivery)}
        </dd>
      </div>
      {breakup.codFee ? (
        <div className="flex justify-between py-1">
          <dt className="text-slate-700">{COD_FEE_LABEL}</dt>
          <dd className="text-slate-900">{formatRupees(breakup.codFee)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between py-1">
        <dt className="text-slate-700">GST included</dt>
        <dd className="text-slate-900">
          {breakup.gstIncluded === null ? 'Not known' : formatRupees(breakup.gstIncluded)}
        </dd>
      </div>
      <div className="mt-2 flex justify-between border-t border-slate-200 pt-3 text-lg font-semibold">
        <dt>Total</dt>
        <dd>{formatRupees(total)}</dd>
      </div>
    </dl>
  );
}

/** The offers the order was given, each with what it saved; linked for those who run them. */
function OrderPromotions({
  promotions,
  linked,
}: {
  promotions: AdminOrder['promotions'];
  linked: boolean;
}) {
  return (
    <ul className="divide-y divide-slate-200">
      {promotions.map((promotion) => (
        <li key={promotion.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
          <span className="min-w-0">
            {linked ? (
              <Link
                to={`/promotions/${promotion.id}`}
                className={`${detailLinkClasses} font-semibold`}
              >
                {promotion.label}
              </Link>
            ) : (
              <span className="font-semibold text-slate-900">{promotion.label}</span>
            )}
            <span className="block text-sm text-slate-700">
              {promotion.code === null ? (
                'Automatic offer'
              ) : (
                <>
                  Code <span className="font-mono">{promotion.code}</span>
                </>
              )}{' '}
              · {PROMOTION_KIND_LABELS[promotion.kind]}
            </span>
          </span>
          <span className="text-sm whitespace-nowrap text-slate-900">
            Saved {formatRupees(promotion.saving)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The order's return and exchange requests, each linked to its page. */
function OrderReturns({ returns }: { returns: AdminOrder['returns'] }) {
  return (
    <ul className="divide-y divide-slate-200">
      {returns.map((found) => (
        <li key={found.id} className="py-3 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <Link to={`/returns/${found.id}`} className={`${detailLinkClasses} font-semibold`}>
              Return #{found.id}
            </Link>
            <ReturnStatusBadge status={found.status} />
            <span className="text-slate-700">asked {formatDateTime(found.createdAt)}</span>
          </p>
          <p className="text-slate-800">
            {found.lines
              .map(
                (line) =>
                  `${line.quantity} × ${line.productTitle}${line.exchangeFor ? ' (exchange)' : ''}`,
              )
              .join(', ')}{' '}
            · {found.reason}
          </p>
        </li>
      ))}
    </ul>
  );
}

export interface OrderDetailProps {
  order: AdminOrder;
  /** The signed-in staff member's role: what they may do with the order. */
  role: StaffRole;
  onChanged: () => void;
  onAuthFailure?: (error: unknown) => boolean;
}

/** One order: what to do next first (on a phone), then its lines, payments and history. */
export function OrderDetail({ order, role, onChanged, onAuthFailure }: OrderDetailProps) {
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch;
  const address = order.shippingAddress;

  return (
    <>
      <PageHeader
        title={
          <>
            Order <span className="font-mono">{order.id}</span>
          </>
        }
        description={
          <span className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={order.status} />
            <span>Placed {formatDateTime(order.createdAt)}</span>
          </span>
        }
        actions={
          <Link
            to={`/orders${listSearch ? `?${listSearch}` : ''}`}
            className={buttonClasses('outline', 'sm')}
          >
            Back to orders
          </Link>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-start-3 lg:row-start-1">
          <Section title="Status" id="order-status">
            <StatusChangeForm
              key={`${order.status}-${order.updatedAt}`}
              order={order}
              role={role}
              onChanged={onChanged}
              onAuthFailure={onAuthFailure}
            />
            <ReturnToOrigin
              order={order}
              role={role}
              onChanged={onChanged}
              onAuthFailure={onAuthFailure}
            />
          </Section>
          <Section title="Customer" id="order-customer">
            <dl>
              <Detail term="Name">{address.fullName}</Detail>
              <Detail term="E-mail">
                <a href={`mailto:${order.email}`} className={detailLinkClasses}>
                  {order.email}
                </a>
              </Detail>
              <Detail term="Phone">
                <a href={`tel:${order.phone}`} className={detailLinkClasses}>
                  {order.phone}
                </a>
              </Detail>
              <Detail term="Ship to">
                <address className="not-italic">
                  {address.fullName}
                  <br />
                  {address.address}
                  <br />
                  {address.city}, {address.state} {address.postalCode}
                  <br />
                  Phone {address.phone}
                </address>
              </Detail>
            </dl>
            <AddressCorrection order={order} onChanged={onChanged} onAuthFailure={onAuthFailure} />
          </Section>
          <Section title="Delivery" id="order-delivery">
            <dl>
              <Detail term="Payment method">
                {order.paymentMethod
                  ? PAYMENT_METHOD_NAMES[order.paymentMethod].label
                  : 'Not chosen yet'}
              </Detail>
              <Detail term="Shipping method">{order.shippingMethod ?? '—'}</Detail>
              {order.carrier ? <Detail term="Carrier">{order.carrier}</Detail> : null}
              {order.trackingNumber ? (
                <Detail term="Tracking number">
                  <span className="font-mono">{order.trackingNumber}</span>
                </Detail>
              ) : null}
              {order.trackingUrl ? (
                <Detail term="Tracking page">
                  <a
                    href={order.trackingUrl}
                    target="_blank"
                    rel="noreferrer noopener"
                    className={detailLinkClasses}
                  >
                    {order.trackingUrl}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </Detail>
              ) : null}
              {order.cancelReason ? (
                <Detail term="Reason for cancelling">{order.cancelReason}</Detail>
              ) : null}
            </dl>
          </Section>
          <Section title="Invoice" id="order-invoice">
            <OrderInvoice order={order} onAuthFailure={onAuthFailure} />
          </Section>
          {order.creditNotes.length > 0 ? (
            <Section
              title="Credit notes"
              id="order-credit-notes"
              description="Issued against the invoice for returns and refunds."
            >
              <CreditNoteList
                orderId={order.id}
                creditNotes={order.creditNotes}
                onAuthFailure={onAuthFailure}
              />
            </Section>
          ) : null}
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <Section title="Items" id="order-items">
            <DataTable
              caption={`Items of order ${order.id}`}
              columns={
                order.items.some((item) => item.discount > 0) ? discountedItemColumns : itemColumns
              }
              data={order.items}
              getRowId={(item) => String(item.id)}
              noun={['item', 'items']}
              empty={<p className="text-sm text-slate-700">This order has no items.</p>}
            />
            <PriceBreakup breakup={order.priceBreakup} total={order.total} />
          </Section>
          {order.promotions.length > 0 ? (
            <Section title="Offers applied" id="order-promotions">
              <OrderPromotions
                promotions={order.promotions}
                linked={canAccess(role, 'promotions')}
              />
            </Section>
          ) : null}
          <Section title="Shipments" id="order-shipments">
            <ShipmentList order={order} onChanged={onChanged} onAuthFailure={onAuthFailure} />
            <CreateShipment order={order} onChanged={onChanged} onAuthFailure={onAuthFailure} />
          </Section>
          {order.returns.length > 0 ? (
            <Section title="Returns" id="order-returns">
              <OrderReturns returns={order.returns} />
            </Section>
          ) : null}
          <Section title="Payments" id="order-payments">
            <PaymentAttempts payments={order.payments} />
            {role === 'owner' ? (
              <UtrCorrection order={order} onChanged={onChanged} onAuthFailure={onAuthFailure} />
            ) : null}
          </Section>
          <Section title="Money and refunds" id="order-money">
            <OrderRefunds
              order={order}
              role={role}
              onChanged={onChanged}
              onAuthFailure={onAuthFailure}
            />
          </Section>
          <Section title="History" id="order-history">
            <OrderTimeline events={order.timeline} />
          </Section>
        </div>
      </div>
    </>
  );
}
