import { LISTINGS_PAGE_SIZE, publicListingsQuery, type ListingsPageRequest } from '@homehaven/domain/queries/listings';
import { listingCursor } from '@homehaven/domain/queries/page-cursor';
import { toListing } from '../../../lib/firebase/documents';
import { usePagedQuery } from '../../../lib/firebase/use-paged-query';

/** A page of All properties, live (a listing verified meanwhile appears without reload). */
export function usePublicListings(request: ListingsPageRequest) {
  return usePagedQuery(publicListingsQuery(request), request, LISTINGS_PAGE_SIZE, toListing, (listing) => listingCursor(request.order, listing));
}
