import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { missingWebConfig } from '../config/web-config';
import { PRERENDERED_ATTRIBUTE } from '../config/prerender';
import { App } from './app';
import { ConfigErrorScreen } from './config-error-screen';
import { routes } from './routes';
import { renderedData } from '../lib/listings/rendered-first-page';
import { nextTask } from '../lib/idle';

/**
 * Loads the lazy modules of the routes that match `pathname`, in place, so the first render has
 * every component at hand: hydrating a prerendered page must render exactly what the build rendered,
 * not a loading fallback (React Router's documented way to hydrate lazy routes).
 */
async function loadMatchedRoutes(all: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(all, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * React reports a page whose prerendered HTML differs from its first render here (it then renders
 * the page again on the client). The browser tests fail on this message (e2e/support/browser.ts).
 */
export const HYDRATION_ERROR_PREFIX = 'Hydration mismatch';

function reportRecoverableError(error: unknown): void {
  console.error(HYDRATION_ERROR_PREFIX, error);
}

/**
 * Starts the app in `container`. A prerendered page (web/prerender) is hydrated: its HTML is already
 * painted, and React attaches to it. Any other page (the dashboard, a listing's details) renders
 * into the empty shell. A build without its settings shows which ones are missing.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const missing = missingWebConfig(import.meta.env);
  if (missing.length > 0) {
    console.error(`HomeHaven cannot start: missing ${missing.join(', ')} (docs/deploy.md).`);
    createRoot(container).render(<ConfigErrorScreen missing={missing} />);
    return;
  }
  const prerendered = container.hasAttribute(PRERENDERED_ATTRIBUTE);
  // Each step below runs in a task of its own (the routes' modules, the rendered reads, the router,
  // hydration): together they were one long task of a page's start (docs/performance.md "Starting in steps").
  if (prerendered) await loadMatchedRoutes(routes, window.location.pathname);
  // A signed-in page rendered per request hydrates from its reads (lib/signed-in-render.ts), its
  // loaders' answers too (the prerendered public pages have no loaders).
  const data = renderedData();
  let loaderData = {};
  if (data !== null && 'session' in data) {
    const [reads, loaders] = await Promise.all([import('../lib/firebase/rendered-reads'), import('./rendered-loader-data')]);
    await nextTask();
    reads.installRenderedReads();
    loaderData = await loaders.renderedLoaderData(routes, window.location.pathname);
  }
  await nextTask();
  // Hydration data tells the router the page was rendered already, so it keeps the scroll where the
  // visitor has taken it rather than going to the top, and does not load its data again.
  const router = createBrowserRouter(routes, prerendered ? { hydrationData: { loaderData, actionData: null, errors: null } } : {});
  await nextTask();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // A transition renders (and hydrates) in slices that yield to the browser, so starting the app
  // never blocks input for long (Lighthouse's Total Blocking Time; docs/performance.md).
  startTransition(() => {
    if (prerendered) hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
    else createRoot(container).render(app);
  });
}
