import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type CartOffers,
  type CartProblems,
  cartCheckRequest,
  checkCartRows,
  type GstRates,
  NO_OFFERS,
  NO_PROBLEMS,
} from './cart-check';
import { type CartItem, rowKey } from './cart-rules';

/**
 * How the last check of the cart ended: "problems" (rows stock refuses), "code" (the promo code
 * does not apply), or "failed" (no answer), which blocks nothing: the order checks again.
 */
export type CartCheckOutcome = 'ok' | 'problems' | 'code' | 'failed';

/** A cart being edited is checked again once the shopper pauses, not at every click. */
export const RECHECK_DELAY_MS = 400;

const NO_RATES: GstRates = new Map();

interface Answer {
  problems: CartProblems;
  gstRates: GstRates;
  offers: CartOffers;
  /** The request it answers, to tell whether the cart has changed since. */
  asked: string | null;
  /** The request that got no answer, if the last one did not. */
  failed: string | null;
}

const NO_ANSWER: Answer = {
  problems: NO_PROBLEMS,
  gstRates: NO_RATES,
  offers: NO_OFFERS,
  asked: null,
  failed: null,
};

/**
 * The cart's rows checked against stock, with the promo code and PIN code kept in this browser
 * (`code`, `pin`): after hydration, again after each change, and whenever `check` is called
 * (before an order is placed). `problems` holds the latest answer's problems of the rows still in
 * the cart; `gstRates` the GST rates of the products it named; `offers` the offers it applied and
 * its totals. `stale`: no answer yet for the cart, code and PIN code as they are now; `failed`: the
 * check of them got no answer.
 */
export function useCartCheck(
  items: readonly CartItem[],
  ready: boolean,
  { code = null, pin = null }: { code?: string | null; pin?: string | null } = {},
) {
  const [answer, setAnswer] = useState<Answer>(NO_ANSWER);
  const latest = useRef(0);
  const checkedOnce = useRef(false);

  const check = useCallback(
    async (rows: readonly CartItem[]): Promise<CartCheckOutcome> => {
      const run = ++latest.current;
      const sent = { code, pin };
      const asked = JSON.stringify(cartCheckRequest(rows, sent));
      try {
        const found = await checkCartRows(rows, sent);
        // A newer check (the cart changed meanwhile) has the last word.
        if (run === latest.current) setAnswer({ ...found, asked, failed: null });
        if (found.problems.size > 0) return 'problems';
        return sent.code && found.offers.code?.applied === false ? 'code' : 'ok';
      } catch {
        if (run === latest.current) {
          // Unknown now: the cart works out its own totals, and the order checks everything again.
          setAnswer((last) => ({ ...NO_ANSWER, gstRates: last.gstRates, failed: asked }));
        }
        return 'failed';
      }
    },
    [code, pin],
  );

  useEffect(() => {
    if (!ready) return;
    const delay = checkedOnce.current ? RECHECK_DELAY_MS : 0;
    checkedOnce.current = true;
    const timer = setTimeout(() => void check(items), delay);
    return () => clearTimeout(timer);
  }, [ready, items, check]);

  // A row removed since the last answer has no say.
  const problems = useMemo(() => {
    const kept = new Map<string, string>();
    for (const item of items) {
      const problem = answer.problems.get(rowKey(item));
      if (problem) kept.set(rowKey(item), problem);
    }
    return kept.size === answer.problems.size ? answer.problems : kept;
  }, [items, answer.problems]);

  const asking = useMemo(
    () => JSON.stringify(cartCheckRequest(items, { code, pin })),
    [items, code, pin],
  );
  // The cart, code or PIN code changed and the new answer is not in yet.
  const failed = answer.failed === asking;
  const stale = answer.asked !== asking && !failed;

  return { problems, gstRates: answer.gstRates, offers: answer.offers, stale, failed, check };
}
