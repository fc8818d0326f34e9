/**
 * Where the local geo stand-in (tools/geo-stand-in) listens: one server answering for the geocoder
 * (Nominatim's /search), the map tiles (/tiles/{z}/{x}/{y}.png) and the schools data (Overpass's
 * /api/interpreter), from a small data set of the demo cities. Used only under the emulator when no
 * production endpoint is configured (docs/deploy.md "Maps, geocoder and schools").
 */
export const GEO_STAND_IN = { host: '127.0.0.1', port: 12112 } as const;

/** Base URL of the geo stand-in. */
export const GEO_STAND_IN_URL = `http://${GEO_STAND_IN.host}:${GEO_STAND_IN.port}`;

/** The stand-in's Overpass-compatible endpoint. */
export const GEO_STAND_IN_OVERPASS_URL = `${GEO_STAND_IN_URL}/api/interpreter`;
