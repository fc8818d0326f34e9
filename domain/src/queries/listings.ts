import { HOME_NEW_PROPERTIES } from '../constants';
import { locationSearchTerm } from '../search';
import { DOCUMENT_ID, type CollectionQuery, type QuerySpec, type QueryValue } from './query-spec';

/** Listings per page of All properties. */
export const LISTINGS_PAGE_SIZE = 12;

/** Orders of All properties: newest first (the default), or by MinimumPrice (spec: Ascending, Descending). */
export const LISTING_ORDERS = ['newest', 'asc', 'desc'] as const;
/** One of {@link LISTING_ORDERS}. */
export type ListingOrder = (typeof LISTING_ORDERS)[number];

/** Where a page starts or ends: the ordered field's value and the document id of a listing. */
export interface ListingCursor {
  readonly value: QueryValue;
  readonly id: string;
}

/** One page of All properties as the URL describes it. */
export interface ListingsPageRequest {
  /** What the visitor typed in "Search by location...", or null. */
  readonly search: string | null;
  readonly order: ListingOrder;
  /** The page after this listing (Next), or */
  readonly after?: ListingCursor;
  /** the page before this listing (Previous). */
  readonly before?: ListingCursor;
}

/** Public listings: verified and not withdrawn (ARCHITECTURE.md; the rules refuse a list without both). */
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
  const [field, direction] = LISTING_ORDER_FIELD[request.order];
  const base = {
    where: [...PUBLIC_LISTING_FILTER, ...(term === null ? [] : [['locationKeys', 'array-contains', term] as const])],
    orderBy: [[field, direction], [DOCUMENT_ID, direction]],
  } satisfies QuerySpec;
  const spec: QuerySpec = request.before
    ? { ...base, endBefore: [request.before.value, request.before.id], limitToLast: pageSize + 1 }
    : { ...base, ...(request.after ? { startAfter: [request.after.value, request.after.id] } : {}), limit: pageSize + 1 };
  return { collection: 'properties', spec };
}

/** New Properties on home: the newest public listings (ARCHITECTURE.md: 8). */
export const NEW_PROPERTIES_QUERY: CollectionQuery = {
  collection: 'properties',
  spec: { where: PUBLIC_LISTING_FILTER, orderBy: [['createdAt', 'desc']], limit: HOME_NEW_PROPERTIES },
};
