/**
 * Prices typed as text, read without zod: the public pages (All properties' filters, the listing
 * queries' bounds) use these, and zod stays out of their scripts (docs/performance.md budgets).
 * listing-form.ts builds the form's schema on them.
 */

/** The highest price a listing may carry: the facade's `moneySchema` bound. */
export const LISTING_PRICE_MAX = 1_000_000_000_000;

/** Plain digits, or digits grouped by thousands commas; then optional cents. */
export const AMOUNT = /^(\d+|\d{1,3}(,\d{3})+)(\.\d{1,2})?$/;

/** The text of a price without what a person may type around the digits (`$`, spaces). */
export function bare(text: string): string {
  return text.replace(/[\s$]/g, '');
}

/**
 * The amount a price text stands for (`"250000"`, `"$250,000.50"`), or null when it is not a
 * non-negative amount of dollars with at most two decimals ("abc", "-1", "1e5", "").
 */
export function parsePrice(text: string): number | null {
  const typed = bare(text);
  if (!AMOUNT.test(typed)) return null;
  const amount = Number(typed.replace(/,/g, ''));
  return Number.isFinite(amount) && amount <= LISTING_PRICE_MAX ? amount : null;
}

