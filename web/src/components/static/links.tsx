import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { css, cx } from 'styled-system/css';
import { link } from 'styled-system/recipes/link';
import { buttonClass, type ButtonStyle } from './button-style';

interface Navigation {
  to: string;
  /** Location state handed to the next page (e.g. a listing's status for the details page). */
  state?: unknown;
  children: ReactNode;
  'aria-label'?: string;
}

const TEAL = css({ colorPalette: 'teal' });

/**
 * A text link to an in-app route, styled like Chakra's teal `<Link>` from build-time CSS.
 */
export function TextLink({ to, state, children, className, ...rest }: Navigation & { className?: string }) {
  return (
    <RouterLink to={to} state={state} className={cx(link(), TEAL, className)} {...rest}>
      {children}
    </RouterLink>
  );
}

/** A link to an in-app route that looks like a Chakra button with the same props (build-time CSS). */
export function ButtonLink({ to, state, children, size, variant, palette, className, ...rest }: Navigation & ButtonStyle) {
  return (
    <RouterLink to={to} state={state} className={buttonClass({ size, variant, palette, className })} {...rest}>
      {children}
    </RouterLink>
  );
}
