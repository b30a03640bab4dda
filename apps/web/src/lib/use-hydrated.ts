import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates pre-rendered markup (and when pre-rendering it), true otherwise. A
 * component whose first render would depend on the browser (the saved theme) renders as the
 * build did until then, so hydration finds the markup it expects; React re-renders it right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
