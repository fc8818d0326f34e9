// The server half of the app's HTML: renders a route of the app with the same route table and
// providers as the browser (web/src/app/start.tsx), so hydration finds exactly what it would render.
// Built by `vite build --ssr` into one self-contained module, run at build time by the prerender
// (prerender.ts) and, for All properties and an agency's page, per request by the `pages` function
// (functions/src/pages).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from '../src/app/providers';
import { routes } from '../src/app/routes';
import { imageSrcSet } from '@homehaven/domain/images';
import { PROPERTY_CARD_SIZES } from '../src/components/property/property-grid';
import { readListingsView } from '../src/features/properties/api/listings-url';
import { firstPagePathOf } from '../src/features/properties/api/use-public-listings';
import type { AgencyProfileAnswer } from '@homehaven/domain/agency-profile';
import type { RenderedAnswer, RenderedData, RenderedFirstPage } from '@homehaven/domain/rendered-page';
import { renderedFirstPageJson, withRenderedFirstPage, RENDERED_FIRST_PAGE_ID } from '../src/lib/listings/rendered-first-page';
import { agencyPageMeta, DEFAULT_META, NOT_FOUND_TITLE } from '../src/config/page-meta';
import { paths } from '../src/config/paths';
import { headTags, imagePreloadTag, sitemapXml } from './head';

/** The site's public address, as the build was configured (VITE_SITE_URL: the prerendered pages' own). */
const SITE = String(import.meta.env.VITE_SITE_URL ?? '').replace(/\/$/, '');

/**
 * The HTML of #root for `url` (a path with its query string), as the app renders it before anything
 * is known of the visitor; `firstPage` is what a page rendered per request renders from (All
 * properties' first page, an agency's answer).
 */
export async function renderRoute(url: string, firstPage: RenderedData | null = null): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${url} answered a redirect (${context.status}): only pages can be rendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return withRenderedFirstPage(firstPage, () =>
    renderToString(
      <StrictMode>
        <Providers>
          {/* No hydration data: the rendered routes have no loaders, and no inline script is needed. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
    ),
  );
}

/** The facade path (GET /properties?...) of the first listings All properties shows at `url`, or null on a later page. */
export function firstListingsPathOf(url: string): string | null {
  return firstPagePathOf(readListingsView(new URL(url, 'http://prerender.local').searchParams));
}

/**
 * What a page rendered with `page` adds to its head: the answer it rendered from (read by
 * rendered-first-page.ts) and a preload of the first listing's photo, a phone's largest paint, so it
 * is fetched as the head is read rather than when the parser reaches its card.
 */
export function renderedHead(page: RenderedFirstPage): string {
  return withFirstPhoto(dataScript(page), page.listings);
}

/** `head` and a high-priority preload of the first of `listings`' photo (the card's srcset and sizes), when it has one. */
function withFirstPhoto(head: string, listings: readonly unknown[]): string {
  const image = (listings[0] as { image?: unknown } | undefined)?.image;
  if (typeof image !== 'string' || image === '') return head;
  const srcSet = imageSrcSet(image);
  return `${head}\n    ${imagePreloadTag(srcSet ? { srcSet, sizes: PROPERTY_CARD_SIZES } : { href: image })}`;
}

/** The `<script type="application/json">` carrying what a page was rendered from (rendered-first-page.ts reads it). */
function dataScript(data: RenderedData): string {
  return `<script type="application/json" id="${RENDERED_FIRST_PAGE_ID}">${renderedFirstPageJson(data)}</script>`;
}

/**
 * An agency's page rendered from `data` (docs/decisions.md "The public agency page"): what goes at
 * the template's head marker (the answer it rendered from, its first listing's photo preloaded as on
 * All properties) and its own head tags in place of the template's: `<name> · HomeHaven`, its bio as
 * description, its canonical address and link previews; the not-found page's, kept out of search
 * engines, when the agency is unknown (`data` null: an address of no agency at all).
 */
export function agencyPageHead(data: RenderedAnswer | null): { head: string; meta: string } {
  const answer = data?.answer as AgencyProfileAnswer | null | undefined;
  const meta = answer
    ? headTags({ meta: agencyPageMeta(answer.agency), site: SITE, canonicalPath: paths.agencyPage.href(answer.agency.uid) })
    : headTags({ meta: { ...DEFAULT_META, title: NOT_FOUND_TITLE }, site: SITE, canonicalPath: null });
  return { head: data ? withFirstPhoto(dataScript(data), answer?.listings ?? []) : '', meta };
}

/** sitemap-agencies.xml: the pages of these agencies, on the site's address. */
export function agencySitemapXml(uids: readonly string[]): string {
  return sitemapXml(
    SITE,
    uids.map((uid) => paths.agencyPage.href(uid)),
  );
}
