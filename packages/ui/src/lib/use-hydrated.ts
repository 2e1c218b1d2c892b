import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a prerendered page (and on the server), true otherwise. Parts that
 * depend on what only the browser knows (the stored session) render their server state first, so
 * hydration matches the HTML, and switch right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
