import { LISTING_ORDERS, type ListingOrder, type ListingsPageRequest } from '@homehaven/domain/queries/listings';
import { decodeListingCursor, encodeListingCursor } from '@homehaven/domain/queries/listing-cursor';
import { TEXT_LIMITS } from '@homehaven/domain/constants';

/**
 * All properties keeps its state in the URL (`?search=new&sort=asc&after=...&page=2`), so a link can be
 * shared, a reload keeps the results, and Back returns to the same page. Malformed values are ignored.
 */
export interface ListingsView extends ListingsPageRequest {
  /** Page number for display; the cursor decides the content. */
  readonly page: number;
}

function isOrder(value: string | null): value is ListingOrder {
  return (LISTING_ORDERS as readonly (string | null)[]).includes(value);
}

/** The view a URL's query string describes. */
export function readListingsView(params: URLSearchParams): ListingsView {
  const search = params.get('search')?.trim().slice(0, TEXT_LIMITS.location) || null;
  const sort = params.get('sort');
  const order: ListingOrder = isOrder(sort) ? sort : 'newest';
  const after = decodeListingCursor(order, params.get('after'));
  const before = after ? undefined : decodeListingCursor(order, params.get('before'));
  const page = Number(params.get('page'));
  const onFirstPage = !after && !before;
  return {
    search,
    order,
    ...(after ? { after } : {}),
    ...(before ? { before } : {}),
    page: onFirstPage ? 1 : Number.isInteger(page) && page >= 2 && page <= 10_000 ? page : 2,
  };
}

/** The query string of a view (defaults left out, so the plain page is just `/properties`). */
export function listingsViewSearch(view: Partial<ListingsView>): string {
  const params = new URLSearchParams();
  if (view.search) params.set('search', view.search);
  if (view.order && view.order !== 'newest') params.set('sort', view.order);
  if (view.after) params.set('after', encodeListingCursor(view.after));
  else if (view.before) params.set('before', encodeListingCursor(view.before));
  if ((view.after || view.before) && view.page && view.page > 1) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
