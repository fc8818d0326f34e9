import { css, cx } from 'styled-system/css';
import { Skeleton } from '../../../../components/static/skeleton';

/**
 * The drawing's height (240 px) as a class; the skeleton and the empty state take the same (nothing moves
 * when data comes). Here rather than beside the chart: the skeleton renders with the dashboard's home,
 * and anything that imports recharts would bring its chunk with it (insights-section.tsx loads it lazily).
 */
export const INSIGHT_CHART_HEIGHT = css({ h: '240px' });

// The summary line keeps room for two lines (h 10), so a one-line summary moves nothing when data comes.
const STACK = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const SUMMARY_PLACEHOLDER = css({ h: '10' });
const CHART_PLACEHOLDER = cx(INSIGHT_CHART_HEIGHT, css({ rounded: 'md' }));

/** A chart's body while its data loads: the summary's and the drawing's space. */
export function ChartBodySkeleton() {
  return (
    <div className={STACK} aria-hidden>
      <Skeleton className={SUMMARY_PLACEHOLDER} />
      <Skeleton className={CHART_PLACEHOLDER} />
    </div>
  );
}
