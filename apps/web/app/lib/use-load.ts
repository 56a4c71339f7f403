import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> =
  { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'failed'; error: unknown };

/**
 * Loads with `load` when the component mounts and again on `reload`, cancelling a load the
 * component no longer waits for. `onFailure` hears of every failure but the cancelled load's.
 * Both functions must keep their identity across renders (module-level functions do).
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  onFailure?: (error: unknown) => void,
): LoadState<T> & { reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => setState({ status: 'loaded', value }),
      (error: unknown) => {
        // Only the request this effect cancelled goes unreported. A failure that did arrive is
        // reported even when the page is already going: a 401 sends the shopper to sign in, and
        // the message tells them why.
        if (controller.signal.aborted && error === controller.signal.reason) return;
        setState({ status: 'failed', error });
        onFailure?.(error);
      },
    );
    return () => controller.abort();
  }, [attempt, load, onFailure]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { ...state, reload };
}
