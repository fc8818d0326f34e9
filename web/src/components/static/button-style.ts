import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';

/** Chakra's button sizes and variants, as Chakra's Button offers them (panda.config.ts lists those the build writes). */
export interface ButtonStyle {
  size?: 'xs' | 'sm' | 'md' | 'lg' | '2xl';
  variant?: 'solid' | 'outline' | 'ghost' | 'subtle' | 'surface';
  /** The colour palette (Chakra's colorPalette); gray, as in Chakra, unless given. */
  palette?: 'teal' | 'gray' | 'red' | 'green' | 'purple' | 'orange';
  /** A square button holding only an icon (Chakra's `<IconButton>`): no padding, the icon a little larger. */
  icon?: boolean;
  /** More classes (layout: width, margins). */
  className?: string | undefined;
}

/** One build-time class per colour palette (Chakra's colorPalette), for buttons and badges alike. */
export const PALETTE_CLASS = {
  teal: css({ colorPalette: 'teal' }),
  gray: css({ colorPalette: 'gray' }),
  red: css({ colorPalette: 'red' }),
  green: css({ colorPalette: 'green' }),
  purple: css({ colorPalette: 'purple' }),
  orange: css({ colorPalette: 'orange' }),
} as const;
const ICON_ONLY = css({ px: '0', py: '0', '& svg': { fontSize: '1.2em' } });

/**
 * The class of a button styled like Chakra's `<Button>` with the same props, from build-time CSS: for
 * `<button>` and `<a>` elements (docs/decisions.md, "Build-time styles").
 */
export function buttonClass({ size = 'md', variant = 'solid', palette = 'gray', icon = false, className }: ButtonStyle = {}): string {
  return cx(button({ size, variant }), PALETTE_CLASS[palette], icon ? ICON_ONLY : undefined, className);
}
