import { useId, useState, type FocusEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';
import { input } from 'styled-system/recipes/input';
import { FiChevronDown, FiSliders, FiX } from 'react-icons/fi';
import { AREA_UNIT_LABELS, areaIn, PROPERTY_TYPE_LABELS, PROPERTY_TYPES, squareFeetFrom, type AreaUnit, type PropertyType } from '@homehaven/domain/listing-facts';
import {
  atLeastLabel,
  FILTER_KEYS,
  FILTER_LABELS,
  FILTER_MESSAGES,
  FILTER_PARAMS,
  MIN_AREA_OPTIONS,
  MIN_BATHS_OPTIONS,
  MIN_BEDS_OPTIONS,
  type ListingFilters,
} from '@homehaven/domain/listing-filters';
import { buttonClass } from '../../../components/static/button-style';
import { useAreaUnit } from '../../../lib/area-unit';
import { SelectField, type SelectOption } from './select-field';
import type { PriceInputs } from './use-price-inputs';

interface FilterFieldsProps {
  /** The filters in the URL. */
  filters: ListingFilters;
  /** The price fields as typed (applied on Enter, or on leaving a field). */
  prices: PriceInputs;
  /** Applies filters (a new URL, paging from the first page). */
  onFilters: (filters: ListingFilters) => void;
}

const FIELD = field({ orientation: 'vertical' });
const LABEL = cx(FIELD.label, css({ fontSize: 'sm', color: 'fg.muted' }));
const SR_ONLY = css({ srOnly: true });
// Phone first: behind the toggle, two to a row; from md on always shown (the toggle hidden), and from
// lg on one row. Both states are in the server's HTML, so opening them never moves what is below.
const TOGGLE = cx(buttonClass({ size: 'md', variant: 'outline', palette: 'teal' }), css({ display: { base: 'inline-flex', md: 'none' } }));
const BADGE = css({ bg: 'teal.700', color: 'white', rounded: 'full', minW: '5', h: '5', px: '1.5', fontSize: 'xs', fontWeight: 'semibold', lineHeight: '1.25rem', textAlign: 'center' });
const CHEVRON = css({ transition: 'transform 0.15s', '[aria-expanded=true] &': { transform: 'rotate(180deg)' } });
const PANEL = css({
  display: { base: 'none', md: 'grid' },
  '&[data-open]': { display: 'grid' },
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr)) auto 9rem' },
  gap: '3',
  alignItems: 'end',
  mt: { base: '3', md: '0' },
});
const PRICE = css({ position: 'relative' });
// Above the input (positioned too, and later in the page).
const DOLLAR = css({ position: 'absolute', zIndex: '1', insetStart: '3', top: '50%', transform: 'translateY(-50%)', color: 'fg.muted', pointerEvents: 'none' });
const PRICE_INPUT = cx(input({ size: 'md', variant: 'outline' }), css({ bg: 'white', ps: '6' }));
const PROBLEM = css({ gridColumn: '1 / -1', color: 'fg.error', fontSize: 'sm' });
const CLEAR_CELL = css({ gridColumn: { base: '1 / -1', lg: 'auto' }, display: 'flex', justifyContent: { base: 'flex-start', lg: 'flex-end' }, minH: { lg: '10' } });
// A native checkbox (no script of its own), as tall as the fields beside it.
const FEATURED = css({ display: 'flex', alignItems: 'center', gap: '2', h: '10', fontSize: 'sm', whiteSpace: 'nowrap', cursor: 'pointer' });
const CHECKBOX = css({ w: '4', h: '4', accentColor: 'teal.700' });
const CLEAR = buttonClass({ size: 'md', variant: 'ghost', palette: 'teal' });

/** "Any", then each value as "3+" (a value the URL names outside the list is added, so the select shows it). */
function atLeastOptions(values: readonly number[], current: number | undefined, label: (value: number) => string): SelectOption[] {
  const listed = current === undefined || values.includes(current) ? values : [...values, current].sort((a, b) => a - b);
  return [{ value: '', label: FILTER_LABELS.any }, ...listed.map((value) => ({ value: String(value), label: label(value) }))];
}

/** The minimum areas offered in the visitor's unit, each as the ft² the filter stores (rounded down, so the choice itself matches). */
function areaOptions(unit: AreaUnit, current: number | undefined): SelectOption[] {
  const squareFeet = MIN_AREA_OPTIONS[unit].map((value) => Math.floor(squareFeetFrom(value, unit)));
  return atLeastOptions(squareFeet, current, (value) => `${atLeastLabel(areaIn(value, unit))} ${AREA_UNIT_LABELS[unit]}`);
}

const TYPE_OPTIONS: SelectOption[] = [{ value: '', label: FILTER_LABELS.any }, ...PROPERTY_TYPES.map((type) => ({ value: type, label: PROPERTY_TYPE_LABELS[type] }))];

/** The filters with one changed: `undefined` removes it. */
function withFilter<K extends keyof ListingFilters>(filters: ListingFilters, key: K, value: ListingFilters[K] | undefined): ListingFilters {
  const { [key]: _old, ...rest } = filters;
  return value === undefined ? rest : { ...rest, [key]: value };
}

const numberOrNone = (text: string): number | undefined => (text === '' ? undefined : Number(text));

interface PriceFieldProps {
  label: string;
  name: string;
  value: string;
  invalid: boolean;
  problemId: string;
  onType: (text: string) => void;
  onLeave: (event: FocusEvent<HTMLInputElement>) => void;
}

/** A price in dollars, typed: "$" before it, "Any" when empty. */
function PriceField({ label, name, value, invalid, problemId, onType, onLeave }: PriceFieldProps) {
  const id = useId();
  return (
    <div className={FIELD.root}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <div className={PRICE}>
        <span className={DOLLAR} aria-hidden>
          $
        </span>
        <input
          id={id}
          name={name}
          value={value}
          inputMode="numeric"
          autoComplete="off"
          placeholder={FILTER_LABELS.any}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? problemId : undefined}
          onChange={(event) => onType(event.target.value)}
          onBlur={onLeave}
          className={PRICE_INPUT}
        />
      </div>
    </div>
  );
}

/**
 * The filters beside the location search: price range, bedrooms, bathrooms, type and area (docs/listings.md
 * "Filters"), and Featured only (docs/plans.md "Featured listings"). A choice applies at once; a typed price on Enter (the search form's submit) or on
 * leaving its field, once it reads as dollars and the range is not upside down. On a phone they sit
 * behind a "Filters" toggle that says how many are set.
 */
export function FilterFields({ filters, prices, onFilters }: FilterFieldsProps) {
  const [open, setOpen] = useState(false);
  const [unit] = useAreaUnit();
  const panelId = useId();
  const problemId = useId();
  const active = FILTER_KEYS.filter((key) => filters[key] !== undefined).length;
  const set = <K extends keyof ListingFilters>(key: K, value: ListingFilters[K] | undefined) => onFilters(withFilter(filters, key, value));

  const leavePrice = (event: FocusEvent<HTMLInputElement>) => {
    // Going to a submit button: the form's submit applies the prices with the rest.
    const next = event.relatedTarget;
    if (next instanceof HTMLButtonElement && next.type === 'submit') return;
    if (!prices.edited) return;
    const applied = prices.apply();
    if (applied && (applied.minPrice !== filters.minPrice || applied.maxPrice !== filters.maxPrice)) onFilters(applied);
  };
  const atLeastSelect = (key: 'minBeds' | 'minBaths' | 'minArea', options: SelectOption[]) => (
    <SelectField size="md" label={FILTER_LABELS[key]} name={FILTER_PARAMS[key]} value={String(filters[key] ?? '')} options={options} onChange={(value) => set(key, numberOrNone(value))} />
  );
  const clear = () => {
    prices.clear();
    onFilters({});
  };

  return (
    <div>
      <button type="button" className={TOGGLE} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <FiSliders aria-hidden /> {FILTER_MESSAGES.toggle}
        {active > 0 ? (
          <>
            <span className={BADGE} aria-hidden>
              {active}
            </span>
            <span className={SR_ONLY}>{FILTER_MESSAGES.active(active)}</span>
          </>
        ) : null}
        <FiChevronDown aria-hidden className={CHEVRON} />
      </button>
      <div id={panelId} role="group" aria-label={FILTER_MESSAGES.toggle} className={PANEL} data-open={open || undefined}>
        {(['minPrice', 'maxPrice'] as const).map((key) => (
          <PriceField
            key={key}
            label={FILTER_LABELS[key]}
            name={FILTER_PARAMS[key]}
            value={key === 'minPrice' ? prices.min : prices.max}
            invalid={prices.problem?.field === key}
            problemId={problemId}
            onType={key === 'minPrice' ? prices.typeMin : prices.typeMax}
            onLeave={leavePrice}
          />
        ))}
        {atLeastSelect('minBeds', atLeastOptions(MIN_BEDS_OPTIONS, filters.minBeds, atLeastLabel))}
        {atLeastSelect('minBaths', atLeastOptions(MIN_BATHS_OPTIONS, filters.minBaths, atLeastLabel))}
        <SelectField
          size="md"
          label={FILTER_LABELS.type}
          name={FILTER_PARAMS.type}
          value={filters.type ?? ''}
          options={TYPE_OPTIONS}
          onChange={(value) => set('type', value === '' ? undefined : (value as PropertyType))}
        />
        {atLeastSelect('minArea', areaOptions(unit, filters.minArea))}
        <label className={FEATURED}>
          {/* Uncontrolled, remounted when the URL's value changes (Back): the tick shows at once while the
              navigation it starts renders in a transition, where a controlled box would untick until then. */}
          <input
            key={String(filters.featured === true)}
            type="checkbox"
            name={FILTER_PARAMS.featured}
            value="true"
            defaultChecked={filters.featured === true}
            onChange={(event) => set('featured', event.target.checked ? true : undefined)}
            className={CHECKBOX}
          />
          {FILTER_LABELS.featured}
        </label>
        <div className={CLEAR_CELL}>
          {active > 0 || prices.edited ? (
            <button type="button" className={CLEAR} onClick={clear}>
              <FiX aria-hidden /> {FILTER_MESSAGES.clear}
            </button>
          ) : null}
        </div>
        {prices.problem ? (
          <p id={problemId} className={PROBLEM} role="alert">
            {prices.problem.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
