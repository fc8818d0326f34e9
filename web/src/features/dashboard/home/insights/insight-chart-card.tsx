import { useId, useState } from 'react';
import { Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FiTable } from 'react-icons/fi';
import { INSIGHT_MESSAGES } from '@homehaven/domain/insight-charts';
import { LoadErrorAlert } from '../../../../components/ui/load-error-alert';
import { InsightBarChart, INSIGHT_CHART_HEIGHT } from './insight-bar-chart';
import { InsightFrame } from './insight-frame';
import { InsightTable } from './insight-table';
import type { ChartView } from './insight-views';

/** What a chart card shows: its data loading, failed, or its view. */
export type ChartCardState = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; view: ChartView };

/** The summary line keeps room for two lines, so a one-line summary moves nothing when data comes. */
const SUMMARY_MIN_H = '10';

/** A chart's body while its data loads: the summary's and the drawing's space. */
export function ChartBodySkeleton() {
  return (
    <Stack gap="3" aria-hidden>
      <Skeleton h={SUMMARY_MIN_H} />
      <Skeleton h={`${INSIGHT_CHART_HEIGHT}px`} rounded="md" />
    </Stack>
  );
}

/**
 * One insight chart in its card: the heading, the one-sentence summary (the chart's text alternative,
 * shown to everyone), and the bars or, with "Show as table" pressed, the same values as a table.
 * Loading keeps the final size; a failure says so with Try again; all zero says there is no activity yet.
 */
export function InsightChartCard({ title, testId, state }: { title: string; testId: string; state: ChartCardState }) {
  const [asTable, setAsTable] = useState(false);
  const summaryId = useId();
  const bodyId = useId();
  const view = state.status === 'ready' ? state.view : null;
  const toggle =
    view && !view.empty ? (
      <Button size="xs" variant={asTable ? 'subtle' : 'outline'} flexShrink={0} aria-pressed={asTable} aria-controls={bodyId} onClick={() => setAsTable((shown) => !shown)}>
        <FiTable aria-hidden /> {INSIGHT_MESSAGES.showTable}
      </Button>
    ) : null;
  return (
    <InsightFrame title={title} testId={testId} action={toggle} busy={state.status === 'loading'}>
      {state.status === 'loading' ? <ChartBodySkeleton /> : null}
      {state.status === 'error' ? (
        <Flex minH={`calc(${INSIGHT_CHART_HEIGHT}px + 3.25rem)`} align="center">
          <LoadErrorAlert title={INSIGHT_MESSAGES.loadFailed} onRetry={state.retry} testId={`${testId}-error`} />
        </Flex>
      ) : null}
      {view ? (
        <>
          <Text id={summaryId} fontSize="sm" color="fg.muted" minH={SUMMARY_MIN_H} data-testid="insight-summary">
            {view.summary}
          </Text>
          <Box id={bodyId}>
            {view.empty ? (
              <Flex h={`${INSIGHT_CHART_HEIGHT}px`} align="center" justify="center" bg="gray.50" rounded="md" px="6" textAlign="center" data-testid="insight-empty">
                <Text color="fg.muted">{INSIGHT_MESSAGES.empty}</Text>
              </Flex>
            ) : asTable ? (
              <InsightTable view={view} />
            ) : (
              <InsightBarChart view={view} labelledBy={summaryId} />
            )}
          </Box>
        </>
      ) : null}
    </InsightFrame>
  );
}
