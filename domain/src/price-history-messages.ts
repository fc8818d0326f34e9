/**
 * A listing's price history: their messages, word for word as docs/product.md quotes them ("our wording"
 * where it has none). Apart from MESSAGES (messages.ts), which every page loads: these load with the
 * screens that show them (docs/decisions.md "User-facing text").
 */
/** Price history on the details page (docs/product.md §6.4 Price history; our wording). */
export const PRICE_HISTORY_MESSAGES = {
  heading: 'Price history',
  unchanged: 'The price of this listing has not changed since it was listed.',
  loadFailed: 'The price history could not be loaded.',
  showMore: 'Show more price changes',
} as const;
