import { distanceBetween, geohashForLocation } from 'geofire-common';

/**
 * Where a listing is, and the derived geohash map queries read (docs/listings.md "Map"). The agent
 * sets the position; the listing trigger derives the geohash from it, and the rules refuse a
 * client-written one, as they refuse client-written search keys.
 */

/** A point on the map, in degrees (WGS 84): what a listing stores as `position`. */
export interface Position {
  readonly lat: number;
  readonly lng: number;
}

/** The part of the map on screen: its edges, in degrees. */
export interface MapView {
  readonly south: number;
  readonly west: number;
  readonly north: number;
  readonly east: number;
}

/**
 * Characters of a stored geohash: 10 is about a metre, finer than any pin an agent drags, and long
 * enough for every range the map's queries ask (geofire-common's bounds never go finer).
 */
export const GEOHASH_PRECISION = 10;

/** Whether `value` is a position as stored: exactly `lat` and `lng`, finite numbers within the globe. */
export function isPosition(value: unknown): value is Position {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value);
  if (keys.length !== 2 || !keys.includes('lat') || !keys.includes('lng')) return false;
  const { lat, lng } = value as Record<string, unknown>;
  return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) && lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180;
}

/** Whether two positions are the same point (as stored: by value). */
export function samePosition(a: Position | undefined, b: Position | undefined): boolean {
  return a === undefined || b === undefined ? a === b : a.lat === b.lat && a.lng === b.lng;
}

/** The geohash of a position, as the listing trigger stores it. */
export function geohashOf(position: Position): string {
  return geohashForLocation([position.lat, position.lng], GEOHASH_PRECISION);
}

/** Metres between two positions (great-circle distance). */
export function distanceInMetres(a: Position, b: Position): number {
  return Math.round(distanceBetween([a.lat, a.lng], [b.lat, b.lng]) * 1000);
}

/** Whether a position lies within a view (edges included). */
export function viewContains(view: MapView, position: Position): boolean {
  return position.lat >= view.south && position.lat <= view.north && position.lng >= view.west && position.lng <= view.east;
}

/** The middle of a view. */
export function viewCentre(view: MapView): Position {
  return { lat: (view.south + view.north) / 2, lng: (view.west + view.east) / 2 };
}

/** Rounds a coordinate to 6 decimals (about 10 cm): what a dragged pin stores, so positions compare and read well. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** A position as people read it: "30.26720, -97.74310". */
export function positionText(position: Position): string {
  return `${position.lat.toFixed(5)}, ${position.lng.toFixed(5)}`;
}
