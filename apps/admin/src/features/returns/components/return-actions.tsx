import { zodResolver } from '@hookform/resolvers/zod';
import {
  RETURN_STATUS_LABELS,
  type AdminReturn,
  returnPickupRequestSchema,
  type ReturnStatusChange,
  returnStatusChangeSchema,
} from '@storefront/contract';
import { type ReactNode, type RefObject, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formatCount, formatRupees } from '~/lib/format';
import { useStatusChange } from '~/lib/use-status-change';
import { Button } from '~/ui/button';
import { ChoiceCards } from '~/ui/choice-cards';
import { Field, TextareaField } from '~/ui/field';
import { FormAlert } from '~/ui/states';
import { toast } from '~/ui/toast';
import {
  receiveFormValues,
  receiveResolver,
  type ReceiveFormValues,
  refundFormSchema,
  type RefundFormInput,
  type RefundFormValues,
} from '../return-forms';
import { asksExchange, exchangeOf, variantOf } from '../return-rules';
import {
  arrangeReturnPickup,
  changeReturnStatus,
  refundReturn,
  shipReturnExchange,
} from '../returns-api';

export interface ReturnActionsProps {
  found: AdminReturn;
  /** The return changed (here or, on a 409, elsewhere): load it again. */
  onChanged: () => void;
  /** A 401 or an enrolment demand, for the caller to lead the person on; true when handled. */
  onAuthFailure?: (error: unknown) => boolean;
}

/**
 * What staff may do next with a return, by its status: approve or reject a request; arrange the
 * pickup and receive the parcel of an approved one, inspecting each line; refund a received one
 * (or ship the exchange the shopper asked for). Each step asks once more, saying what follows.
 */
export function ReturnActions(props: ReturnActionsProps) {
  const { found } = props;
  switch (found.status) {
    case 'requested':
      return <DecisionForm {...props} />;
    case 'approved':
      return (
        <div className="space-y-6">
          <PickupForm {...props} />
          <ReceiveForm {...props} />
        </div>
      );
    case 'received':
      return (
        <div className="space-y-6">
          {asksExchange(found) ? <ExchangeAction {...props} /> : null}
          {found.proposedRefund !== null && found.proposedRefund > 0 ? (
            <RefundForm {...props} proposed={found.proposedRefund} />
          ) : (
            <p className="text-sm text-slate-700">
              Nothing came back in a state to refund: there is no refund to give.
            </p>
          )}
        </div>
      );
    default:
      return (
        <p className="text-sm text-slate-700">
          This return is {RETURN_STATUS_LABELS[found.status].toLowerCase()}: there is nothing more
          to do.
        </p>
      );
  }
}

/** The "are you sure?" step of an action: what follows, and the buttons to go ahead or not. */
function Confirm({
  id,
  children,
  confirmLabel,
  sending,
  confirmButton,
  onConfirm,
  onCancel,
}: {
  id: string;
  children: ReactNode;
  confirmLabel: string;
  sending: boolean;
  confirmButton: RefObject<HTMLButtonElement | null>;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <p id={id} className="text-sm font-semibold text-slate-900">
        {children}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button ref={confirmButton} disabled={sending} onClick={onConfirm}>
          {sending ? 'Saving…' : confirmLabel}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Not yet
        </Button>
      </div>
    </div>
  );
}

const DECISIONS = [
  {
    value: 'approved',
    label: 'Approve',
    description: 'The shop takes it back: arrange the pickup next. The shopper is e-mailed.',
  },
  {
    value: 'rejected',
    label: 'Reject',
    description: 'The shop does not take it back. Give the reason: the shopper is e-mailed it.',
  },
] as const;

type Decision = Pick<ReturnStatusChange, 'status' | 'reason'>;

function DecisionForm({ found, onChanged, onAuthFailure }: ReturnActionsProps) {
  const legendId = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<Decision, unknown, z.output<typeof returnStatusChangeSchema>>({
    resolver: zodResolver(returnStatusChangeSchema),
    defaultValues: { reason: '' },
  });
  const chosen = useWatch({ control, name: 'status' });
  const { formError, confirming, setConfirming, sending, confirmButton, send } = useStatusChange<
    z.output<typeof returnStatusChangeSchema>
  >({
    change: (values) =>
      changeReturnStatus(found.id, {
        status: values.status,
        ...(values.status === 'rejected' ? { reason: values.reason } : {}),
      }),
    noun: 'return',
    onSaved: (values) =>
      toast({
        title: `Return #${found.id} ${values.status === 'approved' ? 'approved' : 'rejected'}`,
      }),
    onChanged,
    onAuthFailure,
  });
  return (
    <form noValidate onSubmit={handleSubmit(setConfirming)} className="space-y-4">
      <FormAlert message={formError} />
      <ChoiceCards
        legendId={legendId}
        legend="Decision"
        choices={DECISIONS}
        error={errors.status ? 'Choose whether to approve or reject the return' : undefined}
        {...register('status', { onChange: () => setConfirming(null) })}
      />
      {chosen === 'rejected' ? (
        <TextareaField
          label="Reason"
          hint="Sent to the shopper as written, and shown on their order."
          rows={3}
          error={errors.reason?.message}
          {...register('reason', { onChange: () => setConfirming(null) })}
        />
      ) : null}
      {confirming ? (
        <Confirm
          id={`${legendId}-confirm`}
          confirmLabel="Yes, go ahead"
          sending={sending}
          confirmButton={confirmButton}
          onConfirm={() => send(confirming)}
          onCancel={() => setConfirming(null)}
        >
          {confirming.status === 'approved' ? 'Approve' : 'Reject'} return #{found.id}?{' '}
          {found.customerName} is e-mailed at {found.email}.
        </Confirm>
      ) : (
        <Button type="submit" className="w-full sm:w-auto">
          {chosen === 'rejected' ? 'Reject' : chosen === 'approved' ? 'Approve' : 'Continue'}
        </Button>
      )}
    </form>
  );
}

type PickupInput = z.input<typeof returnPickupRequestSchema>;

function PickupForm({ found, onChanged, onAuthFailure }: ReturnActionsProps) {
  const headingId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PickupInput, unknown, z.output<typeof returnPickupRequestSchema>>({
    resolver: zodResolver(returnPickupRequestSchema),
    defaultValues: {
      carrier: found.pickup?.carrier ?? '',
      trackingNumber: found.pickup?.trackingNumber ?? '',
      trackingUrl: found.pickup?.trackingUrl ?? '',
    },
  });
  const { formError, sending, send } = useStatusChange<z.output<typeof returnPickupRequestSchema>>({
    change: (values) => arrangeReturnPickup(found.id, values),
    noun: 'return',
    onSaved: (values) =>
      toast({ title: `Pickup by ${values.carrier} recorded for return #${found.id}` }),
    onChanged,
    onAuthFailure,
  });
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={handleSubmit(send)}
      className="space-y-4"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        {found.pickup ? 'Change the pickup' : 'Arrange the pickup'}
      </h3>
      <FormAlert message={formError} />
      <Field
        label="Carrier"
        hint="Such as India Post, Delhivery or Blue Dart."
        autoComplete="off"
        error={errors.carrier?.message}
        {...register('carrier')}
      />
      <Field
        label="Tracking number"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.trackingNumber?.message}
        {...register('trackingNumber')}
      />
      <Field
        label="Tracking URL"
        type="url"
        inputMode="url"
        optional
        hint="The carrier's tracking page for the parcel, shown to the shopper."
        error={errors.trackingUrl?.message}
        {...register('trackingUrl')}
      />
      <Button type="submit" variant="outline" disabled={sending}>
        {sending ? 'Saving…' : found.pickup ? 'Save the pickup' : 'Arrange pickup'}
      </Button>
    </form>
  );
}

function ReceiveForm({ found, onChanged, onAuthFailure }: ReturnActionsProps) {
  const headingId = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ReceiveFormValues, unknown, ReturnStatusChange>({
    resolver: receiveResolver(found),
    defaultValues: receiveFormValues(found),
  });
  const lines = useWatch({ control, name: 'lines' });
  const { formError, confirming, setConfirming, sending, confirmButton, send } =
    useStatusChange<ReturnStatusChange>({
      change: (body) => changeReturnStatus(found.id, body),
      noun: 'return',
      onSaved: () => toast({ title: `Return #${found.id} received` }),
      onChanged,
      onAuthFailure,
    });
  const restocked = (confirming?.lines ?? []).reduce((sum, line) => sum + Number(line.restock), 0);
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={handleSubmit(setConfirming)}
      className="space-y-4"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        Receive and inspect
      </h3>
      <p className="text-sm text-slate-700">
        When the parcel is back: how many of each came back, and how many go back to stock. The rest
        is written off with its reason.
      </p>
      <FormAlert message={formError ?? errors.root?.message} />
      {found.lines.map((line, index) => {
        const typed = lines?.[index];
        const writingOff = typed !== undefined && Number(typed.restock) < Number(typed.received);
        const variant = variantOf(line);
        return (
          <fieldset key={line.itemId} className="space-y-3 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">
              {line.productTitle}
              {variant ? ` (${variant})` : ''}: {formatCount(line.quantity)} sent back
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field
                label="Received"
                type="number"
                inputMode="numeric"
                min={0}
                max={line.quantity}
                error={errors.lines?.[index]?.received?.message}
                {...register(`lines.${index}.received`, { onChange: () => setConfirming(null) })}
              />
              <Field
                label="Back to stock"
                type="number"
                inputMode="numeric"
                min={0}
                max={line.quantity}
                error={errors.lines?.[index]?.restock?.message}
                {...register(`lines.${index}.restock`, { onChange: () => setConfirming(null) })}
              />
            </div>
            {writingOff || errors.lines?.[index]?.writeOffReason ? (
              <Field
                label="Write-off reason"
                hint="Why the rest cannot be sold again: damaged, used, missing parts."
                error={errors.lines?.[index]?.writeOffReason?.message}
                {...register(`lines.${index}.writeOffReason`, {
                  onChange: () => setConfirming(null),
                })}
              />
            ) : null}
          </fieldset>
        );
      })}
      {confirming ? (
        <Confirm
          id={`${headingId}-confirm`}
          confirmLabel="Yes, record the receipt"
          sending={sending}
          confirmButton={confirmButton}
          onConfirm={() => send(confirming)}
          onCancel={() => setConfirming(null)}
        >
          Record return #{found.id} as received, {formatCount(restocked)} back to stock?{' '}
          {found.customerName} is e-mailed. This cannot be undone.
        </Confirm>
      ) : (
        <Button type="submit" className="w-full sm:w-auto">
          Record as received
        </Button>
      )}
    </form>
  );
}

function RefundForm({
  found,
  proposed,
  onChanged,
  onAuthFailure,
}: ReturnActionsProps & { proposed: number }) {
  const headingId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RefundFormInput, unknown, RefundFormValues>({
    resolver: zodResolver(refundFormSchema(proposed)),
    defaultValues: { amount: proposed.toFixed(2) },
  });
  const { formError, confirming, setConfirming, sending, confirmButton, send } =
    useStatusChange<RefundFormValues>({
      change: (values) => refundReturn(found.id, { amount: values.amount }),
      noun: 'return',
      onSaved: (values) =>
        toast({ title: `Refund of ${formatRupees(values.amount)} asked for return #${found.id}` }),
      onChanged,
      onAuthFailure,
    });
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={handleSubmit(setConfirming)}
      className="space-y-4"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        Refund
      </h3>
      <FormAlert message={formError} />
      <Field
        label="Amount (₹)"
        inputMode="decimal"
        autoComplete="off"
        hint={`Proposed from the items received: ${formatRupees(proposed)}. You may lower it, not raise it.`}
        error={errors.amount?.message}
        {...register('amount', { onChange: () => setConfirming(null) })}
      />
      {confirming ? (
        <Confirm
          id={`${headingId}-confirm`}
          confirmLabel="Yes, refund"
          sending={sending}
          confirmButton={confirmButton}
          onConfirm={() => send(confirming)}
          onCancel={() => setConfirming(null)}
        >
          Refund {formatRupees(confirming.amount)} to {found.customerName}? A GST credit note is
          issued when the order was invoiced, and the shopper is e-mailed.
        </Confirm>
      ) : (
        <Button type="submit" className="w-full sm:w-auto">
          Refund
        </Button>
      )}
    </form>
  );
}

function ExchangeAction({ found, onChanged, onAuthFailure }: ReturnActionsProps) {
  const headingId = useId();
  const { formError, confirming, setConfirming, sending, confirmButton, send } =
    useStatusChange<true>({
      change: () => shipReturnExchange(found.id),
      noun: 'return',
      onSaved: () => toast({ title: `Exchange order created for return #${found.id}` }),
      onChanged,
      onAuthFailure,
    });
  const asked = found.lines.filter((line) => line.exchangeFor !== null);
  return (
    <div role="group" aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Ship the exchange
      </h3>
      <ul className="list-disc pl-5 text-sm text-slate-800">
        {asked.map((line) => (
          <li key={line.itemId}>
            {line.productTitle}: {exchangeOf(line)}
          </li>
        ))}
      </ul>
      <FormAlert message={formError} />
      {confirming ? (
        <Confirm
          id={`${headingId}-confirm`}
          confirmLabel="Yes, create the exchange order"
          sending={sending}
          confirmButton={confirmButton}
          onConfirm={() => send(true)}
          onCancel={() => setConfirming(null)}
        >
          Create an order shipping the other size or colour to {found.customerName}, at no charge?
          Its stock is taken now.
        </Confirm>
      ) : (
        <Button variant="outline" onClick={() => setConfirming(true)}>
          Ship the exchange
        </Button>
      )}
    </div>
  );
}
