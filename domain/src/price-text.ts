/**
 * Amounts of money typed as text, read without zod: the public pages (All properties' filters, the
 * listing queries' bounds) use these, and zod stays out of their scripts (docs/performance.md budgets).
 * This is the one reader of typed money (docs/decisions.md "Typed amounts"): the listing form
 * (listing-form.ts), the offer form (validation.ts), the price filters (listing-filters.ts) and the
 * facade's `moneySchema` (functions/src/http/parse.ts) all read amounts with it, so what one accepts
 * the others accept.
 */

/** The highest price a listing may carry (the listing form's, the filters' and the facade's bound). */
export const LISTING_PRICE_MAX = 1_000_000_000_000;

/**
 * An amount without what a person may type around it: plain digits or digits grouped by thousands
 * commas ("250000", "250,000"), then any decimals (more than two are read, so a form can say they
 * are too many). Not exponents, hex, signs, or groups of another size ("1,00,000", "1,000,00").
 */
const DIGITS = /^(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/;
/** At most two decimals: whole cents. */
const WHOLE_CENTS = /^[^.]*(\.\d{1,2})?$/;

/** What a person may type around an amount: spaces at either end, and a `$` before it (spaces after the `$` too). */
function unwrapped(text: string): string {
  return text.trim().replace(/^\$\s*/, '');
}

/** What typed text says as an amount of dollars, before any bound. */
export type TypedAmount =
  | { readonly kind: 'empty' }
  /** A minus sign before digits ("-1", "$-250", "-$250"): an amount, but below zero. */
  | { readonly kind: 'negative' }
  /** Not an amount at all ("abc", "1e5", "0x10", "1,00,000"). */
  | { readonly kind: 'malformed' }
  /** An amount; `wholeCents` is false when it has more than two decimals ("1.005"). */
  | { readonly kind: 'amount'; readonly amount: number; readonly wholeCents: boolean };

/** Reads typed text as an amount of dollars (`"250000"`, `" $250,000.50 "`); the callers apply their bounds and messages. */
export function readAmount(text: string): TypedAmount {
  const typed = unwrapped(text);
  if (typed === '') return { kind: 'empty' };
  if (/^-\s*\$?\s*\d/.test(typed)) return { kind: 'negative' };
  if (!DIGITS.test(typed)) return { kind: 'malformed' };
  const amount = Number(typed.replace(/,/g, ''));
  return Number.isFinite(amount) ? { kind: 'amount', amount, wholeCents: WHOLE_CENTS.test(typed) } : { kind: 'malformed' };
}

/**
 * The amount a price text stands for (`"250000"`, `"$250,000.50"`), or null when it is not a
 * non-negative amount of dollars with at most two decimals, at most `max` ("abc", "-1", "1e5", "").
 */
export function parsePrice(text: string, max: number = LISTING_PRICE_MAX): number | null {
  const read = readAmount(text);
  return read.kind === 'amount' && read.wholeCents && read.amount <= max ? read.amount : null;
}
