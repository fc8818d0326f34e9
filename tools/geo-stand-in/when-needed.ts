import { GEO_STAND_IN_URL } from '../../functions/src/neighbourhood/stand-in-settings';
import { startGeoStandIn, type GeoStandInOptions, type RunningGeoStandIn } from './server';

/** True when a geo stand-in already answers on its port (another `npm start`, the test run). */
export function isGeoStandInRunning(): Promise<boolean> {
  return fetch(`${GEO_STAND_IN_URL}/_stand-in/health`).then(
    (r) => r.ok,
    () => false,
  );
}

/**
 * Starts the geo stand-in for a local run unless one already runs: the emulator build's map tiles
 * and geocoder always point at it (web/.env.emulator), and the functions use it for schools when no
 * OVERPASS_URL is set. Answers the stand-in it started, to stop at the end.
 */
export async function startGeoStandInUnlessRunning(options: GeoStandInOptions = {}): Promise<RunningGeoStandIn | undefined> {
  if (await isGeoStandInRunning()) {
    console.log(`[geo] a geo stand-in already runs at ${GEO_STAND_IN_URL}: using it.`);
    return undefined;
  }
  const standIn = await startGeoStandIn(options);
  console.log(`[geo] geo stand-in at ${standIn.url}: map tiles, geocoder and schools of the demo cities, offline.`);
  return standIn;
}
