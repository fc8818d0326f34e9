import { ownNewestPage, type PageRequest } from './paging';
import type { CollectionQuery } from './query-spec';

/** A buyer's wishlist, newest first, a page at a time (the rules let only its owner read it). */
export function wishlistPageQuery(uid: string, request: PageRequest = {}): CollectionQuery {
  return ownNewestPage('wishlist', 'userUid', uid, request);
}

/** A buyer's offers (Property bought), newest first, a page at a time. */
export function buyerOffersPageQuery(uid: string, request: PageRequest = {}): CollectionQuery {
  return ownNewestPage('offers', 'buyerUid', uid, request);
}

/** The reviews a user wrote (My reviews), newest first, a page at a time. */
export function myReviewsPageQuery(uid: string, request: PageRequest = {}): CollectionQuery {
  return ownNewestPage('reviews', 'userUid', uid, request);
}
