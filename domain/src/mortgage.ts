/**
 * The details page's mortgage calculator (docs/decisions.md "Mortgage calculator"): the standard amortisation formula for a fixed-rate
 * loan repaid monthly, M = P·r / (1 − (1 + r)^−n), with r the monthly rate and n the number of months
 * (M = P / n without interest), and the checks on what a visitor types.
 */

import { LISTING_PRICE_MAX, readAmount } from './price-text';

/** Bounds of the inputs: wide enough for any real loan, narrow enough to catch a typo. */
export const MORTGAGE_LIMITS = {
  /** The highest price a listing may carry. */
  maxPrice: LISTING_PRICE_MAX,
  maxRatePercent: 30,
  minTermYears: 1,
  maxTermYears: 50,
} as const;

/** The calculator's fields as typed. */
export interface MortgageInput {
  price: string;
  downPayment: string;
  ratePercent: string;
  termYears: string;
}

/** What the loan costs. */
export interface MortgageFigures {
  /** Price less down payment. */
  principal: number;
  /** Paid each month, in dollars (unrounded; round for display). */
  monthlyPayment: number;
  /** Paid over the term above the principal. */
  totalInterest: number;
}

/** Field messages, one per field at most. */
export type MortgageErrors = Partial<Record<keyof MortgageInput, string>>;

/** The mortgage calculator's field errors (a catalogue of its own: docs/decisions.md "User-facing text"). */
export const MORTGAGE_MESSAGES = {
  priceRequired: 'Please enter the price.',
  priceInvalid: 'Please enter the price in dollars, such as 350000.',
  priceTooLarge: 'Please enter a price of at most $1,000,000,000,000.',
  downInvalid: 'Please enter the down payment in dollars (0 for none).',
  downTooLarge: 'The down payment must be less than the price.',
  rateInvalid: 'Please enter the yearly interest rate as a percentage, such as 6.5.',
  rateRange: 'Please enter a rate between 0% and 30%.',
  termInvalid: 'Please enter the term in whole years, such as 30.',
  termRange: 'Please enter a term between 1 and 50 years.',
} as const;

/** Dollars as typed, read as every typed amount of the app is (price-text.ts: `$`, thousands commas, cents); null when not an amount. */
function parseDollars(text: string): number | null {
  const read = readAmount(text);
  return read.kind === 'amount' && read.wholeCents ? read.amount : null;
}

/** A rate as typed: digits with an optional decimal part, a trailing `%` allowed. */
function parseRate(text: string): number | null {
  const typed = text.trim().replace(/%$/, '');
  return /^\d+(\.\d+)?$/.test(typed) ? Number(typed) : null;
}

/** The monthly payment of a fixed-rate loan (see the file's comment). */
export function monthlyPayment(principal: number, ratePercent: number, months: number): number {
  if (principal <= 0) return 0;
  const r = ratePercent / 100 / 12;
  if (r === 0) return principal / months;
  return (principal * r) / (1 - (1 + r) ** -months);
}

/** The figures for what was typed, or the message of each field that is not right. */
export function calculateMortgage(input: MortgageInput): { figures: MortgageFigures; errors: null } | { figures: null; errors: MortgageErrors } {
  const errors: MortgageErrors = {};
  const m = MORTGAGE_MESSAGES;
  const price = parseDollars(input.price);
  if (input.price.trim() === '') errors.price = m.priceRequired;
  else if (price === null || price <= 0) errors.price = m.priceInvalid;
  else if (price > MORTGAGE_LIMITS.maxPrice) errors.price = m.priceTooLarge;

  const down = input.downPayment.trim() === '' ? 0 : parseDollars(input.downPayment);
  if (down === null) errors.downPayment = m.downInvalid;
  else if (price !== null && !errors.price && down >= price) errors.downPayment = m.downTooLarge;

  const rate = parseRate(input.ratePercent);
  if (rate === null) errors.ratePercent = m.rateInvalid;
  else if (rate > MORTGAGE_LIMITS.maxRatePercent) errors.ratePercent = m.rateRange;

  const term = input.termYears.trim();
  const years = /^\d+$/.test(term) ? Number(term) : null;
  if (years === null) errors.termYears = m.termInvalid;
  else if (years < MORTGAGE_LIMITS.minTermYears || years > MORTGAGE_LIMITS.maxTermYears) errors.termYears = m.termRange;

  if (Object.keys(errors).length > 0 || price === null || down === null || rate === null || years === null) return { figures: null, errors };
  const principal = price - down;
  const months = years * 12;
  const payment = monthlyPayment(principal, rate, months);
  return { figures: { principal, monthlyPayment: payment, totalInterest: payment * months - principal }, errors: null };
}
