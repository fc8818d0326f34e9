import { useState } from 'react';
import { PROPERTY_REVIEWS_PAGE_SIZE, propertyReviewsQuery } from '@homehaven/domain/queries/reviews';
import { toReview } from '../../../lib/firebase/documents';
import { useLiveQuery } from '../../../lib/firebase/use-live-query';

/**
 * A property's reviews, newest first, live: a review written here or elsewhere appears without a
 * reload. Reads a page at a time; `showMore` widens the window by another page.
 */
export function usePropertyReviews(propertyId: string) {
  const [count, setCount] = useState(PROPERTY_REVIEWS_PAGE_SIZE);
  const reviews = useLiveQuery(propertyReviewsQuery(propertyId, count), (snapshot) => snapshot.docs.map(toReview));
  const canShowMore = reviews.status === 'success' && reviews.data.length === count;
  return { ...reviews, canShowMore, showMore: () => setCount((n) => n + PROPERTY_REVIEWS_PAGE_SIZE) };
}
