import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';

/** Chakra's button sizes and variants, as the runtime Button offers them (panda.config.ts lists those the build writes). */
export interface ButtonStyle {
  size?: 'xs' | 'sm' | 'md' | 'lg' | '2xl';
  variant?: 'solid' | 'outline' | 'ghost' | 'subtle' | 'surface';
  /** The colour palette (Chakra's colorPalette); gray, as in Chakra, unless given. */
  palette?: 'teal' | 'gray' | 'red';
  /** More classes (layout: width, margins). */
  className?: string | undefined;
}

const PALETTE = { teal: css({ colorPalette: 'teal' }), gray: css({ colorPalette: 'gray' }), red: css({ colorPalette: 'red' }) } as const;

/**
 * The class of a button styled like Chakra's `<Button>` with the same props, from build-time CSS: for
 * `<button>` and `<a>` elements on the prerendered pages (docs/decisions.md, "Public pages").
 */
export function buttonClass({ size = 'md', variant = 'solid', palette = 'gray', className }: ButtonStyle = {}): string {
  return cx(button({ size, variant }), PALETTE[palette], className);
}
