import { lazy, Suspense, useId } from 'react';
import { Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@homehaven/domain/messages';
import { pricePoints } from '@homehaven/domain/price-history';
import { LoadErrorAlert } from '../../../components/ui/load-error-alert';
import { instantToDate, type Listing } from '../../../lib/firebase/documents';
import { usePriceHistory } from '../api/use-price-history';
import { PriceHistoryTable } from './price-history-table';

// recharts is large: the chart loads after the page, only for a listing that has a history.
const PriceHistoryChart = lazy(() => import('./price-history-chart'));
/** The chart's height (price-history-chart.tsx), repeated so the skeleton does not import recharts. */
const CHART_HEIGHT = '240px';
const SKELETON_ROWS = 3;

/** The section while the history loads: the chart's and a few rows' space. */
function PriceHistorySkeleton() {
  return (
    <Stack gap="4" role="status" aria-label="Loading the price history">
      <Skeleton h={CHART_HEIGHT} rounded="lg" />
      <Stack gap="2">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <Skeleton key={i} h="10" />
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * Price history (docs/product.md §6.4 Price history): a small chart of the minimum and maximum price over time and the changes,
 * newest first, a few at a time; live. The system records every change (functions/src/price-history);
 * a listing never changed says so.
 */
export function PriceHistorySection({ listing }: { listing: Listing }) {
  const history = usePriceHistory(listing.id);
  const headingId = useId();
  let body;
  if (history.status === 'loading') body = <PriceHistorySkeleton />;
  else if (history.status === 'error') body = <LoadErrorAlert title={MESSAGES.priceHistory.loadFailed} onRetry={history.retry} testId="price-history-error" />;
  else if (history.data.length === 0) body = <Text color="fg.muted">{MESSAGES.priceHistory.unchanged}</Text>;
  else {
    const points = pricePoints(history.data, { listedAt: history.complete ? instantToDate(listing.createdAt) : undefined, until: new Date() });
    body = (
      <Stack gap="5">
        <Box bg="white" borderWidth="1px" rounded="lg" p={{ base: 2, md: 4 }}>
          <Suspense fallback={<Skeleton h={CHART_HEIGHT} rounded="lg" />}>
            <PriceHistoryChart points={points} />
          </Suspense>
        </Box>
        <PriceHistoryTable changes={history.data} />
        {history.canShowMore ? (
          <Button variant="outline" alignSelf="center" onClick={history.showMore}>
            {MESSAGES.priceHistory.showMore}
          </Button>
        ) : null}
      </Stack>
    );
  }
  return (
    <Box as="section" aria-labelledby={headingId} mt="12" data-testid="price-history">
      <Heading as="h2" size="xl" id={headingId} mb="4">
        {MESSAGES.priceHistory.heading}
      </Heading>
      {body}
    </Box>
  );
}
