import type { Position } from './geo';
import type { NeighbourhoodPath } from './queries/query-spec';

/**
 * Nearby schools (docs/listings.md "Nearby schools"): fetched by a function from OpenStreetMap data
 * (an Overpass-compatible endpoint) when a listing's position is set or changes, and kept on the
 * listing's own subcollection, so visitors never call the external service and each position is
 * fetched once.
 */

/** How far from a listing a school counts as nearby, in metres. */
export const SCHOOLS_RADIUS_METRES = 2000;
/** The most schools kept per listing, nearest first. */
export const SCHOOLS_MAX = 10;

/** Kinds of school, as OpenStreetMap's `amenity` tag names them. */
export const SCHOOL_KINDS = ['kindergarten', 'school', 'college', 'university'] as const;
/** One of {@link SCHOOL_KINDS}. */
export type SchoolKind = (typeof SCHOOL_KINDS)[number];
/** How each kind reads on screen. */
export const SCHOOL_KIND_LABELS: Readonly<Record<SchoolKind, string>> = {
  kindergarten: 'Kindergarten',
  school: 'School',
  college: 'College',
  university: 'University',
};

/** A school near a listing. */
export interface School {
  readonly name: string;
  readonly kind: SchoolKind;
  readonly position: Position;
  /** From the listing, in metres. */
  readonly distance: number;
}

/** The longest school name kept (OpenStreetMap's names are free text). */
export const SCHOOL_NAME_MAX = 120;

/**
 * A school's name as stored and shown: its name trimmed and bounded; one OpenStreetMap leaves unnamed
 * reads by its kind ("Unnamed kindergarten"). The function stores it so; the page reads it so again,
 * whatever an older document holds.
 */
export function schoolName(name: unknown, kind: SchoolKind): string {
  const named = typeof name === 'string' ? name.trim().slice(0, SCHOOL_NAME_MAX) : '';
  return named === '' ? `Unnamed ${SCHOOL_KIND_LABELS[kind].toLowerCase()}` : named;
}

/** The schools document's id under `properties/{id}/neighbourhood`. */
export const SCHOOLS_DOC_ID = 'schools';

/** `properties/{id}/neighbourhood/schools`: written by functions only; read by whoever reads the listing. */
export interface SchoolsDoc<Time = unknown> {
  /** `ready`: the schools are those near `position`; `unavailable`: the data service failed for it. */
  readonly status: 'ready' | 'unavailable';
  /** The position they were fetched for (a listing moved since is fetched again). */
  readonly position: Position;
  readonly schools: readonly School[];
  readonly fetchedAt: Time;
}

/** The collection of what is near a listing. */
export function neighbourhoodPath(propertyId: string): NeighbourhoodPath {
  return `properties/${propertyId}/neighbourhood`;
}

/** The path of a listing's schools document. */
export function schoolsDocPath(propertyId: string): string {
  return `${neighbourhoodPath(propertyId)}/${SCHOOLS_DOC_ID}`;
}

/** A distance as the schools list shows it: "350 m", "1.2 km". */
export function distanceText(metres: number): string {
  return metres < 1000 ? `${Math.round(metres / 10) * 10} m` : `${(metres / 1000).toFixed(1)} km`;
}

/** The details page's words for the schools section (docs/listings.md "Nearby schools"). */
export const SCHOOLS_MESSAGES = {
  heading: 'Nearby schools',
  none: `No schools within ${SCHOOLS_RADIUS_METRES / 1000} km.`,
  unavailable: 'School data is unavailable for this listing right now.',
  pending: 'Looking up nearby schools…',
  noPosition: 'This listing has no map position yet.',
  loadFailed: 'The nearby schools could not be loaded.',
} as const;
