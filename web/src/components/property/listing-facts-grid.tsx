import { FiCheck } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { icon } from 'styled-system/recipes/icon';
import { AMENITY_LABELS, factRows, type ListingFacts } from '@homehaven/domain/listing-facts';
import { useAreaUnit } from '../../lib/area-unit';

// Build-time classes (docs/decisions.md "Build-time styles everywhere (the signed-in screens)").
const FACTS = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: '3' });
const FACT = css({ bg: 'gray.50', rounded: 'md', px: '3', py: '2' });
const LABEL = css({ fontSize: 'sm', color: 'fg.muted' });
const VALUE = css({ fontWeight: 'semibold' });
const AMENITIES = css({
  listStyleType: 'none',
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  gap: '2',
});
const AMENITY = css({ display: 'flex', alignItems: 'center', gap: '2' });
const CHECK = cx(icon(), css({ color: 'teal.600' }));

/** Every fact the agent gave as a grid of label and value, in the visitor's area unit. */
export function FactsGrid({ facts }: { facts: ListingFacts | undefined }) {
  const [unit] = useAreaUnit();
  return (
    <dl className={FACTS} data-testid="facts-grid">
      {factRows(facts, unit).map((row) => (
        <div key={row.label} className={FACT}>
          <dt className={LABEL}>{row.label}</dt>
          <dd className={VALUE}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The amenities the agent ticked, in the fixed order. */
export function AmenityList({ facts }: { facts: ListingFacts | undefined }) {
  const amenities = facts?.amenities ?? [];
  if (amenities.length === 0) return null;
  return (
    <ul className={AMENITIES}>
      {amenities.map((amenity) => (
        <li key={amenity} className={AMENITY}>
          <FiCheck className={CHECK} aria-hidden />
          <p>{AMENITY_LABELS[amenity]}</p>
        </li>
      ))}
    </ul>
  );
}
