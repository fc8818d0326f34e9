import { useSyncExternalStore } from 'react';

/** Chakra's md breakpoint (48rem), where the page turns its cards into a table. */
const WIDE = '(min-width: 48rem)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the window is at least md wide, read at once on the first render and followed as it changes (a phone turned sideways). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}
