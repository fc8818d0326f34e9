/**
 * The map services a build uses when web/.env.* names none: OpenStreetMap's standard tiles (with the
 * attribution their tile usage policy asks for) and its Nominatim geocoder. Plain values, no
 * import.meta.env, so the deploy check (tools/deploy/map-hosts.ts) reads them too.
 */
export const MAP_DEFAULTS = {
  tilesUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tilesAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  geocoderUrl: 'https://nominatim.openstreetmap.org/search',
} as const;
