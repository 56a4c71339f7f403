import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/** False on the server and during hydration, true once React runs the page in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
