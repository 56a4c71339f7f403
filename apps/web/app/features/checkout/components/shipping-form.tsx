import {
  INDIAN_STATES,
  INDIAN_UNION_TERRITORIES,
  SHIPPING_ADDRESS_MAX_LENGTH,
} from '@storefront/contract';
import type { FormEvent } from 'react';
import { Field, SelectField, TextareaField } from '~/ui/field';
import type { ShippingErrors, ShippingField } from '../shipping-form';

export const SHIPPING_FORM_ID = 'shipping-form';

/**
 * The shipping address form (spec section 3). Its fields are read when it is submitted; the
 * autocomplete names let a phone fill a saved address in one tap.
 */
export function ShippingForm({
  errors,
  disabled,
  onSubmit,
  onFieldEdited,
}: {
  errors: ShippingErrors;
  disabled: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onFieldEdited: (field: ShippingField) => void;
}) {
  // Typing in a field clears its message; the next submit checks it again.
  const edited = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    if (name in errors) onFieldEdited(name as ShippingField);
  };
  return (
    <form
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
          hint="6 digits, like 110001"
          error={errors.postalCode}
        />
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
