// The server half of the prerender (web/prerender/prerender.ts): renders a route of the app to HTML
// with the same route table and providers as the browser (web/src/app/start.tsx), so hydration finds
// exactly what it would render. Built by `vite build --ssr` and run at build time, never deployed.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from '../src/app/providers';
import { routes } from '../src/app/routes';

/** The HTML of #root for `path`, as the app renders it before anything is known of the visitor. */
export async function renderRoute(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} answered a redirect (${context.status}): only pages can be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <Providers>
        {/* No hydration data: the prerendered routes have no loaders, and no inline script is needed. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
}
