import { Fragment, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '~/lib/format';
import { Button, buttonClasses } from '~/ui/button';
import { Skeleton } from '~/ui/skeleton';
import { paymentMessages } from '../payment-messages';
import { readUpiLink, type UpiPaymentRequest } from '../upi-link';
import { useOrderStatusWatch } from '../use-order-status-watch';
import { icon } from '~/ui/icons';

// This page's own icons (the shell's are in ~/ui/icons, on every page's first load).
const CopyIcon = icon(
  '<rect x="9" y="9" width="12" height="12" rx="2"></rect><path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1"></path>',
);
const CheckIcon = icon('<path d="M5 12l5 5L20 7"></path>');

// Loaded only when a QR code is shown, so the page does not carry the encoder.
const QrCode = lazy(() =>
  import('@storefront/ui/qr-code').then((module) => ({ default: module.QrCode })),
);

const QR_LABEL = 'QR code for this payment';

/** The payment happens elsewhere: in an app the shopper scans a code with, or one we opened. */
export type AwaitedPayment =
  { kind: 'qr'; text: string } | { kind: 'qr-image'; src: string } | { kind: 'app'; url: string };

/**
 * The page while the payment is made outside it (spec section 4, QR view): the QR code, or the
 * link that opens the payment app, with what the payment is for. Meanwhile it checks the order
 * now and then, and reports its new status once it has left Pending.
 */
export function AwaitingPayment({
  orderId,
  payment,
  onSettled,
  onPayAnotherWay,
}: {
  orderId: string;
  payment: AwaitedPayment;
  onSettled: (status: number) => void;
  /** Back to the form, to choose another method. */
  onPayAnotherWay: () => void;
}) {
  useOrderStatusWatch(orderId, onSettled);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the shopper was using is gone: take focus to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  const upi = readUpiLink(
    payment.kind === 'qr' ? payment.text : payment.kind === 'app' ? payment.url : '',
  );

  return (
    <section aria-labelledby="awaiting-payment-heading" className="text-center">
      <h1
        id="awaiting-payment-heading"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight outline-none"
      >
        {payment.kind === 'app' ? 'Complete the Payment in Your App' : paymentMessages.qrTitle}
      </h1>
      {payment.kind === 'app' ? (
        <>
          <p className="mt-2 text-slate-700">
            Your payment app should have opened. If it did not, open it with the button below.
          </p>
          <a href={payment.url} className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
            Open payment app
          </a>
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{paymentMessages.qrInstructions}</p>
          <div className="mx-auto mt-6 w-full max-w-64 rounded-xl bg-white p-2 ring-1 ring-slate-200">
            {payment.kind === 'qr' ? (
              <Suspense fallback={<Skeleton className="aspect-square w-full" />}>
                <QrCode text={payment.text} label={QR_LABEL} className="block h-auto w-full" />
              </Suspense>
            ) : (
              <img src={payment.src} alt={QR_LABEL} className="block h-auto w-full" />
            )}
          </div>
        </>
      )}
      {upi ? <UpiDetails upi={upi} /> : null}
      <p role="status" className="mt-6 text-sm text-slate-600">
        Waiting for the payment to be confirmed… This page moves on by itself once it is.
      </p>
      <p className="mt-2 text-sm text-slate-600">
        You may also leave this page: the order shows as Processing in{' '}
        <Link to="/orders" className="font-semibold text-brand-700 underline underline-offset-2">
          My Orders
        </Link>{' '}
        once the shop has the payment.
      </p>
      <Button variant="outline" className="mt-6" onClick={onPayAnotherWay}>
        Pay another way
      </Button>
    </section>
  );
}

function UpiDetails({ upi }: { upi: UpiPaymentRequest }) {
  const rows: [string, string][] = [
    ...(upi.amount !== null ? [['Amount', formatPrice(upi.amount)] as [string, string]] : []),
    ...(upi.payeeName ? [['Pay to', upi.payeeName] as [string, string]] : []),
  ];
  return (
    <div className="mx-auto mt-6 max-w-sm rounded-xl bg-slate-50 p-4 text-left ring-1 ring-slate-200">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="min-w-0 break-words font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
        {/* The whole width of the box: a long UPI ID then breaks at its @ or a dot only. */}
        <div className="col-span-2 mt-1">
          <dt className="text-sm text-slate-600">UPI ID</dt>
          <dd className="break-words font-semibold text-slate-900" data-testid="upi-id">
            <UpiId vpa={upi.payeeVpa} />
          </dd>
        </div>
      </dl>
      <div className="mt-3">
        <CopyButton text={upi.payeeVpa} />
      </div>
    </div>
  );
}

/**
 * A UPI ID that breaks only where a person would (after the "@" or a dot) when the line is too
 * narrow for it whole: "chitrakart@okaxis", not "chitrak" and "art@okaxis".
 */
function UpiId({ vpa }: { vpa: string }) {
  // Each part ends at its "@" or dot (no look-behind: older Safari cannot parse one).
  const parts = vpa.match(/[^@.]*[@.]|[^@.]+$/g) ?? [vpa];
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** Copies the UPI ID for a payment app's "pay to UPI ID" field, and says so. */
function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <>
      <Button variant="outline" size="sm" className="w-full" onClick={() => void copy()}>
        {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
        {copied ? 'UPI ID copied' : 'Copy UPI ID'}
      </Button>
      <p role="status" className="mt-1 text-center text-xs text-slate-600">
        {copied === true
          ? 'Paste it in your payment app.'
          : copied === false
            ? 'Copying is blocked here: select the UPI ID above and copy it.'
            : ''}
      </p>
    </>
  );
}
