import { css } from 'styled-system/css';

/** The insight cards' grid, loaded or as placeholders: one column, two from lg. */
export const INSIGHTS_GRID = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', lg: 'repeat(2, minmax(0, 1fr))' }, gap: { base: '4', md: '6' } });
