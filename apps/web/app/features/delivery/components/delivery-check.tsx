import { type FormEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import {
  deliveryPinOf,
  keepDeliveryPin,
  readDeliveryPin,
  subscribeToDeliveryPin,
} from '../delivery-pin';
import { useDeliveryAnswer } from '../use-delivery-answer';
import { DeliveryAnswerText } from './delivery-answer-text';

const TARGET =
  'h-11 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The product page's delivery promise (issue 39): a PIN code asked once and kept in this browser,
 * then when and whether it arrives there. The server renders the form (it cannot read the kept
 * PIN code); the browser fills in the answer.
 */
export function DeliveryCheck({ productId }: { productId?: string }) {
  // None on the server and while hydrating: the form first, the kept PIN code's answer after.
  const pin = useSyncExternalStore(subscribeToDeliveryPin, readDeliveryPin, () => null);
  const [changing, setChanging] = useState(false);
  const editing = changing || pin === null;
  const [problem, setProblem] = useState<string | null>(null);
  const { answer, checking, retry } = useDeliveryAnswer(pin, productId);
  const headingId = useId();
  const inputId = useId();
  const problemId = useId();
  const input = useRef<HTMLInputElement>(null);
  const change = useRef<HTMLButtonElement>(null);
  // Focus follows the control that replaces the one used, but not on the page's first render.
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (editing ? input.current : change.current)?.focus();
  }, [editing]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = deliveryPinOf(input.current?.value ?? '');
    if (!typed) {
      setProblem('Enter a 6-digit PIN code, like 110001');
      input.current?.focus();
      return;
    }
    setProblem(null);
    moveFocus.current = true;
    setChanging(false);
    // The same PIN code again is asked about again (the last answer may have been a failure).
    if (typed === pin) retry();
    else keepDeliveryPin(typed);
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-sm font-semibold text-slate-900">
        Delivery
      </h2>
      {editing ? (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm text-slate-700">
            PIN code
          </label>
          <div className="flex gap-2">
            <input
              ref={input}
              id={inputId}
              name="pin"
              defaultValue={pin ?? ''}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={7}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              className="block h-11 w-full min-w-0 max-w-48 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-invalid:border-red-700"
            />
            <button
              type="submit"
              className={`${TARGET} bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800`}
            >
              Check
            </button>
          </div>
          {problem ? (
            <p id={problemId} className="text-sm text-red-700">
              {problem}
            </p>
          ) : null}
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-x-3">
          <p className="text-sm text-slate-700">
            Delivering to <span className="font-semibold text-slate-900">{pin}</span>
          </p>
          <button
            ref={change}
            type="button"
            onClick={() => {
              moveFocus.current = true;
              setChanging(true);
            }}
            className={`${TARGET} px-2 text-sm font-semibold text-brand-700 underline hover:text-brand-800`}
          >
            Change<span className="sr-only"> PIN code</span>
          </button>
        </div>
      )}
      <DeliveryAnswerText pin={pin} answer={answer} checking={checking} onRetry={retry} />
    </section>
  );
}

/** The promise for the PIN code of the address being typed (checkout): no form of its own. */
export function DeliveryPromiseFor({ pin, productId }: { pin: string | null; productId?: string }) {
  const { answer, checking, retry } = useDeliveryAnswer(pin, productId);
  return <DeliveryAnswerText pin={pin} answer={answer} checking={checking} onRetry={retry} />;
}
