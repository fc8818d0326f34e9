import type { InstantValue, QueryValue } from './query-spec';
import type { ListingOrder } from './listings';
import type { PageCursor } from './paging';
import { SEARCH_FACT_RANGE_FIELDS, type SearchFacts } from '../listing-filters';

/** What a cursor is taken from: a listing's id and the fields the orders sort on. */
export interface CursorSource {
  readonly id: string;
  readonly MinimumPrice: number;
  readonly createdAt: InstantValue;
  /** Present on every listing the trigger has seen; a filtered list only holds such listings. */
  readonly searchFacts?: SearchFacts;
}

/** The cursor at a listing, for the given order; a filtered list's carries the range fields' values too. */
export function listingCursor(order: ListingOrder, listing: CursorSource, filtered = false): PageCursor {
  const value = order === 'newest' ? listing.createdAt : listing.MinimumPrice;
  const facts = listing.searchFacts;
  if (!filtered || !facts) return { value, id: listing.id };
  return { value, then: SEARCH_FACT_RANGE_FIELDS.map((field) => facts[field]), id: listing.id };
}

// Document ids: Firestore's own (letters and digits), uids with hyphens, wishlist ids `{uid}_{propertyId}`.
const PRICE = /^(\d{1,15}(?:\.\d{1,2})?)_([A-Za-z0-9_-]{1,200})$/;
const INSTANT = /^(\d{1,12})\.(\d{9})_([A-Za-z0-9_-]{1,200})$/;

function isInstant(value: unknown): value is InstantValue {
  return typeof value === 'object' && value !== null && '$seconds' in value && '$nanos' in value;
}

/** A number or an instant as a cursor writes it. */
function encodeValue(value: QueryValue): string {
  if (isInstant(value)) return `${value.$seconds}.${String(value.$nanos).padStart(9, '0')}`;
  return String(value);
}

/**
 * A cursor as it appears in the URL, short and readable: `420000_{id}` for a price,
 * `{seconds}.{nanoseconds}_{id}` for an instant; a filtered list's adds its range fields' values,
 * each after a `~` (`420000~1850~2.5~3~450000~420000_{id}`).
 */
export function encodeCursor(cursor: PageCursor): string {
  const then = (cursor.then ?? []).map((value) => `~${encodeValue(value)}`).join('');
  return `${encodeValue(cursor.value)}${then}_${cursor.id}`;
}

const NUMBER = '\\d{1,15}(?:\\.\\d{1,9})?';
const FILTERED_TAIL = new RegExp(`^((?:~${NUMBER}){${SEARCH_FACT_RANGE_FIELDS.length}})_`);

/** Splits a filtered list's cursor text into its plain form (`{value}_{id}`) and its range values. */
function splitFiltered(text: string): { plain: string; then: number[] } | null {
  const tilde = text.indexOf('~');
  if (tilde < 0) return null;
  const rest = text.slice(tilde);
  const match = FILTERED_TAIL.exec(rest);
  if (!match) return null;
  const then = (match[1] ?? '').split('~').slice(1).map(Number);
  return { plain: `${text.slice(0, tilde)}_${rest.slice(match[0].length)}`, then };
}

/** An instant cursor (`{seconds}.{nanoseconds}_{id}`), or undefined when missing or malformed. */
export function decodeInstantCursor(text: string | null): PageCursor | undefined {
  const match = text ? INSTANT.exec(text) : null;
  return match ? { value: { $seconds: Number(match[1]), $nanos: Number(match[2]) }, id: match[3] ?? '' } : undefined;
}

/** A plain listing cursor (`{value}_{id}`) for this order, or undefined. */
function decodePlainListingCursor(order: ListingOrder, text: string | null): PageCursor | undefined {
  if (order === 'newest') return decodeInstantCursor(text);
  const match = text ? PRICE.exec(text) : null;
  return match ? { value: Number(match[1]), id: match[2] ?? '' } : undefined;
}

/**
 * The cursor a URL parameter names for this order of listings, or undefined when missing or
 * malformed, or of the other kind than the list (a filtered list's cursor carries range values).
 */
export function decodeListingCursor(order: ListingOrder, text: string | null, filtered = false): PageCursor | undefined {
  if (!filtered) return text?.includes('~') ? undefined : decodePlainListingCursor(order, text);
  const split = text ? splitFiltered(text) : null;
  const plain = split ? decodePlainListingCursor(order, split.plain) : undefined;
  return split && plain ? { ...plain, then: split.then } : undefined;
}
