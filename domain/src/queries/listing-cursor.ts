import type { InstantValue } from './query-spec';
import type { ListingCursor, ListingOrder } from './listings';

/** What a cursor is taken from: a listing's id and the fields the orders sort on. */
export interface CursorSource {
  readonly id: string;
  readonly MinimumPrice: number;
  readonly createdAt: InstantValue;
}

/** The cursor at a listing, for the given order. */
export function listingCursor(order: ListingOrder, listing: CursorSource): ListingCursor {
  return { value: order === 'newest' ? listing.createdAt : listing.MinimumPrice, id: listing.id };
}

const PRICE = /^(\d{1,15}(?:\.\d{1,2})?)_([A-Za-z0-9]{1,100})$/;
const INSTANT = /^(\d{1,12})\.(\d{9})_([A-Za-z0-9]{1,100})$/;

function isInstant(value: unknown): value is InstantValue {
  return typeof value === 'object' && value !== null && '$seconds' in value && '$nanos' in value;
}

/**
 * A cursor as it appears in the URL, short and readable: `420000_{id}` for a price,
 * `{seconds}.{nanoseconds}_{id}` for an instant.
 */
export function encodeListingCursor(cursor: ListingCursor): string {
  if (isInstant(cursor.value)) return `${cursor.value.$seconds}.${String(cursor.value.$nanos).padStart(9, '0')}_${cursor.id}`;
  return `${String(cursor.value)}_${cursor.id}`;
}

/** The cursor a URL parameter names for this order, or undefined when it is missing or malformed. */
export function decodeListingCursor(order: ListingOrder, text: string | null): ListingCursor | undefined {
  if (!text) return undefined;
  if (order === 'newest') {
    const match = INSTANT.exec(text);
    return match ? { value: { $seconds: Number(match[1]), $nanos: Number(match[2]) }, id: match[3] ?? '' } : undefined;
  }
  const match = PRICE.exec(text);
  return match ? { value: Number(match[1]), id: match[2] ?? '' } : undefined;
}
