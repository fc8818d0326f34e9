import { Card, SimpleGrid, Skeleton } from '@chakra-ui/react';
import { ChartBodySkeleton } from './insight-chart-card';

/**
 * The charts' space while their chunk (recharts) loads: as many cards as the viewer will get, each
 * the size of a loaded chart card, so nothing below moves when they come.
 */
export function InsightsSkeleton({ cards }: { cards: number }) {
  return (
    <SimpleGrid role="status" columns={{ base: 1, lg: 2 }} gap={{ base: 4, md: 6 }} aria-busy="true" aria-label="Loading the charts" data-testid="insights-skeleton">
      {Array.from({ length: cards }, (_, i) => (
        <Card.Root key={i} variant="outline" aria-hidden>
          <Card.Body p={{ base: 4, md: 5 }} gap="3">
            <Skeleton h="8" w="60%" />
            <ChartBodySkeleton />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
