import { lazy, Suspense } from 'react';
import type { CompareItem } from '@homehaven/domain/compare';

/*
 * The compare tray's pieces load after the first paint (docs/decisions.md, "Property comparison"):
 * nothing of them is needed to draw a page. Both render nothing until loaded, which moves nothing:
 * the card's toggle sits over the picture and the bar is fixed to the viewport.
 */
const CompareToggle = lazy(async () => ({ default: (await import('./compare-toggle')).CompareToggle }));
const CompareTrayMount = lazy(async () => ({ default: (await import('./compare-tray-mount')).CompareTrayMount }));

/** Compare on a property card, loaded after the first paint. */
export function LazyCompareToggle({ listing }: { listing: CompareItem }) {
  return (
    <Suspense fallback={null}>
      <CompareToggle listing={listing} />
    </Suspense>
  );
}

/** The compare bar of every page, loaded after the first paint. */
export function LazyCompareTrayMount() {
  return (
    <Suspense fallback={null}>
      <CompareTrayMount />
    </Suspense>
  );
}
