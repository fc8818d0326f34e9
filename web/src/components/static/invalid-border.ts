import { css } from 'styled-system/css';

/**
 * The red border of an invalid input or textarea, as Chakra's runtime used to draw it. Panda writes a recipe's
 * base styles (where the input recipe's `_invalid` border is) in a nested layer that its variants'
 * border colour outranks, so the recipe alone leaves an invalid field grey; a utility class outranks both.
 * Chakra's invalid state, not Panda's `_invalid`: that one also matches `:invalid`, which a required
 * field is before anyone has typed in it.
 */
export const INVALID_BORDER = css({ '&:is([data-invalid], [aria-invalid=true])': { borderColor: 'var(--error-color)', '--focus-ring-color': 'var(--error-color)' } });
