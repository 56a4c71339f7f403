import { type Ref, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '~/lib/format';
import { Button, buttonClasses } from '~/ui/button';
import { canRequestReturn, formatIndiaDate } from '../after-sale-view';
import type { DisplayedOrder } from '../order-view';
import { fetchOwnOrder } from '../orders-api';
import { CancelOrderPanel } from './cancel-order-panel';
import { DownloadInvoiceButton } from './download-invoice-button';
import { OrderCard } from './order-card';
import { RefundDestinationForm } from './order-refunds';
import { OrderCreditNotes, OrderReturns } from './order-returns';
import { ReturnRequestForm } from './return-request-form';

type Panel = 'cancel' | 'return' | null;

interface Notice {
  tone: 'done' | 'problem';
  text: string;
}

/**
 * An order on the orders page with what the shopper can do about it: pay, track, download the
 * invoice and credit notes, say where a refund goes, cancel it before it ships (after a confirm
 * step), ask to return or exchange items within the return window, and follow those requests.
 * A cancel or a request shows the order as the API now answers it, in place.
 */
export function MyOrderCard({
  order,
  onChanged,
  onRefundDestinationSaved,
  headingRef,
}: {
  order: DisplayedOrder;
  onChanged: (order: DisplayedOrder) => void;
  onRefundDestinationSaved: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const [panel, setPanel] = useState<Panel>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const focusNotice = useCallback((element: HTMLParagraphElement | null) => element?.focus(), []);
  const panelId = `order-${order.id}-after-sale`;

  function open(next: Panel) {
    setNotice(null);
    setPanel(panel === next ? null : next);
  }

  /** Reads the order again (after a refusal or a request), keeping what is shown if it cannot. */
  async function refresh() {
    const fresh = await fetchOwnOrder(order.id);
    if (fresh) onChanged(fresh);
  }

  const returnsOpen = canRequestReturn(order.afterSale);
  const forOrder = <span className="sr-only"> for order {order.id}</span>;
  return (
    <OrderCard
      order={order}
      headingRef={headingRef}
      below={
        <>
          <OrderReturns orderId={order.id} returns={order.returns} />
          <OrderCreditNotes orderId={order.id} creditNotes={order.creditNotes} />
          {order.refundDestinationNeeded ? (
            <RefundDestinationForm order={order} onSaved={onRefundDestinationSaved} />
          ) : null}
          {notice ? (
            <p
              ref={focusNotice}
              tabIndex={-1}
              role={notice.tone === 'problem' ? 'alert' : 'status'}
              className={`border-t px-4 py-3 text-sm outline-none sm:px-6 ${
                notice.tone === 'problem'
                  ? 'border-red-200 bg-red-50 text-red-800'
                  : 'border-green-200 bg-green-50 text-green-900'
              }`}
            >
              {notice.text}
            </p>
          ) : null}
          <div id={panelId}>
            {panel === 'cancel' && order.afterSale.cancellable ? (
              <CancelOrderPanel
                order={order}
                onCancelled={(cancelled) => {
                  setPanel(null);
                  onChanged(cancelled);
                  const refunded = cancelled.refunds.reduce(
                    (sum, refund) => sum + (refund.status === 'failed' ? 0 : refund.amount),
                    0,
                  );
                  setNotice({
                    tone: 'done',
                    text:
                      refunded > 0
                        ? `Your order is cancelled. ${formatPrice(refunded)} is being refunded to where you paid from.`
                        : 'Your order is cancelled.',
                  });
                }}
                onRefused={(message) => {
                  setPanel(null);
                  setNotice({ tone: 'problem', text: message });
                  void refresh();
                }}
                onKeep={() => setPanel(null)}
              />
            ) : null}
            {panel === 'return' && returnsOpen ? (
              <ReturnRequestForm
                order={order}
                onSent={({ photoFailure }) => {
                  setPanel(null);
                  setNotice(
                    photoFailure
                      ? { tone: 'problem', text: `Your request is sent. ${photoFailure}` }
                      : {
                          tone: 'done',
                          text: 'Your request is sent. You can follow it below the order.',
                        },
                  );
                  void refresh();
                }}
                onClose={() => setPanel(null)}
              />
            ) : null}
          </div>
        </>
      }
      actions={
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
          {order.invoice ? (
            <DownloadInvoiceButton orderId={order.id} invoiceNumber={order.invoice.number} />
          ) : null}
          {returnsOpen ? (
            <Button
              variant="outline"
              aria-expanded={panel === 'return'}
              aria-controls={panelId}
              onClick={() => open('return')}
            >
              Return or exchange items{forOrder}
            </Button>
          ) : null}
          {order.afterSale.cancellable ? (
            <Button
              variant="outline"
              aria-expanded={panel === 'cancel'}
              aria-controls={panelId}
              onClick={() => open('cancel')}
            >
              Cancel order{forOrder}
            </Button>
          ) : null}
          {returnsOpen && order.afterSale.returnUntil ? (
            <p className="basis-full text-sm text-slate-700">
              Return window closes on {formatIndiaDate(order.afterSale.returnUntil)}
            </p>
          ) : null}
        </>
      }
    />
  );
}
