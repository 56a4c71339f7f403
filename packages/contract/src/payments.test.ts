import { describe, expect, it } from 'vitest';
import {
  forcePhoneInput,
  hasEmptyRequiredField,
  initialPaymentValues,
  isFieldVisible,
  isPhoneField,
  paymentFieldError,
  type PaymentField,
  validatePaymentFields,
} from './payments';

const text = (overrides: Partial<PaymentField> = {}): PaymentField => ({
  name: 'note',
  label: 'Note',
  type: 'text',
  ...overrides,
});
const phone = (rules: PaymentField['rules'] = {}): PaymentField => ({
  name: 'mobile',
  label: 'Mobile',
  type: 'tel',
  rules,
});

describe('visibility (showWhenFilled)', () => {
  const dependent = text({ name: 'company', showWhenFilled: ['gstin', 'pan'] });

  it('shows a field without showWhenFilled', () => {
    expect(isFieldVisible(text(), {})).toBe(true);
  });

  it('shows a dependent field once any named field is filled', () => {
    expect(isFieldVisible(dependent, {})).toBe(false);
    expect(isFieldVisible(dependent, { gstin: '   ' })).toBe(false);
    expect(isFieldVisible(dependent, { pan: 'ABCDE1234F' })).toBe(true);
    expect(isFieldVisible(dependent, { gstin: true })).toBe(true);
    expect(isFieldVisible(dependent, { gstin: false })).toBe(false);
  });

  it('validates only visible fields', () => {
    const fields = [text({ name: 'gstin' }), { ...dependent, rules: { required: true } }];
    expect(validatePaymentFields(fields, {})).toEqual({});
    expect(validatePaymentFields(fields, { gstin: 'X' })).toEqual({
      company: 'This field is required',
    });
  });
});

describe('required fields', () => {
  it('uses the first rulesMessages entry, else "This field is required"', () => {
    expect(paymentFieldError(text({ rules: { required: true } }), '')).toBe(
      'This field is required',
    );
    expect(
      paymentFieldError(
        text({ rules: { required: true }, rulesMessages: { required: 'Tell us', pattern: 'x' } }),
        ' ',
      ),
    ).toBe('Tell us');
    expect(
      paymentFieldError(
        text({ rules: { required: true }, rulesMessages: { minLength: 'First entry' } }),
        undefined,
      ),
    ).toBe('First entry');
  });

  it('treats an unticked required checkbox as empty', () => {
    const box: PaymentField = {
      name: 'ok',
      label: 'OK',
      type: 'checkbox',
      rules: { required: true },
    };
    expect(paymentFieldError(box, false)).toBe('This field is required');
    expect(paymentFieldError(box, true)).toBeNull();
  });

  it('refuses true or false anywhere but a checkbox', () => {
    const method: PaymentField = {
      name: 'method',
      label: 'Method',
      type: 'select',
      options: [{ label: 'UPI', value: 'upi' }],
      rules: { required: true },
    };
    expect(paymentFieldError(method, true)).toBe('Please enter a valid value');
    expect(paymentFieldError(method, 'upi')).toBeNull();
  });

  it('accepts an empty optional field whatever its other rules', () => {
    expect(paymentFieldError(text({ rules: { minLength: 5, pattern: '[0-9]+' } }), '')).toBeNull();
  });
});

describe('e-mail, lengths, patterns and options', () => {
  it('checks a basic e-mail pattern', () => {
    const email = text({ name: 'email', type: 'email' });
    expect(paymentFieldError(email, 'asha@example.in')).toBeNull();
    expect(paymentFieldError(email, 'asha@example')).toBe('Please enter a valid email address');
    expect(paymentFieldError(email, 'asha example.in')).toBe('Please enter a valid email address');
  });

  it('uses the rule’s own message for lengths and patterns', () => {
    const field = text({
      rules: { minLength: 3, maxLength: 5, pattern: '[a-z]+' },
      rulesMessages: { minLength: 'Too short', maxLength: 'Too long', pattern: 'Letters only' },
    });
    expect(paymentFieldError(field, 'ab')).toBe('Too short');
    expect(paymentFieldError(field, 'abcdef')).toBe('Too long');
    expect(paymentFieldError(field, 'ab1')).toBe('Letters only');
    expect(paymentFieldError(field, 'abc')).toBeNull();
  });

  it('matches the whole value against a pattern', () => {
    expect(paymentFieldError(text({ rules: { pattern: '[0-9]{3}' } }), '1234')).toBe(
      'Invalid format',
    );
  });

  it('accepts only a listed option in a select', () => {
    const select: PaymentField = {
      name: 'method',
      label: 'Method',
      type: 'select',
      options: [{ label: 'UPI', value: 'upi' }],
    };
    expect(paymentFieldError(select, 'upi')).toBeNull();
    expect(paymentFieldError(select, 'cash')).toBe('Please choose one of the options');
  });
});

describe('phone fields (spec section 5)', () => {
  it('are fields of type tel or named with "phone"', () => {
    expect(isPhoneField(phone())).toBe(true);
    expect(isPhoneField(text({ name: 'contactPhone' }))).toBe(true);
    expect(isPhoneField(text({ name: 'email' }))).toBe(false);
  });

  it('force +91, digits only, at most 10 digits, capped by maxLength', () => {
    expect(forcePhoneInput('')).toBe('+91');
    expect(forcePhoneInput('98450')).toBe('+9198450');
    expect(forcePhoneInput('+91 98450-12345')).toBe('+919845012345');
    expect(forcePhoneInput('+9198450123456789')).toBe('+919845012345');
    expect(forcePhoneInput('abc')).toBe('+91');
    expect(forcePhoneInput('+919845012345', 8)).toBe('+9198450');
  });

  it('take a whole number pasted after the +91 already there', () => {
    expect(forcePhoneInput('+91+91 98450 12345')).toBe('+919845012345');
    expect(forcePhoneInput('+91919845012345')).toBe('+919845012345');
    expect(forcePhoneInput('+91098450 12345')).toBe('+919845012345');
    // Typing one digit too many keeps the number as it was.
    expect(forcePhoneInput('+9198450123456')).toBe('+919845012345');
    expect(forcePhoneInput('+9191984501234')).toBe('+919198450123');
  });

  it('start with +91', () => {
    expect(paymentFieldError(phone(), '9845012345')).toBe('Phone number must start with +91');
  });

  it('are 13 characters when no bounds are given', () => {
    expect(paymentFieldError(phone(), '+91984501234')).toBe(
      'Phone number must be 13 characters (including +91)',
    );
    expect(paymentFieldError(phone(), '+919845012345')).toBeNull();
  });

  it('respect minLength and maxLength with their messages', () => {
    expect(paymentFieldError(phone({ minLength: 12 }), '+9198450')).toBe(
      'Phone number must have at least 12 characters',
    );
    expect(paymentFieldError(phone({ maxLength: 12 }), '+919845012345')).toBe(
      'Phone number must have no more than 12 characters',
    );
    expect(paymentFieldError(phone({ minLength: 12, maxLength: 13 }), '+91984501234')).toBeNull();
  });

  it('report a pattern mismatch as an invalid format', () => {
    expect(paymentFieldError(phone({ pattern: '\\+91[6-9][0-9]{9}' }), '+915845012345')).toBe(
      'Invalid phone number format',
    );
  });

  it('count a lone +91 as empty', () => {
    expect(paymentFieldError(phone({ required: true }), '+91')).toBe('This field is required');
    expect(paymentFieldError(phone(), '+91')).toBeNull();
  });
});

describe('initialPaymentValues', () => {
  it('starts from defaults, +91 for phones, unticked boxes and empty text', () => {
    expect(
      initialPaymentValues([
        text({ name: 'a', defaultValue: 'x' }),
        phone(),
        { name: 'ok', label: 'OK', type: 'checkbox' },
        text({ name: 'b' }),
      ]),
    ).toEqual({ a: 'x', mobile: '+91', ok: false, b: '' });
  });
});

describe('hasEmptyRequiredField', () => {
  const fields: PaymentField[] = [
    text({ name: 'method', rules: { required: true } }),
    { ...phone({ required: true }), showWhenFilled: ['method'] },
    text({ name: 'gstin' }),
    text({ name: 'business', rules: { required: true }, showWhenFilled: ['gstin'] }),
    { name: 'terms', label: 'Terms', type: 'checkbox', rules: { required: true } },
  ];

  it('is true while a visible required field is empty, +91 alone and unticked included', () => {
    expect(hasEmptyRequiredField(fields, { method: '', terms: true })).toBe(true);
    expect(hasEmptyRequiredField(fields, { method: 'upi', mobile: '+91', terms: true })).toBe(true);
    expect(hasEmptyRequiredField(fields, { method: 'upi', mobile: '+91987', terms: false })).toBe(
      true,
    );
  });

  it('ignores hidden and optional fields, and values that are filled but invalid', () => {
    expect(hasEmptyRequiredField(fields, { method: 'upi', mobile: '+91987', terms: true })).toBe(
      false,
    );
    expect(
      hasEmptyRequiredField(fields, { method: 'upi', mobile: '+91987', gstin: 'X', terms: true }),
    ).toBe(true);
  });
});
