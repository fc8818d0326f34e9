import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OverpassCalls } from './overpass';
import { answer, type GeoContext } from './routes';
import { startGeoStandIn, type RunningGeoStandIn } from './server';

const SCHOOLS_QUERY = (lat: number, lng: number): string => `[out:json][timeout:10];nwr["amenity"~"^(kindergarten|school|college|university)$"](around:2000,${lat},${lng});out center 40;`;

describe('answer', () => {
  const context: GeoContext = { overpassCalls: new OverpassCalls() };
  const get = (path: string, query: Record<string, string> = {}) => answer(context, { method: 'GET', path, query: new URLSearchParams(query), body: '' });
  const post = (path: string, body: string) => answer(context, { method: 'POST', path, query: new URLSearchParams(), body });

  it('answers the interpreter by POST and by GET, and 400 without around', () => {
    const posted = post('/api/interpreter', `data=${encodeURIComponent(SCHOOLS_QUERY(42.3601, -71.0589))}`);
    expect(posted.status).toBe(200);
    expect(JSON.parse(String(posted.body)).elements.length).toBeGreaterThan(0);
    expect(get('/api/interpreter', { data: SCHOOLS_QUERY(42.3601, -71.0589) }).status).toBe(200);
    expect(post('/api/interpreter', 'data=[out:json];nwr["amenity"="school"];out;').status).toBe(400);
  });

  it("answers Overpass's timeout for a centre within 1 km of Null Island, and not beyond", () => {
    const failed = post('/api/interpreter', SCHOOLS_QUERY(0.005, -0.005));
    expect(failed.status).toBe(504);
    expect(String(failed.body)).toContain('Query timed out');
    expect(post('/api/interpreter', SCHOOLS_QUERY(0.01, 0)).status).toBe(200);
  });

  it('counts the interpreter calls for a centre within 10 m, failed ones too', () => {
    const calls = (lat: number, lng: number) => JSON.parse(String(get('/_stand-in/overpass-calls', { lat: String(lat), lng: String(lng) }).body)).calls as number;
    expect(calls(45.5152, -122.6784)).toBe(0);
    post('/api/interpreter', SCHOOLS_QUERY(45.5152, -122.6784));
    post('/api/interpreter', SCHOOLS_QUERY(45.51525, -122.6784));
    post('/api/interpreter', SCHOOLS_QUERY(45.516, -122.6784));
    expect(calls(45.5152, -122.6784)).toBe(2);
    expect(calls(0.005, -0.005)).toBe(1);
    expect(get('/_stand-in/overpass-calls', { lat: 'x', lng: '1' }).status).toBe(400);
  });

  it('answers 400 for a search without q or in another format, [] for an unknown place', () => {
    expect(get('/search', { format: 'jsonv2' }).status).toBe(400);
    expect(get('/search', { q: 'austin', format: 'xml' }).status).toBe(400);
    expect(JSON.parse(String(get('/search', { q: 'Atlantis', format: 'jsonv2' }).body))).toEqual([]);
    expect(JSON.parse(String(get('/search', { q: 'new', format: 'jsonv2', limit: '2' }).body))).toHaveLength(2);
  });

  it('answers tiles cacheable for a day, 404 off the world', () => {
    const tile = get('/tiles/2/1/3.png');
    expect([tile.status, tile.contentType, tile.headers?.['Cache-Control']]).toEqual([200, 'image/png', 'public, max-age=86400']);
    expect(get('/tiles/2/4/0.png').status).toBe(404);
  });
});

describe('startGeoStandIn', () => {
  let standIn: RunningGeoStandIn;
  beforeAll(async () => {
    // Any free port: the suite may run beside a stand-in on the usual one.
    standIn = await startGeoStandIn({ port: 0 });
  });
  afterAll(() => standIn.stop());

  it('answers over HTTP with CORS headers, and OPTIONS for preflights', async () => {
    const search = await fetch(`${standIn.url}/search?q=austin&format=jsonv2`);
    expect(search.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await search.json()) as { name: string }[])[0]?.name).toBe('Austin');
    const preflight = await fetch(`${standIn.url}/api/interpreter`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const posted = await fetch(`${standIn.url}/api/interpreter`, { method: 'POST', body: new URLSearchParams({ data: SCHOOLS_QUERY(41.8781, -87.6298) }) });
    expect(((await posted.json()) as { elements: unknown[] }).elements.length).toBeGreaterThan(0);
  });
});
