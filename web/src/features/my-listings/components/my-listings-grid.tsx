import type { SimpleGridProps } from '@chakra-ui/react';
import { PropertyGrid } from '../../../components/property/property-grid';

/**
 * Columns beside the dashboard's sidebar: 1 on phones, 2 from tablets, 3 from 1536 px, so each card
 * stays wide enough for its status label and its Update and Delete buttons.
 */
const COLUMNS = { base: 1, md: 2, '2xl': 3 } as const;

/** The agent's grid of listing cards (and of their placeholders, so both have the same size). */
export function MyListingsGrid(props: SimpleGridProps) {
  return <PropertyGrid columns={COLUMNS} {...props} />;
}
