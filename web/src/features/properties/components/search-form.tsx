import { useId, useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { field, input, nativeSelect } from 'styled-system/recipes';
import { FiSearch } from 'react-icons/fi';
import { TEXT_LIMITS } from '@homehaven/domain/constants';
import { LISTING_ORDER_LABELS as ORDER_LABELS, type ListingOrder } from '@homehaven/domain/queries/listings';
import { buttonClass } from '../../../components/static/button-style';
import { useEarlyFormValues } from '../../../lib/use-early-input';

interface SearchFormProps {
  search: string | null;
  order: ListingOrder;
  onSearch: (search: string) => void;
  onOrder: (order: ListingOrder) => void;
}

// Chakra's field, input and native select at size lg, as build-time classes (the form is in the prerendered page).
const FIELD = field({ orientation: 'vertical' });
const FORM = css({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, gap: '3', alignItems: { md: 'flex-end' } });
const SEARCH_FIELD = cx(FIELD.root, css({ flex: '1' }));
const ORDER_FIELD = cx(FIELD.root, css({ w: { base: 'full', md: '56' } }));
const SR_ONLY = css({ srOnly: true });
const ORDER_LABEL = cx(FIELD.label, css({ fontSize: 'sm', color: 'fg.muted' }));
const ROW = css({ display: 'flex', alignItems: 'center', gap: '2', w: 'full' });
const INPUT = cx(input({ size: 'lg', variant: 'outline' }), css({ bg: 'white' }));
const SUBMIT = buttonClass({ size: 'lg', palette: 'teal' });
const SELECT = nativeSelect({ size: 'lg', variant: 'outline' });
const SELECT_ROOT = cx(SELECT.root, css({ bg: 'white' }));

/** "Search by location..." with its Search button, and the order selector. */
export function SearchForm({ search, order, onSearch, onOrder }: SearchFormProps) {
  const [text, setText] = useState(search ?? '');
  const searchId = useId();
  const orderId = useId();
  // What was typed or chosen in the prerendered form before the app started.
  const form = useEarlyFormValues((name, value) => {
    if (name === 'search' && value !== text) setText(value);
    if (name === 'sort' && value !== order) onOrder(value as ListingOrder);
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form ref={form} role="search" aria-label="Properties" onSubmit={submit} className={FORM}>
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
      <div className={ORDER_FIELD}>
        <label htmlFor={orderId} className={ORDER_LABEL}>
          Order by price
        </label>
        <div className={SELECT_ROOT}>
          <select id={orderId} name="sort" value={order} onChange={(event) => onOrder(event.target.value as ListingOrder)} className={SELECT.field}>
            {(Object.keys(ORDER_LABELS) as ListingOrder[]).map((value) => (
              <option key={value} value={value}>
                {ORDER_LABELS[value]}
              </option>
            ))}
          </select>
          <span className={SELECT.indicator} aria-hidden>
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="m6 9 6 6 6-6" />
            </svg>
          </span>
        </div>
      </div>
    </form>
  );
}
