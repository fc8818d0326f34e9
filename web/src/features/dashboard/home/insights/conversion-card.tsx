import { css } from 'styled-system/css';
import { INSIGHT_MESSAGES, type PeriodCounters } from '@homehaven/domain/insight-charts';
import { LoadErrorAlert } from '../../../../components/ui/load-error-alert';
import { Skeleton } from '../../../../components/static/skeleton';
import { InsightFrame } from './insight-frame';
import { conversionSentence } from './insight-views';

type MonthsState = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; months: readonly PeriodCounters[] };

const STACK = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const SHARE_PLACEHOLDER = css({ h: '10', w: '24' });
const LINE_PLACEHOLDER = css({ h: '5' });
const SHARE = css({ fontSize: '4xl', lineHeight: '2.5rem', fontWeight: 'bold', color: 'teal.700' });
const SENTENCE = css({ fontSize: 'sm', color: 'fg.muted' });

/** Agents: conversion from offer to sale over the months shown, as a share and the sentence behind it (its own text alternative). */
export function ConversionCard({ state, now }: { state: MonthsState; now: Date }) {
  const figures = state.status === 'ready' ? conversionSentence(state.months, now) : null;
  return (
    <InsightFrame title="Conversion from offer to sale" testId="insight-conversion" busy={state.status === 'loading'}>
      {state.status === 'error' ? <LoadErrorAlert title={INSIGHT_MESSAGES.loadFailed} onRetry={state.retry} /> : null}
      {state.status === 'loading' ? (
        <div className={STACK} aria-hidden>
          <Skeleton className={SHARE_PLACEHOLDER} />
          <Skeleton className={LINE_PLACEHOLDER} />
        </div>
      ) : null}
      {figures ? (
        <div className={STACK}>
          <p className={SHARE} data-testid="conversion-share">
            {figures.share}
          </p>
          <p className={SENTENCE} data-testid="insight-summary">
            {figures.sentence}
          </p>
        </div>
      ) : null}
    </InsightFrame>
  );
}
