import { normaliseIndianMobile, PIN_CODE_PATTERN } from '@storefront/contract';

/** The shipping address fields (spec section 3), in the order the form shows them. */
export const SHIPPING_FIELDS = [
  'fullName',
  'address',
  'city',
  'state',
  'postalCode',
  'phone',
] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];
export type ShippingValues = Record<ShippingField, string>;
export type ShippingErrors = Partial<Record<ShippingField, string>>;

/** What to do about a field left blank, under the field itself. */
export const blankFieldMessages: Record<ShippingField, string> = {
  fullName: 'Please enter the name of the person receiving the order.',
  address: 'Please enter the house number, street and area.',
  city: 'Please enter the town or city.',
  state: 'Please choose the state or union territory.',
  postalCode: 'Please enter the 6-digit PIN code.',
  phone: 'Please enter a mobile number for the delivery.',
};

export const invalidFieldMessages = {
  postalCode: 'A PIN code has 6 digits and does not start with 0, like 110001.',
  phone: 'Please enter a 10-digit Indian mobile number, like 98450 12345 or +91 98450 12345.',
} as const;

export type ShippingCheck =
  { ok: true; address: ShippingValues } | { ok: false; anyBlank: boolean; errors: ShippingErrors };

/**
 * The contract's address rules, run before anything is sent: every field non-blank after
 * trimming (the spec's toast names that case), then the PIN code and the mobile number. A valid
 * address comes back trimmed, the PIN without spaces and the phone as +91 and 10 digits.
 */
export function checkShippingForm(values: ShippingValues): ShippingCheck {
  const trimmed = Object.fromEntries(
    SHIPPING_FIELDS.map((field) => [field, (values[field] ?? '').trim()]),
  ) as ShippingValues;

  const errors: ShippingErrors = {};
  for (const field of SHIPPING_FIELDS) {
    if (!trimmed[field]) errors[field] = blankFieldMessages[field];
  }
  const anyBlank = Object.keys(errors).length > 0;

  // "110 001" is how some people write a PIN code.
  const postalCode = trimmed.postalCode.replace(/\s/g, '');
  if (postalCode && !PIN_CODE_PATTERN.test(postalCode)) {
    errors.postalCode = invalidFieldMessages.postalCode;
  }
  const phone = trimmed.phone ? normaliseIndianMobile(trimmed.phone) : null;
  if (trimmed.phone && !phone) errors.phone = invalidFieldMessages.phone;

  if (Object.keys(errors).length > 0) return { ok: false, anyBlank, errors };
  return { ok: true, address: { ...trimmed, postalCode, phone: phone! } };
}
