import type { DeliveryAnswerView } from '../delivery-answer';

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
  answer: DeliveryAnswerView | null;
  checking: boolean;
}) {
  return (
    <div role="status" className="text-sm">
      {checking && pin ? (
        <p className="text-slate-700">Checking delivery to {pin}…</p>
      ) : answer ? (
        <>
          <p className={`font-medium ${answer.promised ? 'text-slate-900' : 'text-red-700'}`}>
            {answer.text}
          </p>
          {answer.charge ? <p className="text-slate-700">{answer.charge}</p> : null}
        </>
      ) : null}
    </div>
  );
}
