import type { Request } from 'firebase-functions/v2/https';
import { fillTemplate, PROPERTIES_TEMPLATE_FILE, type RenderedFirstPage } from '@homehaven/domain/rendered-page';
import { toApiDoc } from '../http/documents';
import { PUBLIC_LIST_CACHE_CONTROL } from '../http/public-cache';
import { logs } from '../logs';
import { encodeForClient } from './compress';
import { parse } from '../http/parse';
import { publicListingsMatching } from '../properties/public-listings';
import { listFiltersOf, propertyListSchema } from '../properties/schemas';
import { pageTemplate, serverRender } from './server-render';

/** The response onRequest hands over (firebase-functions' own Express types, not the workspace's). */
type Response = NonNullable<Request['res']>;

/**
 * The facade answer of `path` (GET /properties?search=&sort=&min=...&limit=, as the web app builds it
 * from the page's URL, filters included), parsed and read as GET /properties parses and reads its
 * public view: the page then starts from the same data it would have fetched.
 */
async function firstPageOf(path: string): Promise<unknown[]> {
  const query = parse(propertyListSchema, Object.fromEntries(new URL(path, 'http://render.local').searchParams));
  const { search, sort, limit } = query;
  return (
    await publicListingsMatching({ search, sort, filters: listFiltersOf(query) })
      .limit(limit)
      .get()
  ).docs.map(toApiDoc);
}

/**
 * GET /properties (a Hosting rewrite): All properties rendered for its URL, first listings included,
 * so the cards and the first photo paint with the HTML (docs/decisions.md, "Public pages", "All properties is rendered per request").
 * Public and brief in caches, like the answer it renders from: the live listener corrects it once
 * the page runs. A failed read or render answers the prerendered frame, which loads the listings itself.
 */
export async function propertiesPage(req: Request, res: Response): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).send('Method Not Allowed');
    return;
  }
  const template = await pageTemplate(PROPERTIES_TEMPLATE_FILE);
  try {
    const render = await serverRender();
    const path = render.firstListingsPathOf(req.originalUrl);
    const firstPage: RenderedFirstPage = { path, listings: path === null ? [] : await firstPageOf(path) };
    const body = await render.renderRoute(req.originalUrl, firstPage);
    sendHtml(req, res, fillTemplate(template, render.renderedHead(firstPage), body));
  } catch (error) {
    logs.pageRenderFailed(req.path, error);
    sendHtml(req, res, template);
  }
}

/**
 * Answers a page, compressed for the client (compress.ts). Cached as firebase.json says for
 * /properties (Hosting's rule wins over a function's header): briefly, the fallback frame too, which
 * loads its listings itself and so is never wrong for long.
 */
function sendHtml(req: Request, res: Response, html: string): void {
  const { body, encoding } = encodeForClient(html, req.get('accept-encoding'));
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', PUBLIC_LIST_CACHE_CONTROL);
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.status(200).end(req.method === 'HEAD' ? undefined : body);
}
