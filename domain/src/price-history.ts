import { priceBounds } from './format';

/**
 * Price history (docs/decisions.md "Price history"): every change of a listing's MinimumPrice or MaximumPrice, recorded by the
 * system (a Firestore trigger in functions/src/price-history), never by a client. A listing's creation
 * is not a change: a listing never changed has no entries, and its chart starts from the first entry's
 * previous prices at the listing's creation (docs/decisions.md, "Price history").
 */

/** The subcollection under each listing: `properties/{id}/priceHistory/{eventId}`. */
export const PRICE_HISTORY = 'priceHistory';

/** `properties/{id}/priceHistory/{eventId}`: the prices after a change, the prices before it, and when. */
export interface PriceHistoryEntryDoc<Time = unknown> {
  MinimumPrice: number;
  MaximumPrice: number;
  previousMinimumPrice: number;
  previousMaximumPrice: number;
  /** The commit time of the listing write that changed the prices. */
  changedAt: Time;
}

/** A listing's two prices as stored. */
export interface ListingPrices {
  MinimumPrice: number;
  MaximumPrice: number;
}

/** The prices of stored listing data, or null when either is not a number (nothing to record). */
export function pricesOf(data: Readonly<Record<string, unknown>> | undefined): ListingPrices | null {
  const min = data?.MinimumPrice;
  const max = data?.MaximumPrice;
  return typeof min === 'number' && typeof max === 'number' ? { MinimumPrice: min, MaximumPrice: max } : null;
}

/** Whether either price differs. */
export function pricesChanged(before: ListingPrices, after: ListingPrices): boolean {
  return before.MinimumPrice !== after.MinimumPrice || before.MaximumPrice !== after.MaximumPrice;
}

/** The history entry of a change from `before` to `after` at `changedAt`. */
export function priceHistoryEntry<Time>(before: ListingPrices, after: ListingPrices, changedAt: Time): PriceHistoryEntryDoc<Time> {
  return {
    MinimumPrice: after.MinimumPrice,
    MaximumPrice: after.MaximumPrice,
    previousMinimumPrice: before.MinimumPrice,
    previousMaximumPrice: before.MaximumPrice,
    changedAt,
  };
}

/** One point of the chart: a day and the listing's range from then on (lower and higher, whichever field held which). */
export interface PricePoint {
  at: Date;
  low: number;
  high: number;
}

/**
 * The chart's points, oldest first, from entries newest first (as the list shows them). When the
 * entries are the whole history (`listedAt` given), the line starts at the listing's creation with
 * the prices it was listed at; otherwise it starts at the oldest entry shown. With `until`, the
 * current prices carry on to that day (today), so the last step has a length.
 */
export function pricePoints(
  entriesNewestFirst: readonly (ListingPrices & { previous: ListingPrices; at: Date })[],
  { listedAt, until }: { listedAt?: Date | undefined; until?: Date | undefined } = {},
): PricePoint[] {
  const oldestFirst = [...entriesNewestFirst].reverse();
  const point = (prices: ListingPrices, at: Date): PricePoint => ({ at, ...priceBounds(prices.MinimumPrice, prices.MaximumPrice) });
  const first = oldestFirst[0];
  const last = oldestFirst[oldestFirst.length - 1];
  if (!first || !last) return [];
  const start = listedAt && listedAt.getTime() < first.at.getTime() ? [point(first.previous, listedAt)] : [];
  const end = until && until.getTime() > last.at.getTime() ? [point(last, until)] : [];
  return [...start, ...oldestFirst.map((entry) => point(entry, entry.at)), ...end];
}
