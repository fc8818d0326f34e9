import { LISTINGS_PAGE_SIZE, publicListingsQuery, type ListingCursor, type ListingsPageRequest } from '@homehaven/domain/queries/listings';
import { listingCursor } from '@homehaven/domain/queries/listing-cursor';
import { toListing, type Listing } from '../../../lib/firebase/documents';
import { useLiveQuery } from '../../../lib/firebase/use-live-query';

/** One page of public listings, and where the pages before and after it start. */
export interface ListingsPage {
  listings: Listing[];
  /** Cursor of the page's last listing when another page follows, else null. */
  next: ListingCursor | null;
  /** Cursor of the page's first listing when a page precedes it, else null. */
  previous: ListingCursor | null;
}

/**
 * A page of All properties, live (a listing verified meanwhile appears without reload). The query
 * reads one listing beyond the page only to know whether a further page exists.
 */
export function usePublicListings(request: ListingsPageRequest) {
  return useLiveQuery(publicListingsQuery(request), (snapshot): ListingsPage => {
    const all = snapshot.docs.map(toListing);
    const more = all.length > LISTINGS_PAGE_SIZE;
    const backwards = request.before !== undefined;
    // Going back, the extra listing is the first one; going forward, the last.
    const listings = more ? (backwards ? all.slice(1) : all.slice(0, LISTINGS_PAGE_SIZE)) : all;
    const first = listings[0];
    const last = listings[listings.length - 1];
    const hasNext = backwards ? true : more;
    const hasPrevious = backwards ? more : request.after !== undefined;
    return {
      listings,
      next: hasNext && last ? listingCursor(request.order, last) : null,
      previous: hasPrevious && first ? listingCursor(request.order, first) : null,
    };
  });
}
