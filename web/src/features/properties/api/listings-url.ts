import { LISTING_ORDERS, type ListingOrder, type ListingsPageRequest } from '@homehaven/domain/queries/listings';
import { decodeListingCursor } from '@homehaven/domain/queries/page-cursor';
import { TEXT_LIMITS } from '@homehaven/domain/constants';
import { filtersFromParams, hasFactFilters, hasFilters } from '@homehaven/domain/listing-filters';
import { listingsParams } from '../../../lib/listings/listings-params';
import { readPageView, searchOf, writePageView, type PageView } from '../../../lib/page-url';
import { mapAtText, readMapAt, type MapAt } from './map-at';

/** How All properties shows its results: a paged list (the default) or a map of the listings in view. */
export type ListingsMode = 'list' | 'map';

/**
 * All properties keeps its state in the URL (`?search=new&sort=asc&beds=3&after=...&page=2`), so a
 * link can be shared, a reload keeps the results, and Back returns to the same page. `view=map` shows
 * the map, `at=<lat>,<lng>,<zoom>` where it looks (kept by both modes, so List and back to Map returns
 * to the same place); the map has no pages. Malformed values are ignored (a filter's too:
 * listing-filters.ts `filtersFromParams`).
 */
export type ListingsView = ListingsPageRequest &
  PageView & {
    /** Only when the map is shown: the list is the default. */
    readonly mode?: 'map';
    readonly at?: MapAt;
  };

function isOrder(value: string | null): value is ListingOrder {
  return (LISTING_ORDERS as readonly (string | null)[]).includes(value);
}

/** The view a URL's query string describes: no `filters`, `mode` or `at` key when none is set. */
export function readListingsView(params: URLSearchParams): ListingsView {
  const search = params.get('search')?.trim().slice(0, TEXT_LIMITS.location) || null;
  const sort = params.get('sort');
  const order: ListingOrder = isOrder(sort) ? sort : 'newest';
  const filters = filtersFromParams(params);
  const filtered = hasFilters(filters);
  const byFacts = hasFactFilters(filters);
  const map = params.get('view') === 'map';
  const at = readMapAt(params.get('at'));
  return {
    search,
    order,
    ...(filtered ? { filters } : {}),
    ...(map ? { mode: 'map' as const } : {}),
    ...(at ? { at } : {}),
    ...(map ? { page: 1 } : readPageView(params, (text) => decodeListingCursor(order, text, byFacts))),
  };
}

/** The query string of a view (defaults left out, so the plain page is just `/properties`; a map has no page cursors). */
export function listingsViewSearch(view: Partial<ListingsView>): string {
  const params = listingsParams({ search: view.search ?? null, order: view.order ?? 'newest', filters: view.filters });
  if (view.mode === 'map') params.set('view', 'map');
  else writePageView(params, view);
  const query = searchOf(params);
  if (!view.at) return query;
  return `${query === '' ? '?' : `${query}&`}at=${mapAtText(view.at)}`;
}

/** A view in the other mode, or the same mode elsewhere: its search, order, filters and place kept, from the first page. */
export function listingsModeSearch(view: ListingsView, mode: ListingsMode): string {
  const { search, order, filters, at } = view;
  return listingsViewSearch({ search, order, ...(filters ? { filters } : {}), ...(at ? { at } : {}), ...(mode === 'map' ? { mode } : {}) });
}
