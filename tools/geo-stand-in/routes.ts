import { isPosition } from '@homehaven/domain/geo';
import { formatOf, limitOf, nominatimItem } from './nominatim';
import { failsAt, overpassAnswer, overpassErrorPage, TIMEOUT_MESSAGE, type OverpassCalls } from './overpass';
import { OverpassQueryError, parseOverpassQuery, queryText, type OverpassQuery } from './overpass-query';
import { PLACES } from './places';
import { schoolsFor } from './schools';
import { searchPlaces } from './search';
import { tileAddress, tilePng } from './tiles';

/** One request, decoded. */
export interface GeoRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
}

/** What to send back. */
export interface GeoAnswer {
  status: number;
  contentType: string;
  body: string | Buffer;
  headers?: Readonly<Record<string, string>>;
}

/** What the routes keep between requests. */
export interface GeoContext {
  overpassCalls: OverpassCalls;
}

const json = (status: number, body: unknown): GeoAnswer => ({ status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) });
const text = (status: number, body: string, contentType = 'text/plain; charset=utf-8'): GeoAnswer => ({ status, contentType, body });

/** Tiles never change: browsers keep them a day, as tile servers ask. */
const TILE_CACHE = 'public, max-age=86400';

/** Nominatim's /search, free-form queries only. */
function search(query: URLSearchParams): GeoAnswer {
  const q = query.get('q');
  if (q === null || q.trim() === '') return json(400, { error: { code: 400, message: "Nothing to search for: the parameter 'q' is missing." } });
  const format = formatOf(query.get('format'));
  if (!format) return json(400, { error: { code: 400, message: "Parameter 'format' must be one of: json, jsonv2 (the stand-in's formats)." } });
  return json(
    200,
    searchPlaces(PLACES, q)
      .slice(0, limitOf(query.get('limit')))
      .map((place) => nominatimItem(place, format)),
  );
}

/** Overpass's /api/interpreter for the schools query. */
function interpreter(context: GeoContext, request: GeoRequest): GeoAnswer {
  let parsed: OverpassQuery;
  try {
    parsed = parseOverpassQuery(queryText(request.body, request.query));
  } catch (error) {
    if (error instanceof OverpassQueryError) return text(400, overpassErrorPage(`line 1: parse error: ${error.message}`), 'text/html; charset=utf-8');
    throw error;
  }
  context.overpassCalls.record(parsed.centre);
  if (failsAt(parsed.centre)) return text(504, overpassErrorPage(TIMEOUT_MESSAGE), 'text/html; charset=utf-8');
  return json(200, overpassAnswer(schoolsFor(parsed)));
}

/** `/_stand-in/overpass-calls?lat=&lng=`: how many interpreter calls came for that point. */
function overpassCalls(context: GeoContext, query: URLSearchParams): GeoAnswer {
  const point = { lat: Number(query.get('lat') ?? ''), lng: Number(query.get('lng') ?? '') };
  if (query.get('lat') === null || query.get('lng') === null || !isPosition(point)) return json(400, { error: 'lat and lng must be coordinates' });
  return json(200, { calls: context.overpassCalls.countNear(point) });
}

/** The geocoder, the tiles, the schools, and `/_stand-in/*` routes for tests. */
export function answer(context: GeoContext, request: GeoRequest): GeoAnswer {
  const { method, path, query } = request;
  if (method === 'GET' && path === '/_stand-in/health') return json(200, { ok: true });
  if (method === 'GET' && path === '/_stand-in/overpass-calls') return overpassCalls(context, query);
  if (method === 'GET' && path === '/search') return search(query);
  if (method === 'GET' && path.startsWith('/tiles/')) {
    const tile = tileAddress(path);
    return tile ? { status: 200, contentType: 'image/png', body: tilePng(tile), headers: { 'Cache-Control': TILE_CACHE } } : text(404, 'No such tile.');
  }
  if ((method === 'GET' || method === 'POST') && path === '/api/interpreter') return interpreter(context, request);
  return text(404, `The geo stand-in has no ${method} ${path}.`);
}
