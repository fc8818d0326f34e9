/**
 * What the compare page shows besides the tray itself: its words, the lowest price, review figures.
 * Apart from compare.ts, which every page loads with the property card, so this stays in the page's chunk.
 */
import { priceBounds } from './format';
import type { CompareItem } from './compare';

/** The compare page's messages (a catalogue of its own: docs/decisions.md "User-facing text"). */
export const COMPARE_MESSAGES = {
  empty: 'No properties to compare yet',
  emptyText: 'Choose Compare on any listing, then come back here to see them side by side.',
  unavailable: 'No longer available',
  unavailableText: 'This listing is no longer shown to the public.',
  noReviews: 'No reviews yet',
  loadFailed: 'This property could not be loaded.',
  reviewsFailed: 'Reviews could not be loaded.',
} as const;

/**
 * Ids of the listings with the lowest lower price, when there is something to compare (two listings
 * or more, not all the same price); ties all count.
 */
export function lowestPriceIds(listings: readonly Pick<CompareItem, 'id' | 'MinimumPrice' | 'MaximumPrice'>[]): string[] {
  if (listings.length < 2) return [];
  const lows = listings.map((listing) => ({ id: listing.id, low: priceBounds(listing.MinimumPrice, listing.MaximumPrice).low }));
  const lowest = Math.min(...lows.map((entry) => entry.low));
  const winners = lows.filter((entry) => entry.low === lowest).map((entry) => entry.id);
  return winners.length === lows.length ? [] : winners;
}

/** "1 review", "3 reviews". */
export function reviewCountText(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** An average rating to one decimal ("4.5"), as a portal shows it. */
export function formatRating(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}
