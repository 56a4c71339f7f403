import {
  INDIAN_STATES,
  INDIAN_UNION_TERRITORIES,
  SHIPPING_ADDRESS_MAX_LENGTH,
} from '@storefront/contract';
import { type FormEvent, useEffect, useRef } from 'react';
import { keepDeliveryPin, readDeliveryPin } from '~/features/delivery';
import { Field, SelectField, TextareaField } from '~/ui/field';
import { lookUpPin, type PinLookup, pinOf } from '../pin-lookup';
import type { ShippingErrors, ShippingField } from '../shipping-form';

export const SHIPPING_FORM_ID = 'shipping-form';

/**
 * The shipping address form (spec section 3). Its fields are read when it is submitted; the
 * autocomplete names let a phone fill a saved address in one tap. A complete PIN code is looked
 * up (GET /pincodes/{pin}) and fills in the city and state, unless the shopper wrote their own.
 */
export function ShippingForm({
  errors,
  disabled,
  onSubmit,
  onFieldEdited,
  pin,
  onPinLookup,
  onDeliveryPin,
}: {
  errors: ShippingErrors;
  disabled: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onFieldEdited: (field: ShippingField) => void;
  /** What is known of the PIN code typed. */
  pin: PinLookup;
  onPinLookup: (lookup: PinLookup) => void;
  /** The complete PIN code in the field (null while it is not one), for the delivery promise. */
  onDeliveryPin: (pin: string | null) => void;
}) {
  const fillPlace = usePinFill(onPinLookup, onFieldEdited);
  const form = useRef<HTMLFormElement>(null);
  // The PIN code the shopper gave on a product page, asked once: the field starts with it.
  useEffect(() => {
    const field = form.current?.elements.namedItem('postalCode') as HTMLInputElement | null;
    const kept = readDeliveryPin();
    if (!form.current || !field || field.value || !kept) return;
    field.value = kept;
    onDeliveryPin(kept);
    void fillPlace(form.current, kept);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form appears
  }, []);
  // Typing in a field clears its message; the next submit checks it again.
  const edited = (event: FormEvent<HTMLFormElement>) => {
    const { name, value } = event.target as HTMLInputElement;
    if (name in errors) onFieldEdited(name as ShippingField);
    if (name === 'postalCode') {
      void fillPlace(event.currentTarget, value);
      const typed = pinOf(value);
      if (typed) keepDeliveryPin(typed);
      onDeliveryPin(typed);
    }
  };
  const pinHint =
    pin.status === 'found'
      ? `${pin.place.district}, ${pin.place.state}`
      : pin.status === 'unknown'
        ? `We can’t find PIN code ${pin.pin} in India Post’s list: please check it.`
        : '6 digits, like 110001';
  return (
    <form
      ref={form}
      id={SHIPPING_FORM_ID}
      noValidate
      onSubmit={onSubmit}
      onInput={edited}
      aria-labelledby="shipping-heading"
    >
      <fieldset disabled={disabled} className="grid gap-5 sm:grid-cols-2">
        <Field
          name="fullName"
          label="Full Name"
          autoComplete="shipping name"
          maxLength={SHIPPING_ADDRESS_MAX_LENGTH.fullName}
          error={errors.fullName}
          className="sm:col-span-2"
        />
        <TextareaField
          name="address"
          label="Address"
          rows={3}
          autoComplete="shipping street-address"
          maxLength={SHIPPING_ADDRESS_MAX_LENGTH.address}
          hint="House or flat number, street, area and a landmark"
          error={errors.address}
          className="sm:col-span-2"
        />
        <Field
          name="city"
          label="City"
          autoComplete="shipping address-level2"
          maxLength={SHIPPING_ADDRESS_MAX_LENGTH.city}
          error={errors.city}
        />
        <SelectField
          name="state"
          label="State"
          autoComplete="shipping address-level1"
          defaultValue=""
          error={errors.state}
        >
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
          name="postalCode"
          label="PIN Code"
          autoComplete="shipping postal-code"
          inputMode="numeric"
          // Room for "110 001"; the check drops the space.
          maxLength={SHIPPING_ADDRESS_MAX_LENGTH.postalCode + 1}
          hint={pinHint}
          error={errors.postalCode}
        />
        {/* Says what the PIN code filled in, as the hint shows it. */}
        <p role="status" className="sr-only">
          {pin.status === 'found'
            ? `PIN code ${pin.place.pin} is in ${pin.place.district}, ${pin.place.state}.`
            : ''}
        </p>
        <Field
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="shipping tel"
          inputMode="tel"
          maxLength={SHIPPING_ADDRESS_MAX_LENGTH.phone}
          hint="Mobile number for delivery updates, like 98450 12345"
          error={errors.phone}
        />
      </fieldset>
    </form>
  );
}

/**
 * Looks up a complete PIN code as it is typed and fills the city and state with its district and
 * state: a field left empty, or still holding what an earlier PIN code filled in, is filled; one
 * the shopper wrote or chose is left alone (the state is then checked when the order is placed).
 * A newer PIN code cancels the look-up of an older one.
 */
function usePinFill(
  onPinLookup: (lookup: PinLookup) => void,
  onFieldEdited: (field: ShippingField) => void,
) {
  const filled = useRef<{ city?: string; state?: string }>({});
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  return async (form: HTMLFormElement, value: string) => {
    pending.current?.abort();
    const pin = pinOf(value);
    if (!pin) {
      onPinLookup({ status: 'idle' });
      return;
    }
    const request = new AbortController();
    pending.current = request;
    const lookup = await lookUpPin(pin, request.signal);
    if (request.signal.aborted || !lookup) return;
    if (lookup.status === 'found') {
      const city = form.elements.namedItem('city') as HTMLInputElement | null;
      const state = form.elements.namedItem('state') as HTMLSelectElement | null;
      if (city && (!city.value.trim() || city.value === filled.current.city)) {
        city.value = filled.current.city = lookup.place.district;
        onFieldEdited('city');
      }
      if (state && (!state.value || state.value === filled.current.state)) {
        state.value = filled.current.state = lookup.place.state;
        onFieldEdited('state');
      }
    }
    onPinLookup(lookup);
  };
}
