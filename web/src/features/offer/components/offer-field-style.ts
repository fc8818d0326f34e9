import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';
import { input } from 'styled-system/recipes/input';

/** Chakra's field and input (md, outline) as the offer form used them, as build-time classes (docs/decisions.md "Build-time styles everywhere"). */
export const FIELD = field({ orientation: 'vertical' });
export const INPUT = input({ size: 'md', variant: 'outline' });
/** The amount, the one thing typed: larger. */
export const AMOUNT_INPUT = cx(INPUT, css({ fontSize: 'lg' }));
