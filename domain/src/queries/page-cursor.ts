import type { InstantValue } from './query-spec';
import type { ListingOrder } from './listings';
import type { PageCursor } from './paging';

/** What a cursor is taken from: a listing's id and the fields the orders sort on. */
export interface CursorSource {
  readonly id: string;
  readonly MinimumPrice: number;
  readonly createdAt: InstantValue;
}

/** The cursor at a listing, for the given order. */
export function listingCursor(order: ListingOrder, listing: CursorSource): PageCursor {
  return { value: order === 'newest' ? listing.createdAt : listing.MinimumPrice, id: listing.id };
}

// Document ids: Firestore's own (letters and digits), uids with hyphens, wishlist ids `{uid}_{propertyId}`.
const PRICE = /^(\d{1,15}(?:\.\d{1,2})?)_([A-Za-z0-9_-]{1,200})$/;
const INSTANT = /^(\d{1,12})\.(\d{9})_([A-Za-z0-9_-]{1,200})$/;

function isInstant(value: unknown): value is InstantValue {
  return typeof value === 'object' && value !== null && '$seconds' in value && '$nanos' in value;
}

/**
 * A cursor as it appears in the URL, short and readable: `420000_{id}` for a price,
 * `{seconds}.{nanoseconds}_{id}` for an instant.
 */
export function encodeCursor(cursor: PageCursor): string {
  if (isInstant(cursor.value)) return `${cursor.value.$seconds}.${String(cursor.value.$nanos).padStart(9, '0')}_${cursor.id}`;
  return `${String(cursor.value)}_${cursor.id}`;
}

/** An instant cursor (`{seconds}.{nanoseconds}_{id}`), or undefined when missing or malformed. */
export function decodeInstantCursor(text: string | null): PageCursor | undefined {
  const match = text ? INSTANT.exec(text) : null;
  return match ? { value: { $seconds: Number(match[1]), $nanos: Number(match[2]) }, id: match[3] ?? '' } : undefined;
}

/** The cursor a URL parameter names for this order of listings, or undefined when missing or malformed. */
export function decodeListingCursor(order: ListingOrder, text: string | null): PageCursor | undefined {
  if (order === 'newest') return decodeInstantCursor(text);
  const match = text ? PRICE.exec(text) : null;
  return match ? { value: Number(match[1]), id: match[2] ?? '' } : undefined;
}
