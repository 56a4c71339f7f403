import {
  type PaymentGateway,
  RefundNotSupportedError,
  recordedStatus,
  type Verification,
} from '../../gateway';
import { isPhoneUserAgent, upiPaymentUri } from './upi-link';

const CONFIRMED_BY_THE_SHOP: Verification = {
  ok: false,
  reason: 'a UPI payment is confirmed by the shop, not by a callback',
};

/**
 * The shop's own UPI ID: the shopper pays from any UPI app (a link on a phone, a QR code
 * elsewhere) and the shop confirms the money with its UTR (confirmUpiPayment). No gateway
 * reports it, so nothing here verifies a callback or asks for a status.
 */
export function createUpiGateway(): PaymentGateway {
  return {
    method: 'upi',
    confirmedBy: 'shop',
    test: false,
    offered: (store) => Boolean(store.paymentSettings.upi?.vpa),
    redirectTargets: () => [],
    start: async ({ store, orderId, amountPaise, userAgent }) => {
      const upi = store.paymentSettings.upi;
      if (!upi) throw new Error('UPI is offered only with a UPI ID');
      const uri = upiPaymentUri({
        vpa: upi.vpa,
        payeeName: upi.payeeName,
        amountPaise,
        orderId,
        note: `Order ${orderId}`,
      });
      return {
        status: 'pending',
        txnid: null,
        action: isPhoneUserAgent(userAgent)
          ? { type: 'deeplink', redirectUrl: uri }
          : { type: 'qr', qr: uri },
      };
    },
    referenceOf: () => null,
    verify: async () => CONFIRMED_BY_THE_SHOP,
    fetchStatus: async (attempt) => recordedStatus(attempt),
    refund: async () => {
      throw new RefundNotSupportedError(
        'A UPI payment is refunded by the shop itself, from its bank or UPI app.',
      );
    },
    refundStatus: async () => {
      throw new RefundNotSupportedError(
        'A UPI payment is refunded by the shop itself, from its bank or UPI app.',
      );
    },
  };
}
