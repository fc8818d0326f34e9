import { css } from 'styled-system/css';

/**
 * Chakra's `<Container>` (centred, full width up to a maximum, padded 4 / 6 / 8 by screen) at the
 * widths the public pages use, as build-time classes.
 */
const base = { position: 'relative', w: '100%', mx: 'auto', px: { base: '4', md: '6', lg: '8' } } as const;

export const PAGE_CONTAINER = {
  '7xl': css(base, { maxW: '7xl' }),
  '6xl': css(base, { maxW: '6xl' }),
  '2xl': css(base, { maxW: '2xl' }),
  md: css(base, { maxW: 'md' }),
} as const;
