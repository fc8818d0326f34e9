import { css } from 'styled-system/css';

// One build-time class per palette a status takes.
const PALETTES = {
  green: css({ colorPalette: 'green' }),
  teal: css({ colorPalette: 'teal' }),
  purple: css({ colorPalette: 'purple' }),
  red: css({ colorPalette: 'red' }),
  gray: css({ colorPalette: 'gray' }),
} as const;

/**
 * The colour class of a viewing's status badge: open ones teal (confirmed green, a proposal awaiting
 * the buyer purple), closed ones grey or red. Each palette's solid shade keeps white text at 4.5:1 or
 * more (orange's does not: axe flagged it).
 */
export function statusPaletteClass(status: string): string {
  if (status === 'confirmed') return PALETTES.green;
  if (status === 'requested') return PALETTES.teal;
  if (status === 'proposed') return PALETTES.purple;
  if (status === 'declined') return PALETTES.red;
  return PALETTES.gray;
}
