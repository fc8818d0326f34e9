import { useEffect, useRef, useState } from 'react';
import { propertyReviewsAggregateQuery } from '@homehaven/domain/queries/reviews';
import { loadFirestore } from '../../../lib/firebase/load';

/** A listing's reviews in two figures, or why they are not there. */
export type ReviewSummary = { status: 'loading' } | { status: 'success'; average: number | null; count: number } | { status: 'error' };

/** Asks Firestore for one listing's rating average and review count (an aggregate: no review is downloaded). */
async function summarise(propertyId: string): Promise<ReviewSummary> {
  try {
    const { db, buildQuery, getAggregateFromServer, average, count } = await loadFirestore();
    const snapshot = await getAggregateFromServer(buildQuery(db, propertyReviewsAggregateQuery(propertyId)), { average: average('rating'), count: count() });
    return { status: 'success', average: snapshot.data().average, count: snapshot.data().count };
  } catch (error) {
    console.error(`review summary of ${propertyId}`, error);
    return { status: 'error' };
  }
}

/**
 * Each compared listing's rating average and review count, computed by Firestore. Aggregates are not
 * live: each listing's figures are asked once while the page is open (a listing added later is asked
 * when it arrives), and those that failed again on `retry`.
 */
export function useReviewSummaries(ids: readonly string[]) {
  const [attempt, setAttempt] = useState(0);
  const [byId, setById] = useState<Readonly<Record<string, ReviewSummary>>>({});
  // Listings asked already (or being asked) and not failed: not asked again.
  const asked = useRef(new Set<string>());
  const key = ids.join(',');

  useEffect(() => {
    for (const id of key.split(',')) {
      if (id === '' || asked.current.has(id)) continue;
      asked.current.add(id);
      // No cancelling on a change of listings: an answer still in flight is the one its listing waits for.
      void summarise(id).then((summary) => {
        if (summary.status === 'error') asked.current.delete(id);
        setById((previous) => ({ ...previous, [id]: summary }));
      });
    }
  }, [key, attempt]);

  const retry = () => {
    // The failed figures show as loading again while they are asked.
    setById((previous) => Object.fromEntries(Object.entries(previous).filter(([, summary]) => summary.status !== 'error')));
    setAttempt((n) => n + 1);
  };
  return { byId: (id: string): ReviewSummary => byId[id] ?? { status: 'loading' }, retry };
}
