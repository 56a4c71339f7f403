import type { PaymentField } from '@storefront/contract';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '~/ui/toast';
import { PaymentForm, type PaymentFormProps } from './payment-form';

/** One field of each of the eight types, with the definition features the spec names. */
const fields: PaymentField[] = [
  {
    name: 'method',
    label: 'Payment method',
    type: 'select',
    placeholder: 'Choose how to pay',
    options: [
      { label: 'UPI', value: 'upi' },
      { label: 'Cash on delivery', value: 'cod' },
    ],
    rules: { required: true },
    rulesMessages: { required: 'Please choose a payment method' },
  },
  {
    name: 'email',
    label: 'Email for the receipt',
    type: 'email',
    defaultValue: 'asha@example.in',
    rules: { required: true },
  },
  {
    name: 'phone',
    label: 'Mobile number',
    type: 'tel',
    description: 'For delivery updates.',
    rules: { required: true },
  },
  { name: 'upiPin', label: 'Wallet PIN', type: 'password', placeholder: '••••' },
  { name: 'copies', label: 'Printed invoices', type: 'number', defaultValue: '1' },
  {
    name: 'gstin',
    label: 'GSTIN',
    type: 'text',
    rules: { pattern: '[0-9]{2}[A-Z0-9]{13}' },
    rulesMessages: { pattern: 'Please enter a valid 15-character GSTIN' },
  },
  {
    name: 'businessName',
    label: 'Business name',
    type: 'text',
    inline: true,
    showWhenFilled: ['gstin'],
    rules: { required: true, minLength: 2 },
    rulesMessages: { required: 'Please enter the business name' },
  },
  { name: 'note', label: 'Delivery note', type: 'textarea', placeholder: 'A landmark helps' },
  {
    name: 'acceptTerms',
    label: 'I agree to the terms',
    type: 'checkbox',
    rules: { required: true },
  },
];

function renderForm(props: Partial<PaymentFormProps> = {}) {
  const onSubmit = vi.fn<PaymentFormProps['onSubmit']>().mockResolvedValue(undefined);
  render(
    <>
      <PaymentForm fields={fields} onSubmit={onSubmit} {...props} />
      <Toaster />
    </>,
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { user, onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit };
}

/** A field's control by its label as read aloud: without the "*" that marks it required. */
const withoutRequiredMark = { normalizer: (text: string) => text.replace(/\*$/, '').trim() };
const control = (label: string) => screen.getByLabelText(label, withoutRequiredMark);
const queryControl = (label: string) => screen.queryByLabelText(label, withoutRequiredMark);

const submitButton = () => screen.getByRole('button', { name: /Proceed to Payment|Processing/ });

/** The message the field's description names, as a screen reader reads it. */
function errorOf(label: string): string | null {
  const ids = control(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  const id = ids.find((entry) => entry.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(control('Payment method'), 'upi');
  await user.type(control('Mobile number'), '9845012345');
  await user.click(control('I agree to the terms'));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  cleanup();
  act(() => vi.runOnlyPendingTimers()); // toasts time out
  vi.useRealTimers();
});

describe('the payment form', () => {
  it('draws each of the eight field types with its label, default and description', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Payment Information' })).toBeTruthy();

    const method = control('Payment method') as HTMLSelectElement;
    expect(method.tagName).toBe('SELECT');
    expect(method.value).toBe('');
    expect([...method.options].map((option) => [option.text, option.disabled])).toEqual([
      ['Choose how to pay', true],
      ['UPI', false],
      ['Cash on delivery', false],
    ]);

    const email = control('Email for the receipt') as HTMLInputElement;
    expect([email.type, email.value, email.autocomplete]).toEqual([
      'email',
      'asha@example.in',
      'email',
    ]);

    const phone = control('Mobile number') as HTMLInputElement;
    expect([phone.type, phone.value, phone.autocomplete]).toEqual(['tel', '+91', 'tel']);
    expect(screen.getByText('For delivery updates.').id).toBe(
      phone.getAttribute('aria-describedby'),
    );

    const pin = control('Wallet PIN') as HTMLInputElement;
    expect([pin.type, pin.placeholder]).toEqual(['password', '••••']);
    const copies = control('Printed invoices') as HTMLInputElement;
    expect([copies.type, copies.value]).toEqual(['number', '1']);
    expect((control('GSTIN') as HTMLInputElement).type).toBe('text');
    const note = control('Delivery note') as HTMLTextAreaElement;
    expect([note.tagName, note.placeholder]).toEqual(['TEXTAREA', 'A landmark helps']);
    const terms = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect((terms as HTMLInputElement).checked).toBe(false);

    // Required fields say so to assistive technology; optional ones do not.
    expect(method.required && email.required && phone.required).toBe(true);
    expect((terms as HTMLInputElement).required).toBe(true);
    expect(pin.required || note.required).toBe(false);
  });

  it('ticks a checkbox whose defaultValue is true', () => {
    renderForm({
      fields: [{ name: 'news', label: 'Send me offers', type: 'checkbox', defaultValue: true }],
    });
    expect((control('Send me offers') as HTMLInputElement).checked).toBe(true);
  });

  it('shows a showWhenFilled field once the field it names is filled, beside it when inline', async () => {
    const { user } = renderForm();
    expect(queryControl('Business name')).toBeNull();

    await user.type(control('GSTIN'), '2');
    const business = control('Business name');
    const row = business.closest('.sm\\:flex-row');
    expect(row).toBeTruthy();
    expect(within(row as HTMLElement).getByLabelText('GSTIN')).toBeTruthy();

    await user.clear(control('GSTIN'));
    expect(queryControl('Business name')).toBeNull();
  });

  it('keeps a phone field to +91 and at most 10 digits as the shopper types', async () => {
    const { user } = renderForm();
    const phone = control('Mobile number') as HTMLInputElement;
    await user.type(phone, '98a4-5 01');
    expect(phone.value).toBe('+91984501');
    await user.type(phone, '2345678');
    expect(phone.value).toBe('+919845012345');
    await user.clear(phone);
    expect(phone.value).toBe('+91');
    await user.click(phone);
    await user.paste('+91 98450 12345');
    expect(phone.value).toBe('+919845012345');
  });

  it('keeps the button disabled while a visible required field is empty', async () => {
    const { user } = renderForm();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Fill in the fields marked * to continue.')).toBeTruthy();

    await fillRequired(user);
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('Fill in the fields marked * to continue.')).toBeNull();

    // A field that appears and is required holds the button again.
    await user.type(control('GSTIN'), '27ABCDE1234F1Z5');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    await user.type(control('Business name'), 'Asha Traders');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('on submit shows each error beside its field, the "Validation Error" toast, and focuses the first', async () => {
    const { user, onSubmit } = renderForm();
    await fillRequired(user);
    const email = control('Email for the receipt');
    await user.clear(email);
    await user.type(email, 'asha@example');
    await user.type(control('GSTIN'), '27abc');
    await user.type(control('Business name'), 'A');
    await user.click(submitButton());

    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf('Email for the receipt')).toBe('Please enter a valid email address');
    expect(errorOf('GSTIN')).toBe('Please enter a valid 15-character GSTIN');
    expect(errorOf('Business name')).toBe('Must be at least 2 characters');
    expect(control('GSTIN').getAttribute('aria-invalid')).toBe('true');
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('Validation Error');
    expect(toast.textContent).toContain('Please correct the errors in the form');
    expect(document.activeElement).toBe(email);

    // A message goes as soon as its field is put right.
    await user.type(email, '.in');
    expect(errorOf('Email for the receipt')).toBeNull();
    expect(errorOf('GSTIN')).toBe('Please enter a valid 15-character GSTIN');
  });

  it('shows the phone rules’ messages', async () => {
    const { user } = renderForm();
    await fillRequired(user);
    await user.clear(control('Mobile number'));
    await user.type(control('Mobile number'), '98450');
    await user.click(submitButton());
    expect(errorOf('Mobile number')).toBe('Phone number must be 13 characters (including +91)');
  });

  it('sends the visible fields’ values, reading "Processing..." until the answer', async () => {
    let answer: (result: undefined) => void = () => {};
    const onSubmit = vi.fn<PaymentFormProps['onSubmit']>(
      () => new Promise((resolve) => (answer = resolve)),
    );
    const { user } = renderForm({ onSubmit });
    await fillRequired(user);
    await user.click(submitButton());

    expect(onSubmit).toHaveBeenCalledWith({
      method: 'upi',
      email: 'asha@example.in',
      phone: '+919845012345',
      upiPin: '',
      copies: '1',
      gstin: '',
      note: '',
      acceptTerms: true,
    });
    expect(submitButton().textContent).toBe('Processing...');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);

    await act(async () => answer(undefined));
    expect(submitButton().textContent).toBe('Proceed to Payment');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('stays busy while the browser leaves for the gateway', async () => {
    const onSubmit = vi.fn<PaymentFormProps['onSubmit']>().mockResolvedValue({ leaving: true });
    const { user } = renderForm({ onSubmit });
    await fillRequired(user);
    await user.click(submitButton());
    expect(submitButton().textContent).toBe('Processing...');
  });

  it('shows the server’s field errors beside their fields', async () => {
    const onSubmit = vi
      .fn<PaymentFormProps['onSubmit']>()
      .mockResolvedValue({ fieldErrors: { phone: 'Invalid phone number format' } });
    const { user } = renderForm({ onSubmit });
    await fillRequired(user);
    await user.click(submitButton());
    expect(errorOf('Mobile number')).toBe('Invalid phone number format');
    expect(screen.getByRole('alert').textContent).toContain('Validation Error');
    expect(document.activeElement).toBe(control('Mobile number'));
    expect(submitButton().textContent).toBe('Proceed to Payment');
  });

  it('with no fields says no additional information is needed, and may be sent', async () => {
    const { user, onSubmit } = renderForm({ fields: [] });
    expect(
      screen.getByText('No additional information is needed to pay for this order.'),
    ).toBeTruthy();
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledWith({});
  });
});
