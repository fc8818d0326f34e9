import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` (above or below) of the viewport, once: it stays true
 * after. False on the server and during hydration, so a prerendered section hydrates with what the
 * HTML shows (its placeholder); it turns true in an effect. Without IntersectionObserver (old browsers,
 * some crawlers) it turns true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const reached = () => startTransition(() => setNear(true));
    if (typeof IntersectionObserver === 'undefined') {
      reached();
      return undefined;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        reached();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);

  return near;
}
