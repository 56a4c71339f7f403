import {
  type FormEvent,
  type Ref,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { formatPrice } from '~/lib/format';
import type { CodeAnswer } from '../cart-check';
import { forgetPromoCode, keepPromoCode, PROMO_CODE_MAX_LENGTH, promoCodeOf } from '../promo-code';

const TARGET =
  'h-11 shrink-0 rounded-lg text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export const ENTER_A_CODE = 'Enter a promo code';
export const CODE_NOT_CHECKED =
  'We could not check this code just now. It is checked again when you place the order.';

/** What the field says about the kept code. */
export type CodeStatus =
  | { state: 'checking' }
  | { state: 'applied'; saving: number }
  | { state: 'refused'; message: string }
  | { state: 'unchecked' };

/**
 * Where the kept code stands, from the cart check: `answer` is the latest answer's code (null when
 * none came back), `stale` that the answer for the cart as it is now is not in yet, `failed` that
 * the check got no answer, and `refusal` the words of an order refused for the code (checkout's
 * 409), which win.
 */
export function codeStatus({
  code,
  answer,
  saving,
  stale,
  failed,
  refusal,
}: {
  code: string;
  answer: CodeAnswer | null;
  saving: number;
  stale: boolean;
  failed: boolean;
  refusal?: string | null;
}): CodeStatus {
  if (refusal) return { state: 'refused', message: refusal };
  if (failed) return { state: 'unchecked' };
  if (stale) return { state: 'checking' };
  // An API from before codes answers without one.
  if (!answer || answer.code.toUpperCase() !== code.toUpperCase()) return { state: 'unchecked' };
  if (answer.applied) return { state: 'applied', saving };
  return { state: 'refused', message: answer.problem ?? 'This code does not apply' };
}

export interface PromoCodeFieldHandle {
  /** Puts focus where the shopper acts on the code: its Remove button, or the empty field. */
  focus: () => void;
}

/**
 * "Have a promo code?" (issue 40): a code typed and applied is kept with the cart; the field then
 * names it with a Remove button, and a live region says whether it applies ("Code DIWALI10
 * applied. You save ₹250.") or why not, in the API's words ("This code has ended"). Focus follows
 * the control that replaces the one used.
 */
export function PromoCodeField({
  code,
  status,
  ref,
}: {
  /** The kept code; null when none. */
  code: string | null;
  status: CodeStatus;
  ref?: Ref<PromoCodeFieldHandle>;
}) {
  const inputId = useId();
  const messageId = useId();
  const [typedProblem, setTypedProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);

  useImperativeHandle(ref, () => ({
    focus: () => (remove.current ?? input.current)?.focus(),
  }));

  // In the commit that swaps the controls, so nothing runs between the old one's removal and this.
  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (code === null ? input.current : remove.current)?.focus();
  }, [code]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = promoCodeOf(input.current?.value ?? '');
    if (!typed) {
      setTypedProblem(ENTER_A_CODE);
      input.current?.focus();
      return;
    }
    setTypedProblem(null);
    moveFocus.current = true;
    keepPromoCode(typed);
  }

  const message =
    code === null
      ? typedProblem
        ? { text: typedProblem, tone: 'problem' as const }
        : null
      : statusMessage(code, status);

  return (
    <div role="group" aria-label="Promo code" className="mt-4">
      {code === null ? (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
            Have a promo code?
          </label>
          <div className="flex gap-2">
            <input
              ref={input}
              id={inputId}
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={PROMO_CODE_MAX_LENGTH}
              aria-invalid={typedProblem ? true : undefined}
              aria-describedby={typedProblem ? messageId : undefined}
              onChange={() => setTypedProblem(null)}
              className="block h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 uppercase placeholder:normal-case focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-invalid:border-red-700"
            />
            <button
              type="submit"
              className={`${TARGET} border border-brand-700 px-4 text-brand-700 hover:bg-brand-50`}
            >
              Apply
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-x-3">
          <p className="text-sm text-slate-700">
            Promo code <span className="font-mono font-semibold text-slate-900">{code}</span>
          </p>
          <button
            ref={remove}
            type="button"
            onClick={() => {
              moveFocus.current = true;
              forgetPromoCode();
            }}
            aria-describedby={message ? messageId : undefined}
            className={`${TARGET} px-2 text-red-700 underline hover:text-red-800`}
          >
            Remove<span className="sr-only"> promo code {code}</span>
          </button>
        </div>
      )}
      {/* Always there: a screen reader only hears changes to a live region it already knows. */}
      <p
        id={messageId}
        role="status"
        className={`text-sm empty:hidden ${message ? TONES[message.tone] : ''}`}
      >
        {message?.text ?? ''}
      </p>
    </div>
  );
}

const TONES = {
  problem: 'font-medium text-red-700',
  done: 'font-medium text-green-800',
  info: 'text-slate-700',
} as const;

function statusMessage(
  code: string,
  status: CodeStatus,
): { text: string; tone: keyof typeof TONES } {
  switch (status.state) {
    case 'checking':
      return { text: `Checking code ${code}…`, tone: 'info' };
    case 'applied':
      return {
        text:
          status.saving > 0
            ? `Code ${code} applied. You save ${formatPrice(status.saving)}.`
            : `Code ${code} applied.`,
        tone: 'done',
      };
    case 'refused':
      return { text: status.message, tone: 'problem' };
    case 'unchecked':
      return { text: CODE_NOT_CHECKED, tone: 'info' };
  }
}
