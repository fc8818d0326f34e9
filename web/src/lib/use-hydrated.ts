import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React renders on the server and hydrates a prerendered page, true after: what depends
 * on the visitor (the URL's query string, the browser's storage) renders once hydrated, so the first
 * render matches the prerendered HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
