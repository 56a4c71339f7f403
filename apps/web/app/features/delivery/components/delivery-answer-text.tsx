import type { DeliveryAnswerView } from '../delivery-answer';

/**
 * The answer for a PIN code, in a live region that is always there (a screen reader only hears
 * changes to a region it already knows): checking, the promise, or why there is none.
 */
export function DeliveryAnswerText({
  pin,
  answer,
  checking,
  onRetry,
}: {
  pin: string | null;
  answer: DeliveryAnswerView | null;
  checking: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="text-sm">
      <div role="status">
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
      {answer?.failed ? (
        // Outside the live region: it announces the words, not the control.
        <button
          type="button"
          onClick={onRetry}
          className="h-11 rounded-lg px-2 font-semibold text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Try again
        </button>
      ) : null}
    </div>
  );
}
