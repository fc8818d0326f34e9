import { LATEST_REVIEWS_QUERY } from '@homehaven/domain/queries/reviews';
import { reviewFromDoc } from '../../../lib/firebase/documents';
import { usePublicLiveQuery } from '../../../lib/firebase/public-live/use-public-live-query';

/** Latest reviews on home: the 3 newest of all, live (public live worker), read once `enabled` (loading until then). */
export function useLatestReviews(enabled: boolean) {
  return usePublicLiveQuery(enabled ? LATEST_REVIEWS_QUERY : null, (docs) => docs.map(reviewFromDoc));
}
