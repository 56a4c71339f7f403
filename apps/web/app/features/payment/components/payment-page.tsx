import { ORDER_STATUS, type PaymentFieldValues } from '@storefront/contract';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '~/ui/button';
import { Skeleton } from '~/ui/skeleton';
import { toast } from '~/ui/toast';
import { openUrl, postGatewayForm } from '../leave-page';
import { paymentMessages } from '../payment-messages';
import { submitPayment } from '../payment-api';
import { describePaymentFailure, nextPaymentStep, type PaymentStep } from '../payment-step';
import { opensAnotherApp } from '../upi-link';
import { usePaymentFields } from '../use-payment-fields';
import { type AwaitedPayment, AwaitingPayment } from './awaiting-payment';
import { PaymentForm, type PaymentSubmitResult } from './payment-form';
import { PaymentProblem } from './payment-problem';

/** The order to pay: `?orderId=` or, from a page that navigated here, the navigation state. */
function useOrderIdToPay(): string | null {
  const [searchParams] = useSearchParams();
  const { state } = useLocation();
  const fromQuery = searchParams.get('orderId')?.trim();
  if (fromQuery) return fromQuery;
  const fromState: unknown =
    state && typeof state === 'object' && 'orderId' in state ? state.orderId : null;
  return typeof fromState === 'string' && fromState.trim() ? fromState.trim() : null;
}

/** The payment page (spec sections 2, 4 and 8). */
export function PaymentPage() {
  const orderId = useOrderIdToPay();
  if (!orderId) {
    return (
      <PaymentFrame>
        <h1 className="text-2xl font-bold tracking-tight">Payment Information</h1>
        <div className="mt-6">
          <PaymentProblem message={paymentMessages.orderIdMissing} />
        </div>
      </PaymentFrame>
    );
  }
  // A new order id starts the page afresh.
  return <PayOrder key={orderId} orderId={orderId} />;
}

function PaymentFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:py-12">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {children}
      </div>
    </div>
  );
}

type View =
  | { kind: 'form'; problem?: string }
  | { kind: 'awaiting'; payment: AwaitedPayment }
  | { kind: 'not-payable' };

function PayOrder({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const fieldsState = usePaymentFields(orderId);
  const [view, setView] = useState<View>({ kind: 'form' });

  async function pay(values: PaymentFieldValues): Promise<PaymentSubmitResult> {
    setView({ kind: 'form' });
    let step: PaymentStep;
    try {
      step = nextPaymentStep(await submitPayment(orderId, values));
    } catch (error) {
      const failure = describePaymentFailure(error, Object.keys(values));
      switch (failure.kind) {
        case 'fields':
          return { fieldErrors: failure.errors };
        case 'not-payable':
          setView({ kind: 'not-payable' });
          return undefined;
        case 'signed-out':
          return { leaving: true };
        case 'failed':
          setView({ kind: 'form', problem: failure.message });
          return undefined;
      }
    }
    switch (step.kind) {
      case 'post-form':
        postGatewayForm(step.url, step.params);
        return { leaving: true };
      case 'deeplink':
        openUrl(step.url);
        if (!opensAnotherApp(step.url)) return { leaving: true };
        setView({ kind: 'awaiting', payment: { kind: 'app', url: step.url } });
        return undefined;
      case 'qr':
      case 'qr-image':
        setView({ kind: 'awaiting', payment: step });
        return undefined;
      case 'redirect':
        // A path of this site stays in the app; anything else is a page load.
        if (/^\/(?!\/)/.test(step.url)) void navigate(step.url, { replace: true });
        else openUrl(step.url);
        return { leaving: true };
      case 'initiated':
        toast({
          title: paymentMessages.initiatedTitle,
          description: paymentMessages.initiatedDescription,
        });
        void navigate('/orders', { replace: true });
        return { leaving: true };
      case 'failed':
        setView({ kind: 'form', problem: step.message });
        return undefined;
    }
  }

  /** The order left Pending while the shopper paid outside the page. */
  function orderSettled(status: number) {
    if (status === ORDER_STATUS.CANCELLED) {
      setView({ kind: 'not-payable' });
      return;
    }
    void navigate(`/order-success?orderId=${encodeURIComponent(orderId)}`, { replace: true });
  }

  if (view.kind === 'awaiting') {
    return (
      <PaymentFrame>
        <AwaitingPayment
          orderId={orderId}
          payment={view.payment}
          onSettled={orderSettled}
          onPayAnotherWay={() => setView({ kind: 'form' })}
        />
      </PaymentFrame>
    );
  }

  return (
    <PaymentFrame>
      <h1 className="text-2xl font-bold tracking-tight">Payment Information</h1>
      <p className="mt-1 text-sm text-slate-600">
        Order <span className="font-mono font-semibold text-slate-800">{orderId}</span>
      </p>
      <div className="mt-6">
        {view.kind === 'not-payable' ? (
          <PaymentProblem
            message={paymentMessages.notPayable}
            link={{ to: '/orders', label: 'View My Orders' }}
          />
        ) : fieldsState.status === 'failed' ? (
          <PaymentProblem message={paymentMessages.loadFailed}>
            <Button onClick={fieldsState.reload}>Try Again</Button>
          </PaymentProblem>
        ) : fieldsState.status === 'loading' ? (
          <FormSkeleton />
        ) : (
          <>
            {view.problem ? (
              <div className="mb-6">
                <PaymentProblem message={view.problem} />
              </div>
            ) : null}
            <PaymentForm
              fields={fieldsState.value.fields}
              order={fieldsState.value.order}
              onSubmit={pay}
            />
          </>
        )}
      </div>
    </PaymentFrame>
  );
}

function FormSkeleton() {
  return (
    <div aria-busy="true" className="space-y-5">
      <span className="sr-only">Loading the payment form…</span>
      {[0, 1, 2].map((row) => (
        <div key={row}>
          <Skeleton className="h-4 w-32" />
          <Skeleton className="mt-2 h-11 w-full" />
        </div>
      ))}
      <Button size="lg" className="w-full" disabled>
        Proceed to Payment
      </Button>
    </div>
  );
}
