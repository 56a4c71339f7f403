import {
  type Dashboard,
  ORDER_STATUS,
  PAYMENT_METHOD_NAMES,
  type PaymentMethod,
} from '@storefront/contract';
import { Link } from 'react-router';
import { formatCount, formatDateTime, formatRupees } from '~/lib/format';
import { Section } from '~/ui/page-header';
import { RevenueChart } from './revenue-chart';

function Tally({ title, orders, revenue }: { title: string; orders: number; revenue: number }) {
  return (
    <section
      aria-label={title}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-6"
    >
      <h2 className="text-sm font-semibold text-slate-700">{title}</h2>
      {/* A figure never breaks: Revenue goes under Orders when the two do not fit side by side. */}
      <dl className="mt-2 flex flex-wrap gap-x-8 gap-y-3">
        <div>
          <dt className="text-sm text-slate-700">Orders</dt>
          <dd className="text-2xl font-bold whitespace-nowrap text-slate-900 tabular-nums">
            {formatCount(orders)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Revenue</dt>
          <dd className="text-2xl font-bold whitespace-nowrap text-slate-900 tabular-nums">
            {formatRupees(revenue)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-700">
        Revenue counts paid orders and cash on delivery, not payments still to confirm.
      </p>
    </section>
  );
}

const linkClasses =
  'flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700';

/** A count that may call for action, linked to the list of what it counts; tinted when not 0. */
function CountCard(props: {
  title: string;
  heading: string;
  to: string;
  link: string;
  count: number;
  tint: string;
  whenSome: string;
  whenNone: string;
}) {
  const { count } = props;
  return (
    <section
      aria-label={props.title}
      className={`rounded-xl border p-4 shadow-sm md:p-6 ${count > 0 ? props.tint : 'border-slate-200 bg-white'}`}
    >
      <h2 className="text-sm font-semibold text-slate-700">{props.heading}</h2>
      <p className="mt-2">
        <Link
          to={props.to}
          className="text-lg font-semibold text-brand-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {props.link}
        </Link>
      </p>
      <p className="mt-1 text-sm text-slate-700">{count > 0 ? props.whenSome : props.whenNone}</p>
    </section>
  );
}

const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

/** "upi" → "UPI": a payment method as the shop names it; an unknown one as the API says it. */
function methodName(method: string): string {
  return PAYMENT_METHOD_NAMES[method as PaymentMethod]?.label ?? method;
}

/** Parcels that came back undelivered, of those shipped in the last 30 days, by payment method. */
function RtoRate({ rows }: { rows: Dashboard['rtoRate'] }) {
  if (rows.length === 0) {
    return <p className="text-sm text-slate-700">No order shipped in the last 30 days.</p>;
  }
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Return-to-origin rate by payment method, last 30 days</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-slate-700">
          <th scope="col" className="py-2 pr-3 font-medium">
            Payment method
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            Shipped
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            Returned to origin
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Rate
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {rows.map((row) => (
          <tr key={row.paymentMethod}>
            <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
              {methodName(row.paymentMethod)}
            </th>
            <td className="py-2 pr-3 text-right tabular-nums">{formatCount(row.shipped)}</td>
            <td className="py-2 pr-3 text-right tabular-nums">
              {formatCount(row.returnedToOrigin)}
            </td>
            <td className="py-2 text-right font-semibold tabular-nums">
              {percent.format(row.rate)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The shop at a glance: sales, what waits for the shop, and UPI money to check for. */
export function DashboardView({ data }: { data: Dashboard }) {
  const awaiting = [
    {
      status: ORDER_STATUS.PENDING,
      label: 'Pending',
      hint: 'to confirm',
      count: data.awaitingAction.pending,
    },
    {
      status: ORDER_STATUS.PROCESSING,
      label: 'Processing',
      hint: 'to ship',
      count: data.awaitingAction.processing,
    },
    {
      status: ORDER_STATUS.SHIPPED,
      label: 'Shipped',
      hint: 'on the way',
      count: data.awaitingAction.shipped,
    },
  ];
  return (
    <div className="space-y-6">
      {/* Four across only where a card holds a figure of crores: 2xl (1536 px), not 1366 px. */}
      <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-4">
        <Tally title="Today" {...data.today} />
        <Tally title="Last 30 days" {...data.last30Days} />
        <CountCard
          title="Low stock"
          heading="Stock"
          to="/products/low-stock"
          link={`Low stock: ${formatCount(data.lowStock)} ${data.lowStock === 1 ? 'variant' : 'variants'}`}
          count={data.lowStock}
          tint="border-amber-300 bg-amber-50"
          whenSome="Tracked variants at or under their threshold: restock or adjust them."
          whenNone="No tracked variant is at or under its threshold."
        />
        <CountCard
          title="Grievances"
          heading="Grievances"
          to="/grievances?due=attention"
          link={`Needing attention: ${formatCount(data.grievancesNeedingAttention)}`}
          count={data.grievancesNeedingAttention}
          tint="border-red-300 bg-red-50"
          whenSome="New complaints to acknowledge, and complaints overdue or near their deadline."
          whenNone="No complaint is new, overdue or near its deadline."
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Orders awaiting action" id="awaiting">
          <ul className="divide-y divide-slate-200">
            {awaiting.map((row) => (
              <li key={row.status}>
                <Link to={`/orders?status=${row.status}`} className={linkClasses}>
                  <span>
                    <span className="font-medium text-brand-800 underline underline-offset-2">
                      {row.label}
                    </span>{' '}
                    <span className="text-sm text-slate-700">{row.hint}</span>
                  </span>
                  <span className="text-lg font-semibold text-slate-900">
                    {formatCount(row.count)}
                    <span className="sr-only"> orders</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
        <Section
          title="UPI payments to confirm"
          id="upi"
          description="Check your bank app for each amount, then confirm the order with its UTR."
        >
          {data.upiAwaitingConfirmation.length === 0 ? (
            <p className="text-sm text-slate-700">No UPI payment is waiting for confirmation.</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {data.upiAwaitingConfirmation.map((payment) => (
                <li key={payment.orderId}>
                  <Link
                    to={`/orders/${encodeURIComponent(payment.orderId)}`}
                    className={linkClasses}
                  >
                    <span className="min-w-0">
                      <span className="block font-mono font-semibold text-brand-800 underline underline-offset-2">
                        {payment.orderId}
                      </span>
                      <span className="block text-sm text-slate-700">
                        {payment.customerName} · {formatDateTime(payment.createdAt)}
                      </span>
                    </span>
                    <span className="font-semibold whitespace-nowrap text-slate-900">
                      {formatRupees(payment.amount)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <CountCard
          title="Returns"
          heading="Returns"
          to="/returns"
          link={`Needing action: ${formatCount(data.returnsNeedingAction)}`}
          count={data.returnsNeedingAction}
          tint="border-amber-300 bg-amber-50"
          whenSome="Requests to approve, parcels to receive and refunds to give."
          whenNone="No return waits for the shop."
        />
        <Section
          title="Return to origin, last 30 days"
          id="rto"
          description="Shipped parcels that came back undelivered (refused, unreachable, wrong address)."
        >
          <RtoRate rows={data.rtoRate} />
        </Section>
      </div>
      <Section
        title="Money, last 30 days"
        id="money"
        description="Of the orders placed in the last 30 days: money as it is, not as ordered."
      >
        <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-3 lg:grid-cols-5">
          {(
            [
              ['Paid', data.money.paid],
              ['Awaiting payment', data.money.pending],
              ['Refunded', data.money.refunded],
              ['Refund under way', data.money.refunding],
              ['Refund due', data.money.refundDue],
            ] as const
          ).map(([label, amount]) => (
            <div key={label}>
              <dt className="text-sm text-slate-700">{label}</dt>
              <dd className="text-xl font-bold whitespace-nowrap text-slate-900 tabular-nums">
                {formatRupees(amount)}
              </dd>
            </div>
          ))}
        </dl>
        {data.money.refundDue > 0 ? (
          <p className="mt-3">
            <Link
              to="/orders?refund=due"
              className="font-medium text-brand-800 underline underline-offset-2"
            >
              Orders with money to give back
            </Link>
          </p>
        ) : null}
      </Section>
      <Section title="Revenue, last 30 days" id="revenue">
        <RevenueChart days={data.byDay} />
      </Section>
    </div>
  );
}
