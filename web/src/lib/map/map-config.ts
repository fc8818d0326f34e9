/**
 * The map's external services, configurable per build (web/.env.*; docs/deploy.md "Maps, geocoder and
 * schools"). Production defaults to OpenStreetMap's standard tiles and Nominatim, with the
 * attribution their usage policies ask for; the emulator build points both at the local geo stand-in
 * (tools/geo-stand-in), so maps render and pins are suggested offline.
 */

import { MAP_DEFAULTS } from './map-defaults';

function setting(value: string | undefined, fallback: string): string {
  return value !== undefined && value.trim() !== '' ? value.trim() : fallback;
}

/** Leaflet's URL template of the map tiles (`{z}/{x}/{y}`). */
export const TILES_URL = setting(import.meta.env.VITE_MAP_TILES_URL, MAP_DEFAULTS.tilesUrl);
/** The tiles' attribution, shown on every map (HTML: a link to the data's licence). */
export const TILES_ATTRIBUTION = setting(import.meta.env.VITE_MAP_TILES_ATTRIBUTION, MAP_DEFAULTS.tilesAttribution);
/** A Nominatim-compatible search endpoint (`?q=...&format=jsonv2`): the listing form's suggested position. */
export const GEOCODER_URL = setting(import.meta.env.VITE_GEOCODER_URL, MAP_DEFAULTS.geocoderUrl);

/** The most a map zooms in (the standard tiles stop at 19). */
export const MAX_ZOOM = 19;
/** The zoom a single listing is shown at: a few streets around it. */
export const LISTING_ZOOM = 15;
