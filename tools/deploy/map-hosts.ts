import { readFileSync } from 'node:fs';
import { MAP_DEFAULTS } from '../../web/src/lib/map/map-defaults';
import { ROOT } from '../emulators/config';

/**
 * firebase.json's Content-Security-Policy allows the map's configured tile and geocoder hosts and no
 * other map host (docs/deploy.md "Maps, geocoder and schools"): checked by `npm run check:web-config`
 * against the build's settings, and by a unit test against the defaults.
 */

/** The origin of a URL template (`{s}` subdomains become `*`, as a CSP names them), or null when it is not https. */
export function originOf(template: string): string | null {
  const url = template.replace(/\{s\}/g, '*').replace(/\{[a-z]+\}/gi, '0');
  const match = /^https:\/\/([^/?#]+)/.exec(url);
  return match ? `https://${match[1]}` : null;
}

/** The sources of one directive of a policy. */
export function directiveSources(csp: string, directive: string): string[] {
  const found = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return found ? found.slice(1) : [];
}

/** The map hosts a build talks to: tiles (images) and the geocoder (fetch). */
export function mapOrigins(env: Readonly<Record<string, string | undefined>>): { tiles: string | null; geocoder: string | null } {
  const setting = (value: string | undefined, fallback: string): string => (value && value.trim() !== '' ? value.trim() : fallback);
  return { tiles: originOf(setting(env.VITE_MAP_TILES_URL, MAP_DEFAULTS.tilesUrl)), geocoder: originOf(setting(env.VITE_GEOCODER_URL, MAP_DEFAULTS.geocoderUrl)) };
}

/** The default services' origins: the only map hosts a policy may name besides the configured ones. */
const DEFAULT_ORIGINS = [originOf(MAP_DEFAULTS.tilesUrl), originOf(MAP_DEFAULTS.geocoderUrl)];

/** What is wrong between the build's map settings and the policy, each with what to do; none when they agree. */
export function mapHostWarnings(env: Readonly<Record<string, string | undefined>>, csp: string): string[] {
  const { tiles, geocoder } = mapOrigins(env);
  const warnings: string[] = [];
  const images = directiveSources(csp, 'img-src');
  const connects = directiveSources(csp, 'connect-src');
  if (tiles === null) warnings.push('VITE_MAP_TILES_URL is not an https URL template (https://host/{z}/{x}/{y}.png).');
  else if (!images.includes(tiles)) warnings.push(`firebase.json's Content-Security-Policy img-src does not allow the map tiles' host ${tiles}: add it.`);
  if (geocoder === null) warnings.push('VITE_GEOCODER_URL is not an https URL.');
  else if (!connects.includes(geocoder)) warnings.push(`firebase.json's Content-Security-Policy connect-src does not allow the geocoder's host ${geocoder}: add it.`);
  for (const unused of DEFAULT_ORIGINS) {
    if (unused === null || unused === tiles || unused === geocoder) continue;
    if (images.includes(unused) || connects.includes(unused)) warnings.push(`firebase.json's Content-Security-Policy still allows ${unused}, which this build does not use: remove it.`);
  }
  return warnings;
}

/** firebase.json's production Content-Security-Policy ('' when it has none). */
export function productionCsp(): string {
  const config = JSON.parse(readFileSync(`${ROOT}firebase.json`, 'utf8')) as { hosting: { headers?: { headers: { key: string; value: string }[] }[] } };
  return config.hosting.headers?.flatMap((rule) => rule.headers).find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
}
