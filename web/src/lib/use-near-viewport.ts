import { startTransition, useEffect, useState, type RefObject } from 'react';
import { onceInView } from './once-in-view';

/**
 * Whether the element has come within `margin` (above or below) of the viewport, once: it stays true
 * after. False on the server and during hydration, so a prerendered section hydrates with what the
 * HTML shows (its placeholder); it turns true in an effect (once-in-view.ts).
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    return onceInView(element, () => startTransition(() => setNear(true)), margin);
  }, [ref, margin, near]);

  return near;
}
