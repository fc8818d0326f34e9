import { LISTINGS_PAGE_SIZE, publicListingsQuery, type ListingsPageRequest } from '@homehaven/domain/queries/listings';
import { listingCursor } from '@homehaven/domain/queries/page-cursor';
import { listingFromDoc, type Listing } from '../../../lib/firebase/documents';
import { slicePage } from '../../../lib/firebase/use-paged-query';
import { useLiveQueryWithPreview } from '../../../lib/firebase/use-live-query-with-preview';
import { fetchPublicListings, firstListingsPagePath } from '../../../lib/listings/public-listings-api';

/**
 * A page of All properties, live (a listing verified meanwhile appears without reload). A first page
 * paints from the facade's cacheable answer, then the live listener takes over; later pages (a cursor
 * in the URL) read through the listener alone. `null` reads nothing (the page is still hydrating).
 */
export function usePublicListings(request: ListingsPageRequest | null) {
  const cursorOf = (listing: Listing) => listingCursor(request?.order ?? 'newest', listing);
  const firstPage = request !== null && !request.after && !request.before;
  const path = request && firstPage ? firstListingsPagePath(request.search, request.order, LISTINGS_PAGE_SIZE + 1) : null;
  return useLiveQueryWithPreview(
    request === null ? null : publicListingsQuery(request),
    (docs) => slicePage(docs.map(listingFromDoc), request ?? {}, LISTINGS_PAGE_SIZE, cursorOf),
    path === null || request === null
      ? null
      : { key: path, load: async () => slicePage(await fetchPublicListings(path), request, LISTINGS_PAGE_SIZE, cursorOf) },
  );
}
