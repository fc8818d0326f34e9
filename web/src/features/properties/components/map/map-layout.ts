import { css } from 'styled-system/css';

/**
 * The map mode's boxes, shared by its skeleton (loaded with the page) and the map itself (loaded on
 * demand), so the map takes exactly the skeleton's place. Phones: the map fills the screen under the
 * filters (its bar included, below the sticky top bar), the list over it on demand; from `lg`, a
 * results column beside the map.
 */

/** Count, notes and the search-as-I-move switch: two lines' height on a phone, one from `lg`. */
export const MAP_TOOLBAR = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: '4',
  rowGap: '1',
  minH: { base: '14', lg: '10' },
  mb: '3',
});

/** The map and the results column. */
export const MAP_STAGE = css({ position: 'relative', display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' }, gap: '6' });

const STAGE_HEIGHT = { base: 'calc(100svh - 9rem)', lg: '40rem' } as const;

/**
 * The map's box. Isolated, so Leaflet's panes and controls (z-index up to 1000) stay under the top
 * bar, menus and dialogs; BaseMap's region fills it.
 */
export const MAP_BOX = css({
  position: 'relative',
  isolation: 'isolate',
  h: STAGE_HEIGHT,
  minH: '22rem',
  rounded: 'xl',
  overflow: 'hidden',
  borderWidth: '1px',
  bg: 'gray.100',
  '& > [role=region]': { h: 'full' },
});

/** The results column: over the map on a phone (shown by the toggle), beside it from `lg`. */
export const MAP_COLUMN = css({
  position: { base: 'absolute', lg: 'static' },
  inset: '0',
  zIndex: '1',
  h: { lg: STAGE_HEIGHT.lg },
  overflowY: 'auto',
  bg: { base: 'gray.50', lg: 'transparent' },
  rounded: { base: 'xl', lg: 'none' },
  p: { base: '3', lg: '0' },
  // On a phone the last card scrolls clear of the floating Show map button.
  pb: { base: '20', lg: '0' },
  pr: { lg: '2' },
});
