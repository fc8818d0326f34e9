import type { Response } from 'express';

/**
 * `Cache-Control` of the facade's public lists (`GET /properties`, `GET /new-properties`,
 * `GET /reviews`). The web app paints the first page of All properties and home's New Properties from
 * them (through Hosting's `/api` rewrite) and then hands over to a live Firestore listener, which
 * corrects anything staler. So a brief copy is good enough: browsers keep it 30 s, the CDN 60 s, and
 * most first paints cost no function run. Only a successful answer of public data carries it
 * (docs/facade.md, "Caching").
 */
export const PUBLIC_LIST_CACHE_CONTROL = 'public, max-age=30, s-maxage=60';

/** `Cache-Control` of answers that only their caller may see (the admin's `view=all`): never stored anywhere. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Makes this request's answer publicly cacheable if it succeeds: the header is set as the JSON body is
 * sent with a 2xx status, so a refusal or failure answered later (400 on a bad cursor, 503) never
 * carries it, whoever answers it.
 */
export function cachePubliclyOnSuccess(res: Response): void {
  const sendJson = res.json.bind(res);
  res.json = (body?: unknown) => {
    if (res.statusCode >= 200 && res.statusCode < 300) res.setHeader('Cache-Control', PUBLIC_LIST_CACHE_CONTROL);
    return sendJson(body);
  };
}
