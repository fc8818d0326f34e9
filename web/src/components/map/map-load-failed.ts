/**
 * What every map says when it could not load (its chunk unreachable, Leaflet failing), before what the
 * page offers instead. Its own module: the pages import it eagerly, Leaflet only with the map.
 */
export const MAP_LOAD_FAILED = 'The map could not be loaded.';
