import { isEmulator } from '../config';
import { GEO_STAND_IN_OVERPASS_URL } from './stand-in-settings';

/**
 * The Overpass-compatible endpoint nearby schools come from (docs/deploy.md "Maps, geocoder and
 * schools"): OVERPASS_URL when set; else, under the emulator, the local geo stand-in; else the main
 * public Overpass instance.
 */
export function overpassUrl(): string {
  const configured = process.env.OVERPASS_URL?.trim();
  if (configured) return configured;
  return isEmulator ? GEO_STAND_IN_OVERPASS_URL : 'https://overpass-api.de/api/interpreter';
}

/** How long the function waits for Overpass before it says the schools are unavailable. */
export const OVERPASS_TIMEOUT_SECONDS = 10;
