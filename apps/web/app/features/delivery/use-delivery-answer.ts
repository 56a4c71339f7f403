import { useEffect, useState } from 'react';
import { type DeliveryAnswer, fetchDeliveryAnswer } from './delivery-estimate';

/**
 * What the API says about delivering to `pin` (null: nothing to ask), asked again when the PIN
 * code or product changes; an answer no longer wanted is cancelled. `answer` is for `pin` only.
 */
export function useDeliveryAnswer(
  pin: string | null,
  productId?: string,
): { answer: DeliveryAnswer | null; checking: boolean } {
  const [answer, setAnswer] = useState<DeliveryAnswer | null>(null);

  useEffect(() => {
    if (!pin) return;
    const controller = new AbortController();
    fetchDeliveryAnswer(pin, productId, controller.signal).then(
      (next) => setAnswer(next),
      () => undefined, // only a cancelled request throws
    );
    return () => controller.abort();
  }, [pin, productId]);

  const current = pin && answer?.pin === pin ? answer : null;
  return { answer: current, checking: pin !== null && current === null };
}
