/**
 * Calls `reached` once, the first time the element comes within `margin` (above and below) of the
 * viewport, and answers the function that stops watching. Without IntersectionObserver (old browsers,
 * some crawlers) it calls at once.
 *
 * The observer may hand over several entries for the element in one callback when the page is busy:
 * the first observation (outside) and a later one (inside, after a jump or a quick scroll). Any entry
 * inside counts; reading only the first one would miss the element for good, as the observer reports
 * only changes and the element then stays inside.
 */
export function onceInView(element: Element, reached: () => void, margin = '0px'): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    reached();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      reached();
    },
    { rootMargin: `${margin} 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
