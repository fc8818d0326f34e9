import type { SimpleGridProps } from '@chakra-ui/react';
import { PropertyGrid } from '../../../components/property/property-grid';

/**
 * Columns beside the dashboard's sidebar: 1 on phones, 2 from tablets, 3 from 1536 px. Each card
 * stays at least ~300 px wide, so "View details" and "Make an offer" share one footer row and every
 * card keeps the size of its loading placeholder.
 */
const COLUMNS = { base: 1, md: 2, '2xl': 3 } as const;

/** The wishlist's grid of cards (and of their loading placeholders, so both have the same size). */
export function WishlistGrid(props: SimpleGridProps) {
  return <PropertyGrid columns={COLUMNS} {...props} />;
}
