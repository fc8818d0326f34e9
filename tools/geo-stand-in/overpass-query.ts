import type { Position } from '@homehaven/domain/geo';

/**
 * The little of Overpass QL the stand-in understands: enough for the schools query the functions
 * send (`nwr["amenity"~"^(kindergarten|school|college|university)$"](around:R,LAT,LNG);out center 40;`)
 * and its likely variants (a union of `node`/`way` statements, `="school"` filters), read tolerantly.
 */

/** OSM element types a query may ask for. */
export type ElementType = 'node' | 'way' | 'relation';

export interface OverpassQuery {
  centre: Position;
  /** `around`'s radius, in metres. */
  radius: number;
  /** Whether an element with this `amenity` value is asked for (every value, when the query has no amenity filter). */
  amenity(value: string): boolean;
  types: ReadonlySet<ElementType>;
  /** `out ... N`'s most elements, if any. */
  limit: number | undefined;
}

const NUMBER = String.raw`\s*(-?\d+(?:\.\d+)?)\s*`;
const AROUND = new RegExp(String.raw`\(\s*around\s*:${NUMBER},${NUMBER},${NUMBER}\)`);
/** `["amenity"="school"]`, `[amenity=school]`, `["amenity"~"^(a|b)$",i]`: operator, quoted or bare value, case flag. */
const AMENITY_FILTER = /\[\s*"?amenity"?\s*(=|~)\s*(?:"([^"]*)"|([^\],\s]+))\s*(,\s*i\s*)?\]/g;
/** An element type opening a statement: `nwr[`, `node(`, `way[`. */
const STATEMENT_TYPE = /(?:^|[;(\s])(nwr|nw|nr|wr|node|way|relation|rel)\s*[[(]/g;
/** The `out` statement (not the `[out:json]` setting) and its count: `out center 40;`. */
const OUT_LIMIT = /(?:^|;)\s*out\b[^;\d]*(\d+)[^;]*(?:;|$)/;

const TYPES_OF: Readonly<Record<string, readonly ElementType[]>> = {
  nwr: ['node', 'way', 'relation'],
  nw: ['node', 'way'],
  nr: ['node', 'relation'],
  wr: ['way', 'relation'],
  node: ['node'],
  way: ['way'],
  relation: ['relation'],
  rel: ['relation'],
};

/** Why a query cannot be answered (Overpass answers such a query 400). */
export class OverpassQueryError extends Error {}

/** A test for one amenity filter: `=` compares, `~` is a regular expression (as Overpass, POSIX-like), `,i` ignoring case. */
function amenityTest(operator: string, value: string, ignoreCase: boolean): (amenity: string) => boolean {
  if (operator === '=') return (amenity) => amenity === value;
  let pattern: RegExp;
  try {
    pattern = new RegExp(value, ignoreCase ? 'i' : '');
  } catch {
    throw new OverpassQueryError(`invalid regular expression "${value}"`);
  }
  return (amenity) => pattern.test(amenity);
}

/** Reads a query; throws {@link OverpassQueryError} without a usable `around:R,LAT,LNG`. */
export function parseOverpassQuery(text: string): OverpassQuery {
  const around = AROUND.exec(text);
  if (!around) throw new OverpassQueryError('the query has no (around:radius,lat,lng) filter');
  const [radius, lat, lng] = around.slice(1, 4).map(Number) as [number, number, number];
  if (!(radius >= 0) || Math.abs(lat) > 90 || Math.abs(lng) > 180) throw new OverpassQueryError('around: radius or coordinates out of range');
  const tests = [...text.matchAll(AMENITY_FILTER)].map((m) => amenityTest(m[1] ?? '=', m[2] ?? m[3] ?? '', m[4] !== undefined));
  const named = [...text.matchAll(STATEMENT_TYPE)].flatMap((m) => TYPES_OF[m[1] ?? ''] ?? []);
  const limit = OUT_LIMIT.exec(text)?.[1];
  return {
    centre: { lat, lng },
    radius,
    amenity: (value) => tests.length === 0 || tests.some((test) => test(value)),
    types: new Set(named.length > 0 ? named : TYPES_OF.nwr),
    limit: limit === undefined ? undefined : Number(limit),
  };
}

/** The query of a request: the form body's `data` (as Overpass takes a POST), else the body itself, else `?data=`. */
export function queryText(body: string, search: URLSearchParams): string {
  if (body.trim() !== '') {
    const data = new URLSearchParams(body).get('data');
    return data ?? body;
  }
  return search.get('data') ?? '';
}
