import { LISTINGS_PAGE_SIZE, publicListingsQuery, type ListingsPageRequest } from '@homehaven/domain/queries/listings';
import { listingCursor } from '@homehaven/domain/queries/page-cursor';
import { hasFactFilters } from '@homehaven/domain/listing-filters';
import { listingFromDoc, type Listing } from '../../../lib/firebase/documents';
import { slicePage } from '../../../lib/firebase/use-paged-query';
import { useLiveQueryWithPreview } from '../../../lib/firebase/use-live-query-with-preview';
import { fetchPublicListings, firstListingsPagePath, listingsFromApi } from '../../../lib/listings/public-listings-api';
import { renderedAnswerOf } from '../../../lib/listings/rendered-first-page';
import type { ListingsMode } from './listings-url';

/**
 * The facade path (GET /properties) of a request's first page, or null for a later page (a cursor)
 * and for the map, which reads the listings in its view instead: one listing beyond the page tells a
 * next page exists. The server render of All properties asks it too (web/prerender/entry-server.tsx),
 * so both render from the same answer.
 */
export function firstPagePathOf(request: ListingsPageRequest & { readonly mode?: ListingsMode }): string | null {
  return request.mode === 'map' || request.after || request.before ? null : firstListingsPagePath(request, LISTINGS_PAGE_SIZE + 1);
}

/**
 * A page of All properties, live (a listing verified meanwhile appears without reload). A first page
 * paints from the facade's cacheable answer (already in the page when the server rendered it), then
 * the live listener takes over; later pages (a cursor in the URL) read through the listener alone.
 * `null` reads nothing (the page is still hydrating).
 */
export function usePublicListings(request: ListingsPageRequest | null) {
  // A filtered list orders by the search facts too: its cursors carry their values.
  const cursorOf = (listing: Listing) => listingCursor(request?.order ?? 'newest', listing, hasFactFilters(request?.filters));
  const path = request === null ? null : firstPagePathOf(request);
  const pageOf = (listings: Listing[]) => slicePage(listings, request ?? {}, LISTINGS_PAGE_SIZE, cursorOf);
  const rendered = path === null ? null : renderedAnswerOf(path);
  return useLiveQueryWithPreview(
    request === null ? null : publicListingsQuery(request),
    (docs) => pageOf(docs.map(listingFromDoc)),
    path === null
      ? null
      : {
          key: path,
          load: async () => pageOf(await fetchPublicListings(path)),
          ...(rendered === null ? {} : { initial: pageOf(listingsFromApi(rendered)) }),
        },
  );
}
