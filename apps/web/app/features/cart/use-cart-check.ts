import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type CartProblems, checkCartRows, type GstRates, NO_PROBLEMS } from './cart-check';
import { type CartItem, rowKey } from './cart-rules';

/** How the last check of the cart ended. "failed" (no answer) blocks nothing: the order checks again. */
export type CartCheckOutcome = 'ok' | 'problems' | 'failed';

/** A cart being edited is checked again once the shopper pauses, not at every click. */
export const RECHECK_DELAY_MS = 400;

const NO_RATES: GstRates = new Map();

/**
 * The cart's rows checked against stock: after hydration, again after each change, and whenever
 * `check` is called (before an order is placed). `problems` holds the latest answer's problems
 * of the rows still in the cart; `gstRates` the GST rates of the products it named.
 */
export function useCartCheck(items: readonly CartItem[], ready: boolean) {
  const [problems, setProblems] = useState<CartProblems>(NO_PROBLEMS);
  const [gstRates, setGstRates] = useState<GstRates>(NO_RATES);
  const latest = useRef(0);
  const checkedOnce = useRef(false);

  const check = useCallback(async (rows: readonly CartItem[]): Promise<CartCheckOutcome> => {
    const run = ++latest.current;
    try {
      const found = await checkCartRows(rows);
      // A newer check (the cart changed meanwhile) has the last word.
      if (run === latest.current) {
        setProblems(found.problems);
        setGstRates(found.gstRates);
      }
      return found.problems.size > 0 ? 'problems' : 'ok';
    } catch {
      if (run === latest.current) setProblems(NO_PROBLEMS);
      return 'failed';
    }
  }, []);

  useEffect(() => {
    if (!ready) return;
    const delay = checkedOnce.current ? RECHECK_DELAY_MS : 0;
    checkedOnce.current = true;
    const timer = setTimeout(() => void check(items), delay);
    return () => clearTimeout(timer);
  }, [ready, items, check]);

  // A row removed since the last answer has no say.
  const current = useMemo(() => {
    const kept = new Map<string, string>();
    for (const item of items) {
      const problem = problems.get(rowKey(item));
      if (problem) kept.set(rowKey(item), problem);
    }
    return kept.size === problems.size ? problems : kept;
  }, [items, problems]);

  return { problems: current, gstRates, check };
}
