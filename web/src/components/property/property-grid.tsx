import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import { PROPERTY_GRID_COLUMNS } from '@homehaven/domain/constants';

/** Width of one card at each screen width, for the pictures' `sizes` (grid of 1, 3 and 4 columns). */
export const PROPERTY_CARD_SIZES = '(min-width: 80em) 300px, (min-width: 64em) 25vw, (min-width: 48em) 33vw, 100vw';

/** The property grid: 1 column on phones, 3 on medium and 4 on large screens (spec section 9). */
export function PropertyGrid(props: SimpleGridProps) {
  return <SimpleGrid as="ul" listStyleType="none" columns={PROPERTY_GRID_COLUMNS} gap="6" {...props} />;
}
