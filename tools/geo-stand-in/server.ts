import type { IncomingMessage, ServerResponse } from 'node:http';
import { GEO_STAND_IN } from '../../functions/src/neighbourhood/stand-in-settings';
import { listen, readBody } from '../emulators/stand-in-http';
import { OverpassCalls } from './overpass';
import { answer, type GeoAnswer, type GeoContext } from './routes';

/** Where the stand-in listens; every field has a default. */
export interface GeoStandInOptions {
  host?: string;
  port?: number;
  /** Print one line per request. */
  log?: boolean;
}

/** A running stand-in: its URL and how to stop it. */
export interface RunningGeoStandIn {
  url: string;
  stop(): Promise<void>;
}

/** Bodies beyond this are not Overpass queries. */
const MAX_BODY_BYTES = 64 * 1024;

/** Browsers call it from the app's origin (the Hosting emulator, Vite's server): tiles, the geocoder. */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Accept, Accept-Language, Content-Type',
};

function send(res: ServerResponse, reply: GeoAnswer): void {
  res.writeHead(reply.status, { ...CORS_HEADERS, 'Content-Type': reply.contentType, ...reply.headers });
  res.end(reply.body);
}

/** Answers one HTTP request; never throws (a bug in the stand-in answers 500). */
async function respond(context: GeoContext, req: IncomingMessage, res: ServerResponse, options: GeoStandInOptions): Promise<void> {
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') {
    res.writeHead(204, CORS_HEADERS);
    res.end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://stand-in');
  let reply: GeoAnswer;
  try {
    const body = method === 'POST' ? await readBody(req, MAX_BODY_BYTES) : '';
    reply = answer(context, { method, path: url.pathname, query: url.searchParams, body });
  } catch (error) {
    console.error('[geo stand-in] failed:', error);
    reply = { status: 500, contentType: 'text/plain; charset=utf-8', body: 'The geo stand-in failed on this request.' };
  }
  if (options.log) console.log(`[geo stand-in] ${method} ${url.pathname}${url.search} ${reply.status}`);
  send(res, reply);
}

/**
 * Starts the local geo stand-in (dev tooling, never deployed): a Nominatim-like geocoder, plain map
 * tiles and an Overpass-like schools query over a small data set of the demo cities, offline.
 */
export async function startGeoStandIn(options: GeoStandInOptions = {}): Promise<RunningGeoStandIn> {
  const context: GeoContext = { overpassCalls: new OverpassCalls() };
  const server = await listen((req, res) => void respond(context, req, res, options), options.host ?? GEO_STAND_IN.host, options.port ?? GEO_STAND_IN.port);
  return { url: server.url, stop: server.close };
}
