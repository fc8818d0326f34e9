import { css } from 'styled-system/css';

/** A saved search's box and its inside, shared by the card and its placeholder: stacked on a phone, side by side from md. */
export const SAVED_SEARCH_BOX = css({ bg: 'white', borderWidth: '1px', rounded: 'xl', p: { base: '4', md: '5' } });
export const SAVED_SEARCH_LAYOUT = css({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, justifyContent: 'space-between', gap: '4' });
