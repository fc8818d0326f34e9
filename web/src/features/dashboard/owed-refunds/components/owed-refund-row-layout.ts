import { css } from 'styled-system/css';

/** A refund row's inside, shared by the row and its placeholder: stacked on a phone, in a line from md. */
export const REFUND_ROW_LAYOUT = css({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, alignItems: { md: 'center' }, gap: { base: '3', md: '5' }, p: '4' });
