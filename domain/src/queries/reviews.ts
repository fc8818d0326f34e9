import { HOME_LATEST_REVIEWS } from '../constants';
import { DASHBOARD_PAGE_SIZE, pageQuery, type PageRequest } from './paging';
import type { CollectionQuery } from './query-spec';

/** Reviews shown at first on a property's page; "Show more" adds as many again. */
export const PROPERTY_REVIEWS_PAGE_SIZE = 10;

/** Latest reviews on home: the newest 3 of all (docs/product.md §5.1 Home). */
export const LATEST_REVIEWS_QUERY: CollectionQuery = {
  collection: 'reviews',
  spec: { orderBy: [['createdAt', 'desc']], limit: HOME_LATEST_REVIEWS },
};

/** A property's reviews, newest first, the first `count` of them. */
export function propertyReviewsQuery(propertyId: string, count = PROPERTY_REVIEWS_PAGE_SIZE): CollectionQuery {
  return {
    collection: 'reviews',
    spec: { where: [['propertyId', '==', propertyId]], orderBy: [['createdAt', 'desc']], limit: count },
  };
}

/** Every review, newest first, a page at a time (Manage reviews; the rules let anyone list reviews). */
export function allReviewsPageQuery(request: PageRequest = {}): CollectionQuery {
  return pageQuery('reviews', [], ['createdAt', 'desc'], request, DASHBOARD_PAGE_SIZE);
}

/**
 * Every review of a property, for an aggregate (the compare page's rating average and review count):
 * Firestore averages and counts on the server and returns no document, so it has no limit. Never run
 * it as a list.
 */
export function propertyReviewsAggregateQuery(propertyId: string): CollectionQuery {
  return { collection: 'reviews', spec: { where: [['propertyId', '==', propertyId]] } };
}
