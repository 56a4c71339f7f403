import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `text` keyed with `secret`, as lowercase hex: every Razorpay signature. */
export function hmacSha256Hex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Checkout's `razorpay_signature`: HMAC-SHA256(order_id|payment_id) with the key secret. */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

/** Constant-time comparison of an expected hex digest with one a request carried. */
export function sameSignature(expected: string, given: string | undefined): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
