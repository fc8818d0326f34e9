import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { INSIGHT_MESSAGES, type PeriodCounters } from '@homehaven/domain/insight-charts';
import { LoadErrorAlert } from '../../../../components/ui/load-error-alert';
import { InsightFrame } from './insight-frame';
import { conversionSentence } from './insight-views';

type MonthsState = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; months: readonly PeriodCounters[] };

/** Agents: conversion from offer to sale over the months shown, as a share and the sentence behind it (its own text alternative). */
export function ConversionCard({ state, now }: { state: MonthsState; now: Date }) {
  const figures = state.status === 'ready' ? conversionSentence(state.months, now) : null;
  return (
    <InsightFrame title="Conversion from offer to sale" testId="insight-conversion" busy={state.status === 'loading'}>
      {state.status === 'error' ? <LoadErrorAlert title={INSIGHT_MESSAGES.loadFailed} onRetry={state.retry} /> : null}
      {state.status === 'loading' ? (
        <Stack gap="2" aria-hidden>
          <Skeleton h="10" w="24" />
          <Skeleton h="5" />
        </Stack>
      ) : null}
      {figures ? (
        <Stack gap="2">
          <Text fontSize="4xl" lineHeight="2.5rem" fontWeight="bold" color="teal.700" data-testid="conversion-share">
            {figures.share}
          </Text>
          <Text fontSize="sm" color="fg.muted" data-testid="insight-summary">
            {figures.sentence}
          </Text>
        </Stack>
      ) : null}
    </InsightFrame>
  );
}
