import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminOrder,
  ORDER_STATUS,
  orderStatusLabel,
  type StaffRole,
} from '@storefront/contract';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formatRupees } from '~/lib/format';
import { useStatusChange } from '~/lib/use-status-change';
import { Button } from '~/ui/button';
import { ChoiceCards } from '~/ui/choice-cards';
import { CheckboxField, Field, SelectField, TextareaField } from '~/ui/field';
import { FormAlert } from '~/ui/states';
import { toast } from '~/ui/toast';
import { changeOrderStatus } from '../orders-api';
import {
  isReturnToOrigin,
  movesNotForRole,
  nextSteps,
  RTO_OTHER,
  RTO_REASONS,
  statusChangeBody,
  statusChangeFormSchema,
  type StatusChangeFormInput,
  type StatusChangeFormValues,
} from '../status-rules';

export interface StatusChangeFormProps {
  order: AdminOrder;
  /** The signed-in staff member's role: fulfilment is not offered payment or cancelling. */
  role: StaffRole;
  /** The order changed (here or, on a 409, elsewhere): load it again. */
  onChanged: () => void;
  /** A 401 or an enrolment demand, for the caller to lead the person on; true when handled. */
  onAuthFailure?: (error: unknown) => boolean;
}

/**
 * Moves an order along. Only the statuses the API accepts next, from this role, are offered,
 * each asking for what it needs (the payment's reference, the carrier and tracking number, a
 * reason to cancel); cancelling asks once more. What the role may not do is said, not hidden
 * silently. A 409 (someone else moved the order) is shown and the order reloaded.
 */
export function StatusChangeForm({ order, role, onChanged, onAuthFailure }: StatusChangeFormProps) {
  const steps = nextSteps(order, role);
  const withheld = movesNotForRole(order, role);
  const legendId = useId();
  const schema = useMemo(() => statusChangeFormSchema(order), [order]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<StatusChangeFormInput, unknown, StatusChangeFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      status: steps.length === 1 ? String(steps[0]!.status) : '',
      reference: '',
      carrier: '',
      trackingNumber: '',
      trackingUrl: '',
      reason: '',
      cashCollected: false,
      rtoReason: '',
    },
  });

  const chosenStatus = useWatch({ control, name: 'status' });
  const rtoReason = useWatch({ control, name: 'rtoReason' });
  const { formError, confirming, setConfirming, sending, confirmButton, send } =
    useStatusChange<StatusChangeFormValues>({
      change: (values) => changeOrderStatus(order.id, statusChangeBody(values, order.status)),
      noun: 'order',
      onSaved: (values) =>
        toast({
          title: `Order ${order.id} is now ${orderStatusLabel(values.status).toLowerCase()}`,
        }),
      onChanged,
      onAuthFailure,
      // The UTR was refused (not 12 digits, or it paid another order): nothing changed.
      describeRefusal: (error) => {
        const about = /^reference: (.*)$/.exec(error.message)?.[1];
        if (!about) return null;
        return error.status === 409
          ? `Not confirmed: ${about} Check the UTR in your bank or UPI app.`
          : `Not confirmed: the payment reference ${about}.`;
      },
    });

  if (steps.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        {withheld
          ? `This order is ${orderStatusLabel(order.status).toLowerCase()}${order.status === ORDER_STATUS.PENDING ? ', waiting for its payment' : ''}. ${withheld}`
          : `This order is ${orderStatusLabel(order.status).toLowerCase()}: its status cannot change any more.`}
      </p>
    );
  }

  const step = steps.find((candidate) => String(candidate.status) === String(chosenStatus));
  const cod = order.paymentMethod === 'cod';
  const returnToOrigin = step !== undefined && isReturnToOrigin(order.status, step.status);

  function onValid(values: StatusChangeFormValues) {
    if (values.status === ORDER_STATUS.CANCELLED) setConfirming(values);
    else return send(values);
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      <FormAlert message={formError} />
      <ChoiceCards
        legendId={legendId}
        legend="Next step"
        choices={steps.map((candidate) => ({ ...candidate, value: String(candidate.status) }))}
        error={errors.status?.message}
        {...register('status')}
      />
      {withheld ? <p className="text-sm text-slate-700">{withheld}</p> : null}

      {step?.status === ORDER_STATUS.PROCESSING ? (
        <Field
          label="Payment reference (UTR)"
          hint={
            order.paymentMethod === 'upi'
              ? `The 12-digit UTR of the ${formatRupees(order.total)} UPI payment, as your bank or UPI app shows it. A UTR pays one order only.`
              : `The 12-digit UTR of the ${formatRupees(order.total)} UPI payment, or the gateway's reference.`
          }
          autoComplete="off"
          spellCheck={false}
          error={errors.reference?.message}
          {...register('reference')}
        />
      ) : null}

      {step?.status === ORDER_STATUS.SHIPPED ? (
        <>
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
            hint="The carrier's tracking page for this parcel, shown to the shopper."
            error={errors.trackingUrl?.message}
            {...register('trackingUrl')}
          />
        </>
      ) : null}

      {step?.status === ORDER_STATUS.DELIVERED && cod ? (
        <CheckboxField
          label={`Cash of ${formatRupees(order.total)} collected`}
          error={errors.cashCollected?.message}
          {...register('cashCollected')}
        />
      ) : null}

      {returnToOrigin ? (
        <>
          <SelectField
            label="Why it came back"
            hint="As the carrier reports it. Kept in the order's history."
            error={errors.rtoReason?.message}
            {...register('rtoReason')}
          >
            <option value="">Choose…</option>
            {RTO_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {reason}
              </option>
            ))}
            <option value={RTO_OTHER}>Other</option>
          </SelectField>
          {rtoReason === RTO_OTHER ? (
            <TextareaField
              label="Carrier’s reason"
              rows={2}
              error={errors.reason?.message}
              {...register('reason')}
            />
          ) : null}
        </>
      ) : step?.status === ORDER_STATUS.CANCELLED ? (
        <TextareaField
          label="Reason for cancelling"
          hint="Kept in the order's history."
          rows={3}
          error={errors.reason?.message}
          {...register('reason')}
        />
      ) : null}

      {confirming ? (
        <div
          role="group"
          aria-labelledby={`${legendId}-confirm`}
          className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-4"
        >
          <p id={`${legendId}-confirm`} className="text-sm font-semibold text-red-900">
            {returnToOrigin
              ? `Mark order ${order.id} returned to origin? The order is cancelled. This cannot be undone.`
              : `Cancel order ${order.id}? This cannot be undone.`}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              ref={confirmButton}
              variant="destructive"
              disabled={sending}
              onClick={() => send(confirming)}
            >
              {returnToOrigin ? 'Yes, it came back' : 'Yes, cancel the order'}
            </Button>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              Keep the order
            </Button>
          </div>
        </div>
      ) : (
        <Button
          type="submit"
          variant={step?.status === ORDER_STATUS.CANCELLED ? 'destructive' : 'primary'}
          disabled={sending}
          className="w-full sm:w-auto"
        >
          {sending ? 'Saving…' : (step?.action ?? 'Change status')}
        </Button>
      )}
    </form>
  );
}
