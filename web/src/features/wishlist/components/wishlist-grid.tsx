import type { ComponentProps } from 'react';
import { PropertyGrid } from '../../../components/property/property-grid';

/** The wishlist's grid of cards (and of their loading placeholders, so both have the same size). */
export function WishlistGrid(props: Omit<ComponentProps<typeof PropertyGrid>, 'layout'>) {
  return <PropertyGrid layout="sidebar" {...props} />;
}
