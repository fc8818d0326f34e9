// The server half of the app's HTML: renders a route of the app with the same route table and
// providers as the browser (web/src/app/start.tsx), so hydration finds exactly what it would render.
// Built by `vite build --ssr` into one self-contained module, run at build time by the prerender
// (prerender.ts) and, for All properties and an agency's page, per request by the `pages` function
// (functions/src/pages).
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { Providers } from '../src/app/providers';
import { routes } from '../src/app/routes';
import { imageSrcSet } from '@homehaven/domain/images';
import { PROPERTY_CARD_SIZES } from '../src/components/property/property-grid';
import { readListingsView } from '../src/features/properties/api/listings-url';
import { firstPagePathOf } from '../src/features/properties/api/use-public-listings';
import type { AgencyProfileAnswer } from '@homehaven/domain/agency-profile';
import type { RenderedAnswer, RenderedData, RenderedFirstPage, RenderedRead, RenderedSession, RenderedSignedIn } from '@homehaven/domain/rendered-page';
import { installRenderedReads, recordingReads, renderedLoaderContext } from '../src/lib/firebase/rendered-reads';
import type { RenderedLoaderContext } from '../src/lib/rendered-loader';
import { SIGNED_IN_PAGES } from './pages';
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
  const page = await routeAt(url);
  if (page === null) throw new Error(`${url} answered a redirect or an error: only pages can be rendered`);
  return withRenderedFirstPage(firstPage, () => renderToString(page));
}

/**
 * The app's tree at `url` as the static router renders it, its loaders given `requestContext`; null
 * when the route answers a redirect or its loader an error (a listing not to be seen: the browser
 * renders those).
 */
async function routeAt(url: string, requestContext?: RenderedLoaderContext): Promise<ReactElement | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')), { requestContext });
  if (context instanceof Response || context.errors !== null) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <StrictMode>
      <Providers>
        {/* No hydration data inline: the browser's start answers the loaders from the page's reads (app/start.tsx). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>
  );
}

// Hooks read what a signed-in page's render carries (renderSignedInRoute sets it around each render).
installRenderedReads();

/**
 * Renders of a signed-in page at most: each may ask for reads that depend on the previous one's. The
 * deepest chain is 3 reads (the role, which the page's guard waits for, and which the function hands
 * in already read; a wishlist's entries; their listings), so the 3rd render has them all: one to spare.
 */
const SIGNED_IN_PASSES = 4;

/**
 * A signed-in page at `url` rendered for `session` (docs/decisions.md "Signed-in pages rendered per
 * request"): rendered, its live hooks noting what they follow, those reads fetched by `read` (which
 * judges each as the rules would and leaves out what it refuses), and rendered again with them, until
 * nothing new is asked or after {@link SIGNED_IN_PASSES} renders; `known` is read already (the
 * person's users document, which the function read for their role). What is left unread renders as
 * loading, in the browser's first render too. Answers the HTML of #root and what goes in the head (the
 * session and the reads, as JSON), or null when the page redirects or its loader answers an error.
 */
export async function renderSignedInRoute(
  url: string,
  session: RenderedSession,
  read: (keys: string[]) => Promise<Record<string, RenderedRead>>,
  known: Record<string, RenderedRead> = {},
): Promise<{ body: string; head: string } | null> {
  const reads: Record<string, RenderedRead> = { ...known };
  const asked = new Set<string>(Object.keys(known));
  for (let pass = 1; ; pass += 1) {
    const data: RenderedSignedIn = { session, reads: { ...reads } };
    // The route's loader (the details page's listing) reads through the pass's context, the hooks through `data`.
    const loaderKeys = new Set<string>();
    const page = await routeAt(url, renderedLoaderContext(data.reads, loaderKeys));
    if (page === null) return null;
    const { result: body, keys } = withRenderedFirstPage(data, () => recordingReads(() => renderToString(page)));
    const missing = [...new Set([...loaderKeys, ...keys])].filter((key) => !asked.has(key));
    if (missing.length === 0 || pass === SIGNED_IN_PASSES) return { body, head: dataScript(data) };
    missing.forEach((key) => asked.add(key));
    Object.assign(reads, await read(missing));
  }
}

/** The signed-in page at `pathname` (its template file in the server render's folder, the roles it is for), or null when it is not rendered per request. */
export function signedInPageOf(pathname: string): { file: string; roles: readonly string[] } | null {
  const page = SIGNED_IN_PAGES.find((candidate) => matchPath(candidate.path, pathname) !== null);
  return page ? { file: page.file, roles: page.roles } : null;
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

/** What a page rendered from one facade answer (Pricing, docs/plans.md "The Pricing page") adds to its head: that answer. */
export function answerHead(data: RenderedAnswer): string {
  return dataScript(data);
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
