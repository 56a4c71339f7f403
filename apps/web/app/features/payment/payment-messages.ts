/** The payment page's texts that the spec fixes word for word (sections 4, 5 and 8). */
export const paymentMessages = {
  loadFailed: 'Failed to load payment form. Please try again later.',
  orderIdMissing: 'Order ID is missing. Please return to checkout.',
  unknownError: 'Unknown error occurred during payment process',
  processFailed: 'Failed to process payment. Please try again later.',
  validationTitle: 'Validation Error',
  validationDescription: 'Please correct the errors in the form',
  initiatedTitle: 'Payment initiated',
  initiatedDescription: 'Your payment is being processed',
  qrTitle: 'Scan QR Code to Complete Payment',
  qrInstructions:
    'Please scan this QR code with your banking or payment app to complete the payment.',
  noInformationNeeded: 'No additional information is needed to pay for this order.',
  // Not in the spec: a 409 from POST /payments, or an order cancelled while the shopper waits.
  notPayable: 'This order is no longer awaiting payment: it has already been paid, or cancelled.',
} as const;
