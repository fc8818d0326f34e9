import type { Position } from '@homehaven/domain/geo';

/** Bearings in degrees clockwise from north, `from` to `to` (may wrap past 360): where land lies around a coastal place. */
export type BearingSector = readonly [from: number, to: number];

/** Every direction: an inland place. */
export const ALL_AROUND: BearingSector = [0, 360];

/** Mean Earth radius in metres (the sphere geofire-common's distances use). */
const EARTH_RADIUS_METRES = 6_371_000;
const RADIANS = Math.PI / 180;

/** The point `metres` away from `from` along `bearing` (degrees clockwise from north), on a sphere. */
export function pointAt(from: Position, bearing: number, metres: number): Position {
  const angle = metres / EARTH_RADIUS_METRES;
  const heading = bearing * RADIANS;
  const lat1 = from.lat * RADIANS;
  const lng1 = from.lng * RADIANS;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(heading));
  const lng2 = lng1 + Math.atan2(Math.sin(heading) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  // Six decimals (about 10 cm), as positions are stored.
  const round = (degrees: number): number => Math.round(degrees * 1e6) / 1e6;
  return { lat: round(lat2 / RADIANS), lng: round(((lng2 / RADIANS + 540) % 360) - 180) };
}

/** The bearing a fraction (0..1) of the way through a sector. */
export function bearingWithin(sector: BearingSector, fraction: number): number {
  const [from, to] = sector;
  return (from + (to - from) * fraction) % 360;
}

/** A number in [0, 1) fixed by a text (FNV-1a): the same place always gets the same spread of points. */
export function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
}

/** The golden ratio's fraction: stepping by it, successive points spread evenly around a place. */
export const GOLDEN_FRACTION = 0.618034;

/** The fractional part: keeps a golden-ratio walk within [0, 1). */
export function fraction(value: number): number {
  return value - Math.floor(value);
}
