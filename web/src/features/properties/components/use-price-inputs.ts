import { useState } from 'react';
import { typedPriceRange, type ListingFilters } from '@homehaven/domain/listing-filters';

/** A price field with something wrong, and what. */
export interface PriceProblem {
  readonly field: 'minPrice' | 'maxPrice';
  readonly message: string;
}

interface PriceState {
  /** The prices in the URL the typed text started from: when they change (Back, Clear filters), the text follows. */
  readonly committed: string;
  readonly min: string;
  readonly max: string;
  readonly problem: PriceProblem | null;
}

const textOf = (amount: number | undefined): string => (amount === undefined ? '' : String(amount));

/** The filters with the price range replaced. */
function withPrices(filters: ListingFilters, prices: { minPrice?: number; maxPrice?: number }): ListingFilters {
  const { minPrice: _min, maxPrice: _max, ...rest } = filters;
  return { ...rest, ...(prices.minPrice === undefined ? {} : { minPrice: prices.minPrice }), ...(prices.maxPrice === undefined ? {} : { maxPrice: prices.maxPrice }) };
}

/**
 * The two price fields of the filters as typed (dollars), apart from the URL's prices until applied:
 * `apply()` answers the filters with the typed prices, or null with the problem shown under the
 * fields (the URL then stays as it is).
 */
export function usePriceInputs(filters: ListingFilters) {
  const committed = `${textOf(filters.minPrice)}-${textOf(filters.maxPrice)}`;
  const fresh: PriceState = { committed, min: textOf(filters.minPrice), max: textOf(filters.maxPrice), problem: null };
  const [state, setState] = useState<PriceState>(fresh);
  // The URL's prices changed under the fields: show them (React's "adjusting state on a prop change").
  if (state.committed !== committed) setState(fresh);
  const current = state.committed === committed ? state : fresh;

  // From the latest state: both fields may be typed in one go (the form's early values).
  const type = (field: 'min' | 'max', text: string) => setState((latest) => ({ ...(latest.committed === committed ? latest : fresh), [field]: text, problem: null }));
  return {
    min: current.min,
    max: current.max,
    problem: current.problem,
    /** Whether the typed prices differ from the URL's. */
    edited: current.min !== fresh.min || current.max !== fresh.max,
    typeMin: (text: string) => type('min', text),
    typeMax: (text: string) => type('max', text),
    /** Empties the fields (Clear filters). */
    clear: () => setState({ ...fresh, min: '', max: '' }),
    apply(): ListingFilters | null {
      const typed = typedPriceRange(current.min, current.max);
      if (!typed.ok) {
        setState({ ...current, problem: { field: typed.field, message: typed.message } });
        return null;
      }
      return withPrices(filters, typed);
    },
  };
}

/** The price fields' state and actions. */
export type PriceInputs = ReturnType<typeof usePriceInputs>;
