/** What a UPI payment link (NPCI's upi://pay?pa=…&pn=…&am=…) asks for, to show beside its QR code. */
export interface UpiPaymentRequest {
  /** The payee's UPI id (virtual payment address). */
  payeeVpa: string;
  payeeName: string | null;
  /** Rupees; null when the link lets the payer choose. */
  amount: number | null;
}

export function readUpiLink(link: string): UpiPaymentRequest | null {
  if (!/^upi:\/\/pay\?/i.test(link)) return null;
  // A "+" in a UPI link is a plus sign, not a space as URLSearchParams would read it.
  const params = new URLSearchParams(link.slice(link.indexOf('?') + 1).replaceAll('+', '%2B'));
  const payeeVpa = params.get('pa')?.trim();
  if (!payeeVpa) return null;
  const amount = Number(params.get('am'));
  return {
    payeeVpa,
    payeeName: params.get('pn')?.trim() || null,
    amount: params.get('am') && Number.isFinite(amount) && amount > 0 ? amount : null,
  };
}

/** Links a browser hands to another app (upi:, intent:, …) leave the page where it is. */
export function opensAnotherApp(url: string): boolean {
  return !/^https?:/i.test(url.trim());
}
