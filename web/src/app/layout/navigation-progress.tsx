import { useNavigation } from 'react-router';
import { css } from 'styled-system/css';

const TRACK = css({ position: 'fixed', top: '0', left: '0', right: '0', h: '0.5', zIndex: 'banner', overflow: 'hidden' });
const BAR = css({
  h: 'full',
  w: '40%',
  bg: 'teal.500',
  animation: 'hh-progress 1.1s ease-in-out infinite',
  '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
});

/**
 * A thin bar under the top bar while the next page loads its data (the details page's loader): the
 * current page stays until the next one is ready, and this says something is happening.
 */
export function NavigationProgress() {
  const loading = useNavigation().state === 'loading';
  if (!loading) return null;
  return (
    <div className={TRACK} role="progressbar" aria-label="Loading page">
      <div className={BAR} />
    </div>
  );
}
