import type { ComponentProps } from 'react';
import { PropertyGrid } from '../../../components/property/property-grid';

/** The agent's grid of listing cards (and of their placeholders, so both have the same size). */
export function MyListingsGrid(props: Omit<ComponentProps<typeof PropertyGrid>, 'layout'>) {
  return <PropertyGrid layout="sidebar" {...props} />;
}
