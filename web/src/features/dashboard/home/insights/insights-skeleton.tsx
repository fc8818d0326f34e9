import { css } from 'styled-system/css';
import { Skeleton } from '../../../../components/static/skeleton';
import { ChartBodySkeleton } from './insight-chart-skeleton';
import { INSIGHT_CARD, INSIGHT_CARD_BODY } from './insight-frame';
import { INSIGHTS_GRID } from './insights-grid';

const TITLE_PLACEHOLDER = css({ h: '8', w: '60%' });

/**
 * The charts' space while their chunk (recharts) loads: as many cards as the viewer will get, each
 * the size of a loaded chart card, so nothing below moves when they come.
 */
export function InsightsSkeleton({ cards }: { cards: number }) {
  return (
    <div role="status" className={INSIGHTS_GRID} aria-busy="true" aria-label="Loading the charts" data-testid="insights-skeleton">
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className={INSIGHT_CARD} aria-hidden>
          <div className={INSIGHT_CARD_BODY}>
            <Skeleton className={TITLE_PLACEHOLDER} />
            <ChartBodySkeleton />
          </div>
        </div>
      ))}
    </div>
  );
}
