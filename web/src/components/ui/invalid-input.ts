import { css } from 'styled-system/css';

/**
 * An invalid input's red border and focus ring, as Chakra's input recipe gives them. Panda puts the
 * recipe's base (where `_invalid` is) in a sublayer under its variants, so the outline variant's grey
 * border wins there; this class puts the red back.
 */
export const INVALID_INPUT = css({ _invalid: { borderColor: 'var(--error-color)', '--focus-ring-color': 'var(--error-color)' } });
