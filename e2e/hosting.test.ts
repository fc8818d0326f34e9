// The app as Firebase Hosting serves it (docs/decisions.md "Production parity"): the Hosting emulator with firebase.json's rewrites
// and headers. Cache rules per kind of file, security headers on every page, /api through the rewrite,
// deep links through the single-page fallback.
import { expect, test } from 'vitest';
import { APP_URL } from './support/config';

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/** The response to a GET of `path`. */
function get(path: string): Promise<Response> {
  return fetch(`${APP_URL}${path}`);
}

/** The directives of a Content-Security-Policy, by name. */
function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

// The dashboard's home, /dashboard/wishlist and a listing's details come from the pages function
// (rendered per request for a session, the shell without one: docs/decisions.md "Signed-in pages rendered per request"), never stored.
test.each([
  ['/dashboard', 'private, no-store'],
  ['/dashboard/wishlist', 'private, no-store'],
  ['/dashboard/profile', 'no-cache'],
  ['/DetailsPage/someId', 'private, no-store'],
  ['/compare', 'no-cache'],
  ['/auth/action', 'no-cache'],
  ['/join-agency', 'no-cache'],
])('%s without a session is the app shell (pages rendered in the browser), never cached (%s), with the security headers', async (path, cacheControl) => {
  const response = await get(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(await response.text()).toContain('<div id="root"></div>');
  expect(response.headers.get('cache-control')).toBe(cacheControl);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), name).toBe(value);
  expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
  const csp = directives(response.headers.get('content-security-policy'));
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  // Scripts: the app's own, All properties' inline script by its hash, Google sign-in and Stripe.js; nothing inline unhashed.
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('script-src')?.filter((source) => source.startsWith("'sha256-"))).toHaveLength(1);
});

test.each(['/', '/about', '/contact', '/login', '/register'])('%s is its own prerendered page, never cached, with the security headers', async (path) => {
  const response = await get(path);
  expect(response.status).toBe(200);
  expect(await response.text()).toMatch(/<div id="root" data-prerendered/);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), name).toBe(value);
});

test('/properties is rendered per request by its function, kept briefly by caches, compressed, with the security headers', async () => {
  const response = await get('/properties');
  expect(response.status).toBe(200);
  expect(await response.text()).toMatch(/<div id="root" data-prerendered/);
  expect(response.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=60');
  expect(response.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), name).toBe(value);
  expect(response.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
});

test('hashed assets are cached for a year, immutable; pictures for a day', async () => {
  const html = await (await get('/dashboard')).text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset, 'the entry script in index.html').toBeDefined();
  const script = await get(asset ?? '');
  expect(script.status).toBe(200);
  expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(script.headers.get('x-content-type-options')).toBe('nosniff');

  const picture = await get('/hero-640.avif');
  expect(picture.status).toBe(200);
  expect(picture.headers.get('cache-control')).toBe('public, max-age=86400');
});

test('/api reaches the facade through the rewrite, as in production', async () => {
  const response = await get('/api/new-properties');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const listings = (await response.json()) as { _id: string; status: string }[];
  expect(Array.isArray(listings)).toBe(true);
  for (const listing of listings) expect(listing.status).toBe('verified');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  // Public listings may be kept briefly by the CDN: Hosting passes the facade's header through.
  expect(response.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=60');
});
