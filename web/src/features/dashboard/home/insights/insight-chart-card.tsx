import { useId, useState } from 'react';
import { FiTable } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { INSIGHT_MESSAGES } from '@homehaven/domain/insight-charts';
import { Button } from '../../../../components/ui/button';
import { LoadErrorAlert } from '../../../../components/ui/load-error-alert';
import { InsightBarChart } from './insight-bar-chart';
import { ChartBodySkeleton, INSIGHT_CHART_HEIGHT } from './insight-chart-skeleton';
import { InsightFrame } from './insight-frame';
import { InsightTable } from './insight-table';
import type { ChartView } from './insight-views';

/** What a chart card shows: its data loading, failed, or its view. */
export type ChartCardState = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; view: ChartView };

// The chart's height and the summary's (3.25rem), so a failure takes the loaded card's size.
const ERROR_ROOM = css({ display: 'flex', alignItems: 'center', minH: 'calc(240px + 3.25rem)' });
const SUMMARY = css({ fontSize: 'sm', color: 'fg.muted', minH: '10' });
const EMPTY = cx(INSIGHT_CHART_HEIGHT, css({ display: 'flex', alignItems: 'center', justifyContent: 'center', bg: 'gray.50', rounded: 'md', px: '6', textAlign: 'center' }));
const MUTED = css({ color: 'fg.muted' });
const TOGGLE = css({ flexShrink: 0 });

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
      <Button size="xs" variant={asTable ? 'subtle' : 'outline'} className={TOGGLE} aria-pressed={asTable} aria-controls={bodyId} onClick={() => setAsTable((shown) => !shown)}>
        <FiTable aria-hidden /> {INSIGHT_MESSAGES.showTable}
      </Button>
    ) : null;
  return (
    <InsightFrame title={title} testId={testId} action={toggle} busy={state.status === 'loading'}>
      {state.status === 'loading' ? <ChartBodySkeleton /> : null}
      {state.status === 'error' ? (
        <div className={ERROR_ROOM}>
          <LoadErrorAlert title={INSIGHT_MESSAGES.loadFailed} onRetry={state.retry} testId={`${testId}-error`} />
        </div>
      ) : null}
      {view ? (
        <>
          <p id={summaryId} className={SUMMARY} data-testid="insight-summary">
            {view.summary}
          </p>
          <div id={bodyId}>
            {view.empty ? (
              <div className={EMPTY} data-testid="insight-empty">
                <p className={MUTED}>{INSIGHT_MESSAGES.empty}</p>
              </div>
            ) : asTable ? (
              <InsightTable view={view} />
            ) : (
              <InsightBarChart view={view} labelledBy={summaryId} />
            )}
          </div>
        </>
      ) : null}
    </InsightFrame>
  );
}
