import { LATEST_REVIEWS_QUERY } from '@homehaven/domain/queries/reviews';
import { toReview } from '../../../lib/firebase/documents';
import { useLiveQuery } from '../../../lib/firebase/use-live-query';

/** Latest reviews on home: the 3 newest of all, live. */
export function useLatestReviews() {
  return useLiveQuery(LATEST_REVIEWS_QUERY, (snapshot) => snapshot.docs.map(toReview));
}
