import { LISTING_ORDERS, type ListingOrder, type ListingsPageRequest } from '@homehaven/domain/queries/listings';
import { decodeListingCursor } from '@homehaven/domain/queries/page-cursor';
import { TEXT_LIMITS } from '@homehaven/domain/constants';
import { filtersFromParams, hasFilters } from '@homehaven/domain/listing-filters';
import { listingsParams } from '../../../lib/listings/listings-params';
import { readPageView, searchOf, writePageView, type PageView } from '../../../lib/page-url';

/**
 * All properties keeps its state in the URL (`?search=new&sort=asc&beds=3&after=...&page=2`), so a
 * link can be shared, a reload keeps the results, and Back returns to the same page. Malformed values
 * are ignored (a filter's too: listing-filters.ts `filtersFromParams`).
 */
export type ListingsView = ListingsPageRequest & PageView;

function isOrder(value: string | null): value is ListingOrder {
  return (LISTING_ORDERS as readonly (string | null)[]).includes(value);
}

/** The view a URL's query string describes: no `filters` key when none is set. */
export function readListingsView(params: URLSearchParams): ListingsView {
  const search = params.get('search')?.trim().slice(0, TEXT_LIMITS.location) || null;
  const sort = params.get('sort');
  const order: ListingOrder = isOrder(sort) ? sort : 'newest';
  const filters = filtersFromParams(params);
  const filtered = hasFilters(filters);
  return { search, order, ...(filtered ? { filters } : {}), ...readPageView(params, (text) => decodeListingCursor(order, text, filtered)) };
}

/** The query string of a view (defaults left out, so the plain page is just `/properties`). */
export function listingsViewSearch(view: Partial<ListingsView>): string {
  const params = listingsParams({ search: view.search ?? null, order: view.order ?? 'newest', filters: view.filters });
  writePageView(params, view);
  return searchOf(params);
}
