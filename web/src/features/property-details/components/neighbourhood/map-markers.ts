import { divIcon } from 'leaflet';
import { css, cva } from 'styled-system/css';

/**
 * The details map's two markers, drawn in HTML and CSS (L.divIcon) so no image files are needed:
 * the listing as a large teal house, each school as a smaller purple book. They differ in size,
 * colour and symbol, so telling them apart never rests on colour alone. The icons are decorative:
 * each marker carries its own text (its title and label, neighbourhood-map.tsx).
 */

/** Feather's house and open book, stroked in the marker's text colour. */
const HOUSE = '<path d="M3 9l9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"/><polyline points="9 22 9 12 15 12 15 22"/>';
const BOOK = '<path d="M2 3h6a4 4 0 0 1 4 4v14a3 3 0 0 0-3-3H2z"/><path d="M22 3h-6a4 4 0 0 0-4 4v14a3 3 0 0 1 3-3h7z"/>';

/** Centres the symbol in the marker's box (Leaflet's own CSS makes the box a block, and wins over ours). */
const centred = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', width: 'full', height: 'full' });

function symbol(paths: string, size: number): string {
  return `<span class="${centred}"><svg viewBox="0 0 24 24" width="${size}" height="${size}" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths}</svg></span>`;
}

/** Leaflet sizes and anchors the marker's box; the recipe draws it (a round badge with a white ring). */
const marker = cva({
  base: {
    borderRadius: 'full',
    color: 'white',
    borderStyle: 'solid',
    borderColor: 'white',
    _focusVisible: { outlineWidth: '3px', outlineStyle: 'solid', outlineColor: 'blue.600', outlineOffset: '2px' },
  },
  variants: {
    kind: {
      listing: { bg: 'teal.700', borderWidth: '3px', boxShadow: 'lg' },
      school: { bg: 'purple.700', borderWidth: '2px', boxShadow: 'md' },
    },
  },
});

/** A round marker of `size` pixels, centred on its position, its popup opening above it. */
function markerIcon(kind: 'listing' | 'school', size: number, symbolPaths: string, symbolSize: number) {
  return divIcon({ className: marker({ kind }), html: symbol(symbolPaths, symbolSize), iconSize: [size, size], iconAnchor: [size / 2, size / 2], popupAnchor: [0, -size / 2] });
}

/** The listing's marker. */
export const listingIcon = markerIcon('listing', 40, HOUSE, 20);
/** A school's marker. */
export const schoolIcon = markerIcon('school', 28, BOOK, 14);
