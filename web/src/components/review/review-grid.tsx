import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

interface ReviewGridProps {
  /** The list's accessible name. */
  'aria-label': string;
  /** Set while it holds placeholders. */
  'aria-busy'?: 'true';
  children: ReactNode;
}

// Chakra's SimpleGrid as build-time classes: one column on a phone, two from tablet width.
const GRID = css({ display: 'grid', listStyleType: 'none', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))' }, gap: { base: '4', md: '6' } });

/** The reviews' grid: one column on a phone, two from tablet width (a comment needs room to read). */
export function ReviewGrid({ children, ...aria }: ReviewGridProps) {
  return (
    <ul className={GRID} {...aria}>
      {children}
    </ul>
  );
}
