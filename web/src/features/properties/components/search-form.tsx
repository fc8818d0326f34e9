import { useId, useRef, useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';
import { input } from 'styled-system/recipes/input';
import { FiSearch } from 'react-icons/fi';
import { TEXT_LIMITS } from '@homehaven/domain/constants';
import { FILTER_PARAMS, filtersFromParams, type ListingFilters } from '@homehaven/domain/listing-filters';
import { LISTING_ORDER_LABELS as ORDER_LABELS, LISTING_ORDERS, type ListingOrder } from '@homehaven/domain/queries/listings';
import { buttonClass } from '../../../components/static/button-style';
import { useEarlyFormValues } from '../../../lib/use-early-input';
import { FilterFields } from './filter-fields';
import { SelectField } from './select-field';
import { usePriceInputs } from './use-price-inputs';

/** What the form shows and asks for: the URL's list, without its page. */
export interface ListingsChoice {
  search: string | null;
  order: ListingOrder;
  filters: ListingFilters;
}

interface SearchFormProps extends ListingsChoice {
  /** Shows another list (from its first page). */
  onChange: (next: ListingsChoice) => void;
}

// Chakra's field and input at size lg, as build-time classes (the form is in the prerendered page).
const FIELD = field({ orientation: 'vertical' });
const FORM = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const MAIN_ROW = css({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, gap: '3', alignItems: { md: 'flex-end' } });
const SEARCH_FIELD = cx(FIELD.root, css({ flex: '1' }));
const ORDER_FIELD = css({ w: { base: 'full', md: '56' } });
const SR_ONLY = css({ srOnly: true });
const ROW = css({ display: 'flex', alignItems: 'center', gap: '2', w: 'full' });
const INPUT = cx(input({ size: 'lg', variant: 'outline' }), css({ bg: 'white' }));
const SUBMIT = buttonClass({ size: 'lg', palette: 'teal' });
const ORDER_OPTIONS = LISTING_ORDERS.map((value) => ({ value, label: ORDER_LABELS[value] }));
/** The URL parameter names of the filters chosen rather than typed (the prices are typed): the selects and Featured only. */
const FILTER_SELECTS = new Set([FILTER_PARAMS.minBeds, FILTER_PARAMS.minBaths, FILTER_PARAMS.type, FILTER_PARAMS.minArea, FILTER_PARAMS.featured]);

/**
 * The location typed, following the URL's: a new search in the URL (Back, Clear search) replaces
 * what was typed, without remounting the form (focus and the open filters stay).
 */
function useTypedSearch(search: string | null): [string, (text: string) => void] {
  const [typed, setTyped] = useState({ search, text: search ?? '' });
  if (typed.search !== search) setTyped({ search, text: search ?? '' });
  return [typed.search === search ? typed.text : (search ?? ''), (text) => setTyped({ search, text })];
}

/**
 * "Search by location..." with its Search button, the order selector, and the filters. The Search
 * button (or Enter in any field) applies the location and the typed prices; a choice applies at once.
 * Its fields carry the URL's parameter names, so before the app starts the browser submits the same URL.
 */
export function SearchForm({ search, order, filters, onChange }: SearchFormProps) {
  const [text, setText] = useTypedSearch(search);
  const prices = usePriceInputs(filters);
  const searchId = useId();
  // What was typed or chosen in the prerendered form before the app started: text kept as typed,
  // choices gathered and applied together, as one new URL.
  const chosenEarly = useRef<URLSearchParams | null>(null);
  const applyEarlyChoices = () => {
    const chosen = chosenEarly.current ?? new URLSearchParams();
    chosenEarly.current = null;
    const sort = chosen.get('sort');
    const next = { search, order: LISTING_ORDERS.find((value) => value === sort) ?? order, filters: { ...filters, ...filtersFromParams(chosen) } };
    if (next.order !== order || JSON.stringify(next.filters) !== JSON.stringify(filters)) onChange(next);
  };
  const form = useEarlyFormValues((name, value) => {
    if (name === 'search' && value !== text) setText(value);
    if (name === FILTER_PARAMS.minPrice && value !== prices.min) prices.typeMin(value);
    if (name === FILTER_PARAMS.maxPrice && value !== prices.max) prices.typeMax(value);
    if (name !== 'sort' && !FILTER_SELECTS.has(name)) return;
    if (chosenEarly.current === null) queueMicrotask(applyEarlyChoices);
    chosenEarly.current ??= new URLSearchParams();
    chosenEarly.current.set(name, value);
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = prices.apply();
    if (next !== null) onChange({ search: text.trim() || null, order, filters: next });
  };
  return (
    <form ref={form} role="search" aria-label="Properties" onSubmit={submit} className={FORM}>
      <div className={MAIN_ROW}>
        <div className={SEARCH_FIELD}>
          <label htmlFor={searchId} className={SR_ONLY}>
            Location
          </label>
          <div className={ROW}>
            <input
              id={searchId}
              type="search"
              name="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Search by location..."
              maxLength={TEXT_LIMITS.location}
              className={INPUT}
            />
            <button type="submit" className={SUBMIT}>
              <FiSearch aria-hidden /> Search
            </button>
          </div>
        </div>
        <SelectField
          size="lg"
          label="Order by price"
          name="sort"
          value={order}
          options={ORDER_OPTIONS}
          onChange={(value) => onChange({ search, order: value as ListingOrder, filters })}
          className={ORDER_FIELD}
        />
      </div>
      <FilterFields filters={filters} prices={prices} onFilters={(next) => onChange({ search, order, filters: next })} />
    </form>
  );
}
