import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESS_CORRECTABLE_STATUSES,
  type AdminOrder,
  INDIAN_STATES,
  INDIAN_UNION_TERRITORIES,
  type OrderAddressCorrection,
  orderAddressCorrectionSchema,
  SHIPPING_ADDRESS_MAX_LENGTH,
  stateByName,
} from '@storefront/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, errorMessage } from '~/lib/api-client';
import { Button } from '~/ui/button';
import { Field, SelectField, TextareaField } from '~/ui/field';
import { FormAlert } from '~/ui/states';
import { toast } from '~/ui/toast';
import { correctOrderAddress } from '../orders-api';

type FormInput = OrderAddressCorrection;
type FormValues = z.output<typeof orderAddressCorrectionSchema>;
const FIELDS = ['fullName', 'address', 'city', 'state', 'postalCode', 'phone'] as const;

export interface AddressCorrectionProps {
  order: AdminOrder;
  /** The order changed: load it again. */
  onChanged: () => void;
  /** A 401 or an enrolment demand, for the caller to lead the person on; true when handled. */
  onAuthFailure?: (error: unknown) => boolean;
}

/**
 * Corrects where an order goes, while it has not shipped: the tax invoice, issued with the
 * shipment, then names the corrected address. The API checks that the PIN code lies in the
 * state given and records the change in the audit log and the order's history.
 */
export function AddressCorrection({ order, onChanged, onAuthFailure }: AddressCorrectionProps) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    // Back to the button that opened the form once it closes, so the keyboard is not lost.
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!ADDRESS_CORRECTABLE_STATUSES.includes(order.status)) return null;
  if (!open) {
    return (
      <Button ref={opener} variant="outline" size="sm" onClick={() => setOpen(true)}>
        Correct address
      </Button>
    );
  }
  return (
    <AddressForm
      order={order}
      onClose={() => setOpen(false)}
      onChanged={onChanged}
      onAuthFailure={onAuthFailure}
    />
  );
}

function AddressForm({
  order,
  onClose,
  onChanged,
  onAuthFailure,
}: AddressCorrectionProps & { onClose: () => void }) {
  const address = order.shippingAddress;
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(orderAddressCorrectionSchema),
    defaultValues: {
      fullName: address.fullName,
      address: address.address,
      city: address.city,
      // The state as the list names it ("NCT of Delhi" → "Delhi"); one it cannot place is chosen
      // again.
      state: stateByName(address.state)?.name ?? '',
      postalCode: address.postalCode,
      phone: address.phone,
    },
  });
  useEffect(() => setFocus('fullName'), [setFocus]);

  async function onValid(values: FormValues) {
    setFormError(null);
    try {
      await correctOrderAddress(order.id, values);
    } catch (error) {
      if (onAuthFailure?.(error)) return;
      if (error instanceof ApiError && error.status === 400) {
        const [, field, message] = /^(\w+): (.+)$/.exec(error.message) ?? [];
        const named = FIELDS.find((candidate) => candidate === field);
        if (named && message) {
          setError(named, { message }, { shouldFocus: true });
          return;
        }
      }
      if (error instanceof ApiError && error.status === 409) onChanged();
      setFormError(errorMessage(error));
      return;
    }
    toast({
      title: `Address of order ${order.id} corrected`,
      description: 'Its tax invoice will name the new address.',
    });
    onClose();
    onChanged();
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-labelledby="address-correction-heading"
      className="mt-2 space-y-4 rounded-lg border border-slate-200 p-4"
    >
      <h3 id="address-correction-heading" className="font-semibold text-slate-900">
        Correct the delivery address
      </h3>
      <FormAlert message={formError} />
      <Field
        label="Full name"
        autoComplete="off"
        maxLength={SHIPPING_ADDRESS_MAX_LENGTH.fullName}
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <TextareaField
        label="Address"
        rows={3}
        maxLength={SHIPPING_ADDRESS_MAX_LENGTH.address}
        error={errors.address?.message}
        {...register('address')}
      />
      <Field
        label="City"
        autoComplete="off"
        maxLength={SHIPPING_ADDRESS_MAX_LENGTH.city}
        error={errors.city?.message}
        {...register('city')}
      />
      <SelectField label="State" error={errors.state?.message} {...register('state')}>
        <option value="">Choose a state</option>
        <optgroup label="States">
          {INDIAN_STATES.map((state) => (
            <option key={state}>{state}</option>
          ))}
        </optgroup>
        <optgroup label="Union territories">
          {INDIAN_UNION_TERRITORIES.map((territory) => (
            <option key={territory}>{territory}</option>
          ))}
        </optgroup>
      </SelectField>
      <Field
        label="PIN code"
        inputMode="numeric"
        autoComplete="off"
        maxLength={SHIPPING_ADDRESS_MAX_LENGTH.postalCode}
        hint="Must lie in the state chosen."
        error={errors.postalCode?.message}
        {...register('postalCode')}
      />
      <Field
        label="Phone"
        type="tel"
        autoComplete="off"
        maxLength={SHIPPING_ADDRESS_MAX_LENGTH.phone}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save address'}
        </Button>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
