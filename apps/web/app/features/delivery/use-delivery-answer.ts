import { useCallback, useEffect, useState } from 'react';
import type { DeliveryAnswerView } from './delivery-answer';
import { loadDeliveryAnswer } from './load-delivery-answer';

/**
 * What the API says about delivering to `pin` (null: nothing to ask), asked again when the PIN
 * code or product changes, and on `retry`; an answer no longer wanted is cancelled. `answer` is
 * for `pin` only.
 */
export function useDeliveryAnswer(
  pin: string | null,
  productId?: string,
): { answer: DeliveryAnswerView | null; checking: boolean; retry: () => void } {
  const [answer, setAnswer] = useState<DeliveryAnswerView | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!pin) return;
    const controller = new AbortController();
    loadDeliveryAnswer()
      .then(({ askDelivery }) => askDelivery(pin, productId, controller.signal))
      .then(
        (next) => {
          if (!controller.signal.aborted) setAnswer(next);
        },
        () => undefined, // only a cancelled request (or a page gone) throws
      );
    return () => controller.abort();
  }, [pin, productId, attempt]);

  const retry = useCallback(() => {
    setAnswer(null);
    setAttempt((count) => count + 1);
  }, []);
  const current = pin && answer?.pin === pin ? answer : null;
  return { answer: current, checking: pin !== null && current === null, retry };
}
