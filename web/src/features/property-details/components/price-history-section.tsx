import { lazy, Suspense, useId, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { PRICE_HISTORY_MESSAGES } from '@homehaven/domain/price-history-messages';
import { pricePoints } from '@homehaven/domain/price-history';
import { Button } from '../../../components/ui/button';
import { LoadErrorAlert } from '../../../components/ui/load-error-alert';
import { Skeleton } from '../../../components/static/skeleton';
import { instantToDate, type Listing } from '../../../lib/firebase/documents';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { usePriceHistory } from '../api/use-price-history';
import { PriceHistoryTable } from './price-history-table';

// recharts is large: the chart loads after the page, only for a listing that has a history.
const PriceHistoryChart = lazy(() => import('./price-history-chart'));
const SKELETON_ROWS = 3;

const SECTION = css({ mt: '12' });
const HEADING = cx(heading({ size: 'xl' }), css({ mb: '4' }));
const SKELETON = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const SKELETON_LINES = css({ display: 'flex', flexDirection: 'column', gap: '2' });
/** The chart's height (price-history-chart.tsx), repeated so the skeleton does not import recharts. */
const CHART_PLACEHOLDER = css({ h: '240px', rounded: 'lg' });
const LINE_PLACEHOLDER = css({ h: '10' });
const BODY = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const CHART_BOX = css({ bg: 'white', borderWidth: '1px', rounded: 'lg', p: { base: '2', md: '4' } });
const MORE = css({ alignSelf: 'center' });
const MUTED = css({ color: 'fg.muted' });

/** The section while the history loads: the chart's and a few rows' space. */
function PriceHistorySkeleton() {
  return (
    <div className={SKELETON} role="status" aria-label="Loading the price history">
      <Skeleton className={CHART_PLACEHOLDER} />
      <div className={SKELETON_LINES}>
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <Skeleton key={i} className={LINE_PLACEHOLDER} />
        ))}
      </div>
    </div>
  );
}

/** The history itself (mounted once the section is near the viewport). */
function PriceHistoryBody({ listing }: { listing: Listing }) {
  const history = usePriceHistory(listing.id);
  if (history.status === 'loading') return <PriceHistorySkeleton />;
  if (history.status === 'error') return <LoadErrorAlert title={PRICE_HISTORY_MESSAGES.loadFailed} onRetry={history.retry} testId="price-history-error" />;
  if (history.data.length === 0) return <p className={MUTED}>{PRICE_HISTORY_MESSAGES.unchanged}</p>;
  const points = pricePoints(history.data, { listedAt: history.complete ? instantToDate(listing.createdAt) : undefined, until: new Date() });
  return (
    <div className={BODY}>
      <div className={CHART_BOX}>
        <Suspense fallback={<Skeleton className={CHART_PLACEHOLDER} />}>
          <PriceHistoryChart points={points} />
        </Suspense>
      </div>
      <PriceHistoryTable changes={history.data} />
      {history.canShowMore ? (
        <Button variant="outline" className={MORE} onClick={history.showMore}>
          {PRICE_HISTORY_MESSAGES.showMore}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Price history (docs/product.md §6.4 Price history): a small chart of the minimum and maximum price over time and the changes,
 * newest first, a few at a time; live. The system records every change (functions/src/price-history);
 * a listing never changed says so. Read once the section nears the viewport (docs/performance.md "Details page").
 */
export function PriceHistorySection({ listing }: { listing: Listing }) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef);
  return (
    <section ref={sectionRef} aria-labelledby={headingId} className={SECTION} data-testid="price-history">
      <h2 className={HEADING} id={headingId}>
        {PRICE_HISTORY_MESSAGES.heading}
      </h2>
      {near ? <PriceHistoryBody listing={listing} /> : <PriceHistorySkeleton />}
    </section>
  );
}
