/** A UPI payment link (NPCI's upi://pay), every value percent-encoded, spaces as %20. */
export function upiPaymentUri({
  vpa,
  payeeName,
  amountPaise,
  orderId,
  note,
}: {
  vpa: string;
  payeeName: string;
  amountPaise: number;
  orderId: string;
  note: string;
}): string {
  const params: [string, string][] = [
    ['pa', vpa],
    ['pn', payeeName],
    ['am', (amountPaise / 100).toFixed(2)],
    ['cu', 'INR'],
    ['tr', orderId],
    ['tn', note],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

/** Phones open a UPI app from a link; other devices show a QR code to scan with a phone. */
export function isPhoneUserAgent(userAgent: string | undefined): boolean {
  if (!userAgent) return false;
  if (/iPad|Tablet/i.test(userAgent)) return false;
  return /Android|iPhone|iPod|Windows Phone|Mobile/i.test(userAgent);
}
