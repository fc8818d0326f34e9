/**
 * Where the map of All properties looks, as its URL keeps it: `at=<lat>,<lng>,<zoom>` (docs/listings.md
 * "Map"), so a link shows the same place and a reload stays there. The query reads the view's edges,
 * which depend on the screen's size: the URL keeps the centre and zoom a person chose instead.
 */
export interface MapAt {
  readonly lat: number;
  readonly lng: number;
  /** Leaflet's zoom level, a whole number: 3 shows a continent, 15 a few streets. */
  readonly zoom: number;
}

/** The least zoom: a continent. Further out, the view wraps around the globe and means little for homes. */
export const MAP_MIN_ZOOM = 3;
/**
 * The deepest zoom a URL may name. The map stops at its tiles' deepest (map-config.ts MAX_ZOOM, not
 * imported here: this module loads with every visit to All properties, the map's settings only with
 * the map) and shows a deeper one at that, which its next move then writes.
 */
const URL_MAX_ZOOM = 22;

/** Where the map opens without `at`: the continental United States, where the listings are. */
export const DEFAULT_MAP_AT: MapAt = { lat: 39.5, lng: -98.35, zoom: 4 };

/** Decimals kept of a coordinate: about a metre, finer than anyone pans. */
const DECIMALS = 5;

const AT = /^(-?\d{1,3}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?),(\d{1,2})$/;

const rounded = (value: number): number => Number(value.toFixed(DECIMALS));

/** The place an `at` parameter names, or null when it is missing or malformed (a coordinate off the globe, a zoom out of range). */
export function readMapAt(text: string | null): MapAt | null {
  const match = text === null ? null : AT.exec(text);
  if (!match) return null;
  const [lat, lng, zoom] = match.slice(1).map(Number) as [number, number, number];
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || zoom < MAP_MIN_ZOOM || zoom > URL_MAX_ZOOM) return null;
  return { lat: rounded(lat), lng: rounded(lng), zoom };
}

/** The `at` parameter of a place: `30.26720,-97.74310,12` (its commas need no escaping in a query string). */
export function mapAtText(at: MapAt): string {
  return `${at.lat.toFixed(DECIMALS)},${at.lng.toFixed(DECIMALS)},${at.zoom}`;
}
