import { PALETTE_CLASS as PALETTES } from '../static/button-style';

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
