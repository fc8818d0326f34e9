import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { css } from 'styled-system/css';
import { paths } from '../../config/paths';
import { useCompareTray } from '../../lib/compare/use-compare-tray';

/** The compare bar's height: the page ends this much lower while it shows, so it never covers content. */
const COMPARE_BAR_HEIGHT = '4.5rem';
const SPACER = css({ h: '4.5rem' });

// The bar downloads only once the tray holds something.
const CompareTrayBar = lazy(async () => ({ default: (await import('./compare-tray-bar')).CompareTrayBar }));

/**
 * The compare bar at the bottom of every page while the tray holds listings (not on the compare page
 * itself, which shows them), with a spacer of its height at the end of the page. It is fixed to the
 * viewport, so its arriving after the first paint moves nothing but the page's end.
 */
export function CompareTrayMount() {
  const count = useCompareTray().length;
  const onComparePage = useLocation().pathname === paths.compare.path;
  if (count === 0 || onComparePage) return null;
  return (
    <>
      <div className={SPACER} aria-hidden data-testid="compare-bar-spacer" />
      <Suspense fallback={null}>
        <CompareTrayBar height={COMPARE_BAR_HEIGHT} />
      </Suspense>
    </>
  );
}
