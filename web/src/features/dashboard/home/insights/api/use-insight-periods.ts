import type { QuerySnapshot } from 'firebase/firestore';
import type { PeriodCounters } from '@homehaven/domain/insight-charts';
import type { CollectionQuery } from '@homehaven/domain/queries/query-spec';
import { useLiveQuery } from '../../../../../lib/firebase/use-live-query';

const read = (snapshot: QuerySnapshot): PeriodCounters[] => snapshot.docs.map((doc) => ({ id: doc.id, counts: doc.data() }));

/**
 * A scope's latest weeks or months, live (domain/src/queries/insights.ts): at most 12 or 6 small
 * documents, whatever the activity; periods without a document are zero in the chart.
 */
export function useInsightPeriods(query: CollectionQuery | null) {
  return useLiveQuery(query, read);
}
