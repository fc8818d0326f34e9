import './styles/index.css';
import { PAGE_MODULES_ATTRIBUTE } from './config/prerender';

/**
 * The entry: small on purpose. A prerendered page (web/prerender) paints from its HTML and CSS alone;
 * once that paint is on screen, the app (React, the router, the shared code, the page: the files the
 * prerender lists on #root) downloads side by side and hydrates it. Until then the document and the
 * first photo have the line to themselves. A page rendered in the browser (the dashboard) starts at once.
 */
const found = document.getElementById('root');
if (!found) throw new Error('The page has no #root element.');
const root: HTMLElement = found;

/**
 * Lets the browser handle input and paint between two steps. The entry's own, not lib/idle.ts's: a module
 * the entry shares with other chunks is built into the entry, those chunks then import the entry, and
 * loading one would link the public pages' stylesheet after the app's on a signed-in page
 * (docs/decisions.md "Two stylesheets"; `npm run budget` fails when a chunk names it).
 */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * How many of those files one task asks for. Each request costs the main thread a little (more under a
 * profiler or Lighthouse), and a page rendered per request names twenty or more: asked for all at once
 * they were one long task right after the first paint (Lighthouse's Total Blocking Time).
 */
const PRELOADS_PER_TASK = 4;

/** Fetches every file the app and the page need (the imports below then find them ready), a few per task, the app's first. */
async function preloadModules(container: HTMLElement): Promise<void> {
  const hrefs = container.getAttribute(PAGE_MODULES_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];
  for (let first = 0; first < hrefs.length; first += PRELOADS_PER_TASK) {
    if (first > 0) await nextTask();
    for (const href of hrefs.slice(first, first + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  }
}

/**
 * Runs the app's code in steps, each its own task: React, then the shared site code, then the app and
 * the page. Importing a module evaluates its whole file, so one import of everything would be one
 * long task that a tap or a key press has to wait for (Lighthouse's Total Blocking Time).
 */
async function hydrate(): Promise<void> {
  // The first few now, the rest in the tasks that follow, beside the steps below.
  void preloadModules(root);
  await import('react-dom/client');
  await nextTask();
  // Any module of the shared chunk brings the whole chunk (web/vite.config.ts, `site`).
  await import('./lib/use-hydrated');
  await nextTask();
  const { startApp } = await import('./app/start');
  await startApp(root);
}

if (root.hasChildNodes()) {
  // Two frames: the first is the one that paints the HTML; after it, start.
  requestAnimationFrame(() => requestAnimationFrame(() => void hydrate()));
} else {
  void import('./app/start').then(({ startApp }) => startApp(root));
}
