import { type DeliveryAnswer, deliveryChargeText, deliveryPromiseText } from '../delivery-estimate';

/**
 * The answer for a PIN code, in a live region that is always there (a screen reader only hears
 * changes to a region it already knows): checking, the promise, or why there is none.
 */
export function DeliveryAnswerText({
  pin,
  answer,
  checking,
}: {
  pin: string | null;
  answer: DeliveryAnswer | null;
  checking: boolean;
}) {
  const charge = answer ? deliveryChargeText(answer) : null;
  const tone =
    answer?.status === 'estimate' && answer.estimate.serviceable
      ? 'text-slate-900'
      : 'text-red-700';
  return (
    <div role="status" className="text-sm">
      {checking && pin ? (
        <p className="text-slate-700">Checking delivery to {pin}…</p>
      ) : answer ? (
        <>
          <p className={`font-medium ${tone}`}>{deliveryPromiseText(answer)}</p>
          {charge ? <p className="text-slate-700">{charge}</p> : null}
        </>
      ) : null}
    </div>
  );
}
