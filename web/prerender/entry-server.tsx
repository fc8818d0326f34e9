// The server half of the app's HTML: renders a route of the app with the same route table and
// providers as the browser (web/src/app/start.tsx), so hydration finds exactly what it would render.
// Built by `vite build --ssr` into one self-contained module, run at build time by the prerender
// (prerender.ts) and, for All properties, per request by the `pages` function (functions/src/pages).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from '../src/app/providers';
import { routes } from '../src/app/routes';
import { imageSrcSet } from '@homehaven/domain/images';
import { PROPERTY_CARD_SIZES } from '../src/components/property/property-grid';
import { readListingsView } from '../src/features/properties/api/listings-url';
import { firstPagePathOf } from '../src/features/properties/api/use-public-listings';
import type { RenderedFirstPage } from '@homehaven/domain/rendered-page';
import { renderedFirstPageJson, withRenderedFirstPage, RENDERED_FIRST_PAGE_ID } from '../src/lib/listings/rendered-first-page';
import { imagePreloadTag } from './head';

/**
 * The HTML of #root for `url` (a path with its query string), as the app renders it before anything
 * is known of the visitor; `firstPage` is All properties' first page when it is rendered per request.
 */
export async function renderRoute(url: string, firstPage: RenderedFirstPage | null = null): Promise<string> {
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
  const data = `<script type="application/json" id="${RENDERED_FIRST_PAGE_ID}">${renderedFirstPageJson(page)}</script>`;
  const image = (page.listings[0] as { image?: unknown } | undefined)?.image;
  if (typeof image !== 'string' || image === '') return data;
  const srcSet = imageSrcSet(image);
  return `${data}\n    ${imagePreloadTag(srcSet ? { srcSet, sizes: PROPERTY_CARD_SIZES } : { href: image })}`;
}
