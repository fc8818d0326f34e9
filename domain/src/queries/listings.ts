import { HOME_NEW_PROPERTIES } from '../constants';
import { locationSearchTerm } from '../search';
import { pageQuery, type PageCursor, type PageRequest } from './paging';
import type { CollectionQuery, QuerySpec } from './query-spec';

/** Listings per page of All properties. */
export const LISTINGS_PAGE_SIZE = 12;

/** Orders of All properties: newest first (the default), or by MinimumPrice (Ascending, Descending). */
export const LISTING_ORDERS = ['newest', 'asc', 'desc'] as const;
/** One of {@link LISTING_ORDERS}. */
export type ListingOrder = (typeof LISTING_ORDERS)[number];
/** How the orders are named on screen (docs/product.md §6.1 All properties): Ascending and Descending (by MinimumPrice), newest first by default. */
export const LISTING_ORDER_LABELS: Readonly<Record<ListingOrder, string>> = { newest: 'Newest first', asc: 'Ascending', desc: 'Descending' };

/** Where a page of listings starts or ends. */
export type ListingCursor = PageCursor;

/** One page of All properties as the URL describes it. */
export interface ListingsPageRequest extends PageRequest {
  /** What the visitor typed in "Search by location...", or null. */
  readonly search: string | null;
  readonly order: ListingOrder;
}

/** Public listings: verified and not withdrawn (docs/architecture.md §6 Listing rules; the rules refuse a list without both). */
export const PUBLIC_LISTING_FILTER = [
  ['status', '==', 'verified'],
  ['withdrawn', '==', false],
] as const satisfies QuerySpec['where'];

/** The field each order sorts on, and its direction. */
export const LISTING_ORDER_FIELD = {
  newest: ['createdAt', 'desc'],
  asc: ['MinimumPrice', 'asc'],
  desc: ['MinimumPrice', 'desc'],
} as const satisfies Record<ListingOrder, readonly [string, 'asc' | 'desc']>;

/**
 * One page of All properties: public listings, optionally matching a location search (word prefix,
 * through `locationKeys`), in the chosen order, after or before a cursor. It asks for one listing
 * beyond the page, which only tells whether a further page exists.
 */
export function publicListingsQuery(request: ListingsPageRequest, pageSize = LISTINGS_PAGE_SIZE): CollectionQuery {
  const term = request.search === null ? null : locationSearchTerm(request.search);
  const where = [...PUBLIC_LISTING_FILTER, ...(term === null ? [] : [['locationKeys', 'array-contains', term] as const])];
  return pageQuery('properties', where, LISTING_ORDER_FIELD[request.order], request, pageSize);
}

/** New Properties on home: the newest public listings (docs/product.md §5.1 Home: 8). */
export const NEW_PROPERTIES_QUERY: CollectionQuery = {
  collection: 'properties',
  spec: { where: PUBLIC_LISTING_FILTER, orderBy: [['createdAt', 'desc']], limit: HOME_NEW_PROPERTIES },
};
