import type { Request } from 'firebase-functions/v2/https';
import { listedAgencyUids } from '../agencies/public-agency';
import { logs } from '../logs';
import { encodeForClient } from './compress';
import type { PageResponse } from './send-html';
import { serverRender } from './server-render';

/** Most agencies sitemap-agencies.xml lists: the first by creation (the protocol allows 50,000 a file; a read per request stays small). */
export const AGENCY_SITEMAP_MAX = 1000;

/** Crawlers read a sitemap now and then: an hour in browsers and the CDN (firebase.json says the same, and Hosting's rule wins). */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600';

/**
 * GET /sitemap-agencies.xml (a Hosting rewrite; robots.txt names it): the agencies' public pages, which
 * no build can know, on the site's address as the web build was configured (VITE_SITE_URL, baked into
 * the server render: docs/decisions.md "The public agency page"). 503 when it cannot be read.
 */
export async function agencySitemap(req: Request, res: PageResponse): Promise<void> {
  try {
    const [render, uids] = await Promise.all([serverRender(), listedAgencyUids(AGENCY_SITEMAP_MAX)]);
    const { body, encoding } = encodeForClient(render.agencySitemapXml(uids), req.get('accept-encoding'));
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', SITEMAP_CACHE_CONTROL);
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.status(200).end(req.method === 'HEAD' ? undefined : body);
  } catch (error) {
    logs.unexpected('agency-sitemap', error);
    res.setHeader('Retry-After', '600');
    res.status(503).send('The sitemap could not be read. Please try again later.');
  }
}
