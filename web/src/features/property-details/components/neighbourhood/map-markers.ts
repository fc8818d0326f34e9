import { divIcon } from 'leaflet';
import { css, cva } from 'styled-system/css';

/**
 * The details map's two markers, drawn in SVG (L.divIcon) so no image files are needed: the listing
 * as a teal pin with a house, its tip on the spot, so a school just beside it stays in sight; each
 * school as a smaller purple disc with a book, centred on its spot. They differ in shape, size,
 * colour and symbol, so telling them apart never rests on colour alone. The drawings are decorative:
 * each marker carries its own text (its title and label, neighbourhood-map.tsx).
 */

/** Feather's house and open book (24 × 24), stroked in white. */
const HOUSE = '<path d="M3 9l9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"/><polyline points="9 22 9 12 15 12 15 22"/>';
const BOOK = '<path d="M2 3h6a4 4 0 0 1 4 4v14a3 3 0 0 0-3-3H2z"/><path d="M22 3h-6a4 4 0 0 0-4 4v14a3 3 0 0 1 3-3h7z"/>';
const SYMBOL_STROKE = 'fill="none" stroke="white" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"';

/** A pin (a disc of radius 15 around 18,17 narrowing to a tip at 18,42) holding the house. */
const PIN = `<svg viewBox="0 0 36 44" width="100%" height="100%" aria-hidden="true" focusable="false"><path d="M18 42S33 29.5 33 17.5a15 15 0 0 0-30 0C3 29.5 18 42 18 42z" fill="currentColor" stroke="white" stroke-width="2"/><g transform="translate(9 8.5) scale(0.75)" ${SYMBOL_STROKE}>${HOUSE}</g></svg>`;
/** A disc with a white ring holding the book. */
const DISC = `<svg viewBox="0 0 28 28" width="100%" height="100%" aria-hidden="true" focusable="false"><circle cx="14" cy="14" r="13" fill="currentColor" stroke="white" stroke-width="2"/><g transform="translate(7.5 7.5) scale(0.54)" ${SYMBOL_STROKE}>${BOOK}</g></svg>`;

/** The marker's colour (the drawing's fill), a shadow to lift it off the tiles, and a visible keyboard focus. */
const marker = cva({
  base: {
    filter: 'drop-shadow(0 1px 2px rgba(0, 0, 0, 0.4))',
    _focusVisible: { outlineWidth: '3px', outlineStyle: 'solid', outlineColor: 'blue.600', outlineOffset: '2px', borderRadius: 'sm' },
  },
  variants: { kind: { listing: { color: 'teal.700' }, school: { color: 'purple.700' } } },
});

/** Sizes the drawing to the box Leaflet gives the marker. */
const drawing = css({ display: 'block', width: 'full', height: 'full' });

/** The listing's marker: 30 × 37 px, anchored at the pin's tip. */
export const listingIcon = divIcon({ className: marker({ kind: 'listing' }), html: `<span class="${drawing}">${PIN}</span>`, iconSize: [30, 37], iconAnchor: [15, 36], popupAnchor: [0, -36] });

/** A school's marker: 26 px, anchored at its centre. */
export const schoolIcon = divIcon({ className: marker({ kind: 'school' }), html: `<span class="${drawing}">${DISC}</span>`, iconSize: [26, 26], iconAnchor: [13, 13], popupAnchor: [0, -13] });
