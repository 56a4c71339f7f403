import { PAYMENT_METHOD_NAMES, type PaymentField, type PaymentMethod } from '@storefront/contract';

/** 15-character GSTIN: state code, PAN, entity number, Z, checksum. */
const GSTIN_PATTERN = '[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]';

/**
 * The payment form for the methods on offer: choose a method; then e-mail and mobile number
 * for the receipt and delivery; an optional GSTIN, which asks for the business name once filled;
 * and the terms. The same definitions validate the submission on the server.
 */
export function paymentFields(methods: PaymentMethod[], email: string): PaymentField[] {
  return [
    {
      name: 'method',
      label: 'Payment method',
      type: 'select',
      placeholder: 'Choose how to pay',
      options: methods.map((method) => ({
        label: PAYMENT_METHOD_NAMES[method].option,
        value: method,
      })),
      rules: { required: true },
      rulesMessages: { required: 'Please choose a payment method' },
    },
    {
      name: 'email',
      label: 'Email for the receipt',
      type: 'email',
      defaultValue: email,
      rules: { required: true, maxLength: 254 },
      rulesMessages: { required: 'Please enter your email address' },
      showWhenFilled: ['method'],
    },
    {
      name: 'phone',
      label: 'Mobile number',
      type: 'tel',
      placeholder: '+919876543210',
      description: 'For delivery updates. Indian mobile numbers only.',
      rules: { required: true, pattern: '\\+91[6-9][0-9]{9}' },
      rulesMessages: { required: 'Please enter your mobile number' },
      showWhenFilled: ['method'],
    },
    {
      name: 'gstin',
      label: 'GSTIN (optional)',
      type: 'text',
      placeholder: '27ABCDE1234F1Z5',
      description: 'Add it for a GST invoice in your business’s name.',
      mask: 'AAAAAAAAAAAAAAA',
      rules: { maxLength: 15, pattern: GSTIN_PATTERN },
      rulesMessages: { pattern: 'Please enter a valid 15-character GSTIN' },
      showWhenFilled: ['method'],
    },
    {
      name: 'businessName',
      label: 'Business name',
      type: 'text',
      inline: true,
      rules: { required: true, minLength: 2, maxLength: 100 },
      rulesMessages: {
        required: 'Please enter the business name for the GST invoice',
        minLength: 'Business name must be at least 2 characters',
      },
      showWhenFilled: ['gstin'],
    },
    {
      name: 'acceptTerms',
      label: 'I agree to the terms of sale and the refund policy',
      type: 'checkbox',
      rules: { required: true },
      rulesMessages: { required: 'Please accept the terms to continue' },
    },
  ];
}
