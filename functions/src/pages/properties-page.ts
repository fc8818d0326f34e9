import type { Request } from 'firebase-functions/v2/https';
import { fillTemplate, PROPERTIES_TEMPLATE_FILE, type RenderedFirstPage } from '@homehaven/domain/rendered-page';
import { toApiDoc } from '../http/documents';
import { logs } from '../logs';
import { parse } from '../http/parse';
import { publicListingsMatching } from '../properties/public-listings';
import { listFiltersOf, propertyListSchema } from '../properties/schemas';
import { sendHtml, type PageResponse } from './send-html';
import { pageTemplate, serverRender } from './server-render';

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
export async function propertiesPage(req: Request, res: PageResponse): Promise<void> {
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
