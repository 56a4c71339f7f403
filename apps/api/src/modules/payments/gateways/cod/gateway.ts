import { type PaymentGateway, RefundNotSupportedError, recordedStatus } from '../../gateway';

/**
 * Cash on delivery: nothing to pay now, so choosing it confirms the order; the cash is
 * recorded as collected when the order is delivered (settlePayments).
 */
export function createCashOnDeliveryGateway(): PaymentGateway {
  return {
    method: 'cod',
    confirmedBy: 'delivery',
    test: false,
    offered: () => true,
    redirectTargets: () => [],
    start: async () => ({ status: 'pending', txnid: null }),
    referenceOf: () => null,
    verify: async () => ({ ok: false, reason: 'cash on delivery has no callback' }),
    fetchStatus: async (attempt) => recordedStatus(attempt),
    refund: async () => {
      throw new RefundNotSupportedError(
        'Cash collected on delivery is refunded by the shop itself.',
      );
    },
    refundStatus: async () => {
      throw new RefundNotSupportedError(
        'Cash collected on delivery is refunded by the shop itself.',
      );
    },
  };
}
