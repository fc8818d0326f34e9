import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

/** Width of one card at each screen width, for the pictures' `sizes` (grid of 1, 3 and 4 columns). */
export const PROPERTY_CARD_SIZES = '(min-width: 80em) 300px, (min-width: 64em) 25vw, (min-width: 48em) 33vw, 100vw';

const GRID = css({ display: 'grid', gap: '6', listStyleType: 'none' });

/** Column counts per screen width (Chakra's SimpleGrid `columns`, as build-time classes). */
const LAYOUTS = {
  /** The public lists: 1 column on phones, 3 on medium and 4 on large screens (docs/product.md §14 Constants; domain PROPERTY_GRID_COLUMNS). */
  public: css({ gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }),
  /**
   * Beside the dashboard's sidebar: 1 on phones, 2 from tablets, 3 from 1536 px, so each card stays
   * wide enough for its status label and a footer of two buttons (wishlist, the agent's listings).
   */
  sidebar: css({ gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))', '2xl': 'repeat(3, minmax(0, 1fr))' } }),
  /** The buyer's offers: 2 columns from small screens, 3 from extra-large ones. */
  offers: css({ gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } }),
} as const;

interface PropertyGridProps {
  layout?: keyof typeof LAYOUTS;
  'aria-label': string;
  'aria-busy'?: 'true';
  children: ReactNode;
}

/** A list of property cards (or their skeletons) in a grid. */
export function PropertyGrid({ layout = 'public', children, ...list }: PropertyGridProps) {
  return (
    <ul className={cx(GRID, LAYOUTS[layout])} {...list}>
      {children}
    </ul>
  );
}
