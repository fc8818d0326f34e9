import { distanceInMetres, type Position } from '@homehaven/domain/geo';
import { schoolName, SCHOOL_KINDS, SCHOOLS_MAX, SCHOOLS_RADIUS_METRES, type School, type SchoolKind } from '@homehaven/domain/neighbourhood';
import { appOrigin } from '../config';
import { OVERPASS_TIMEOUT_SECONDS, overpassUrl } from './overpass';

/** The Overpass QL of the schools around a position: nodes, ways and relations, ways and relations by their centre. */
export function schoolsQuery(position: Position, radius = SCHOOLS_RADIUS_METRES): string {
  const kinds = SCHOOL_KINDS.join('|');
  return `[out:json][timeout:${OVERPASS_TIMEOUT_SECONDS}];nwr["amenity"~"^(${kinds})$"](around:${radius},${position.lat},${position.lng});out center 100;`;
}

/** One element of an Overpass answer, as far as schools need it. */
interface OverpassElement {
  readonly lat?: unknown;
  readonly lon?: unknown;
  readonly center?: { readonly lat?: unknown; readonly lon?: unknown };
  readonly tags?: Record<string, unknown>;
}

const isKind = (value: unknown): value is SchoolKind => typeof value === 'string' && (SCHOOL_KINDS as readonly string[]).includes(value);
const coordinate = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** A school of an Overpass element, or undefined for one without a place or a known kind. An unnamed one is named by its kind. */
function schoolOf(element: OverpassElement, from: Position): School | undefined {
  const kind = element.tags?.amenity;
  const lat = coordinate(element.lat ?? element.center?.lat);
  const lng = coordinate(element.lon ?? element.center?.lon);
  if (!isKind(kind) || lat === undefined || lng === undefined) return undefined;
  const position = { lat, lng };
  return { name: schoolName(element.tags?.name, kind), kind, position, distance: distanceInMetres(from, position) };
}

/** The schools of an Overpass answer within the radius, nearest first, at most SCHOOLS_MAX, each once (Overpass may list a school as a node and as its building). */
export function schoolsOf(answer: unknown, from: Position, radius = SCHOOLS_RADIUS_METRES): School[] {
  const elements = (answer as { elements?: unknown } | null)?.elements;
  if (!Array.isArray(elements)) throw new Error('Overpass answered without elements');
  const seen = new Set<string>();
  return elements
    .map((element) => schoolOf(element as OverpassElement, from))
    .filter((school): school is School => school !== undefined && school.distance <= radius)
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .filter((school) => {
      const key = `${school.kind}:${school.name}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, SCHOOLS_MAX);
}

/** Asks the Overpass endpoint for the schools around a position; throws when it fails or answers nonsense. */
export async function fetchSchools(position: Position): Promise<School[]> {
  const response = await fetch(overpassUrl(), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      // Overpass's usage policy asks clients to name themselves.
      'User-Agent': `HomeHaven nearby schools (${appOrigin})`,
    },
    body: new URLSearchParams({ data: schoolsQuery(position) }).toString(),
    signal: AbortSignal.timeout((OVERPASS_TIMEOUT_SECONDS + 5) * 1000),
  });
  if (!response.ok) throw new Error(`Overpass answered ${response.status}`);
  return schoolsOf(await response.json(), position);
}
