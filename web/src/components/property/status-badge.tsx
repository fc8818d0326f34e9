import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { propertyStatusTone, offerStatusTone, type StatusTone } from '@homehaven/domain/statuses';

/** Solid colours keep the label readable over a photo (contrast checked by axe in the browser tests). */
const TONE_CLASS: Record<StatusTone, string> = {
  green: css({ colorPalette: 'green' }),
  red: css({ colorPalette: 'red' }),
  yellow: css({ colorPalette: 'yellow' }),
};
const SOLID = badge({ variant: 'solid', size: 'sm' });
/** A stored status ("pending") reads as a word ("Pending"); a label is shown as written. */
const BADGE = cx(SOLID, css({ textTransform: 'capitalize' }));

interface StatusBadgeProps {
  status: string;
  /** Listings and offers colour their statuses differently (docs/product.md §11 States). */
  kind?: 'property' | 'offer';
  /** Placement where it sits (over a card's picture). */
  className?: string;
  /** Words to show instead of the status, in the status's colour ("Awaiting transfer" for a pending offer). */
  label?: string;
}

/** A status as a coloured label: green, red, or yellow for anything else (docs/product.md §11 States). */
export function StatusBadge({ status, kind = 'property', className, label }: StatusBadgeProps) {
  const tone = kind === 'property' ? propertyStatusTone(status) : offerStatusTone(status);
  return (
    <span className={cx(label === undefined ? BADGE : SOLID, TONE_CLASS[tone], className)} data-tone={tone}>
      {label ?? status}
    </span>
  );
}
