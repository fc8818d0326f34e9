import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { missingWebConfig, missingWebConfigMessage } from './src/config/web-config';
import { pruneUnusedTokensPlugin } from './prerender/prune-unused-tokens';
import { staticStyleCallsPlugin } from './prerender/static-style-calls';

const WEB_DIR = fileURLToPath(new URL('.', import.meta.url));

/** Panda's generated styling functions (panda.config.ts), imported as `styled-system/...`. */
const STYLED_SYSTEM = fileURLToPath(new URL('./styled-system', import.meta.url));

/** Stripe.js's stand-in (dev tooling, docs/payments.md): the emulator build pays through it, never production. */
const STRIPE_STAND_IN = fileURLToPath(new URL('../tools/stripe-stand-in/browser/stripe-js.ts', import.meta.url));

/** The app's own shared code: components, hooks, settings, the domain and Panda's functions. */
const SITE_SOURCES = /[\\/](web[\\/]src[\\/](components|lib|config)|domain[\\/]src|web[\\/]styled-system)[\\/]/;
/**
 * What every page loads anyway: React and the router (their own chunk), Vite's helper for dynamic
 * imports; icons and clsx are small and split per use. Not toasts: they load with a page's first one
 * (web/src/lib/toast.ts).
 */
const SITE_PACKAGES = /([\\/]node_modules[\\/](react|react-dom|react-router|scheduler|react-icons|clsx)[\\/])|vite[\\/]preload-helper/;

const PRELOAD_HELPER = /vite[\\/]preload-helper/;

/** What the chunking reads of a module: the modules it imports, and those that import it, statically or on use. */
interface ChunkingContext {
  getModuleInfo: (id: string) => { importedIds: readonly string[]; importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

/** Names the chunk a module goes to, or null to leave it to the automatic splitting. */
type ChunkNamer = (id: string, context: ChunkingContext) => string | null;

/** The entry (web/src/main.tsx): what it imports stays with it, so it needs no other file to run. */
const ENTRY = /[\\/]web[\\/]src[\\/]main\.tsx$/;

/**
 * Whether a module is light: app code whose static imports, all the way down, are light app code or
 * the packages every page loads. Memoised per build (a module in progress counts as light: cycles).
 */
function isLight(id: string, context: ChunkingContext, seen: Map<string, boolean>): boolean {
  if (SITE_PACKAGES.test(id)) return true;
  if (!SITE_SOURCES.test(id)) return false;
  const known = seen.get(id);
  if (known !== undefined) return known;
  seen.set(id, true);
  const light = (context.getModuleInfo(id)?.importedIds ?? []).every((dependency) => isLight(dependency, context, seen));
  seen.set(id, light);
  return light;
}

/** The app shell and the public pages with budgets (docs/performance.md): what the site chunk serves. */
const PUBLIC_ROOT = /[\\/]web[\\/]src[\\/](app|features[\\/](?:home|properties|about|contact|auth))[\\/]/;
const NO_ROOTS: ReadonlySet<string> = new Set();

/** The route table: what it loads on use are the pages, of which only the public ones reach a module for a visitor. */
const ROUTE_TABLE = /[\\/]web[\\/]src[\\/]app[\\/]routes\.tsx$/;

/**
 * Whether a module loads only on use from its own feature (a public page's dialog panel): it is not one
 * of the page's roots, so what it imports loads with it, not with the page.
 */
function loadedOnUse(id: string, context: ChunkingContext): boolean {
  const info = context.getModuleInfo(id);
  return info !== null && info.importers.length === 0 && info.dynamicImporters.length > 0 && !info.dynamicImporters.some((importer) => ROUTE_TABLE.test(importer));
}

/**
 * The public roots that import a module statically, directly or through other light modules: one
 * reached only through a heavy module (a dialog built on Ark UI) loads with that module, not with
 * every page. Memoised per build (a module in progress reaches none: cycles).
 */
function publicRootsReaching(id: string, context: ChunkingContext, seen: Map<string, ReadonlySet<string>>, light: (id: string) => boolean): ReadonlySet<string> {
  const root = PUBLIC_ROOT.exec(id)?.[1];
  if (root && !loadedOnUse(id, context)) return new Set([root]);
  const known = seen.get(id);
  if (known) return known;
  seen.set(id, NO_ROOTS);
  const roots = new Set<string>();
  for (const importer of context.getModuleInfo(id)?.importers ?? []) {
    if (!PUBLIC_ROOT.test(importer) && !light(importer)) continue;
    for (const reached of publicRootsReaching(importer, context, seen, light)) roots.add(reached);
  }
  seen.set(id, roots);
  return roots;
}

/** Every page a visitor can open without signing in: the shell and the public features, prerendered or rendered per request. */
const ANY_PUBLIC_ROOT = /[\\/]web[\\/]src[\\/](app|features[\\/](?:home|properties|about|contact|auth|agency-profile|join-agency|not-found))[\\/]/;

/**
 * Whether a public page can reach a module in any way: imported statically or on use, through any
 * module (the route table's loads of the other pages aside). A walk over its importers, all the way up;
 * memoised per build (an unreached module's importers are unreached too, so the whole walk is).
 */
function reachedFromPublic(id: string, context: ChunkingContext, known: Map<string, boolean>): boolean {
  const cached = known.get(id);
  if (cached !== undefined) return cached;
  const visited = new Set<string>();
  const pending = [id];
  let reached = false;
  while (!reached && pending.length > 0) {
    const next = pending.pop() ?? '';
    if (visited.has(next)) continue;
    visited.add(next);
    reached = ANY_PUBLIC_ROOT.test(next) || known.get(next) === true;
    const info = context.getModuleInfo(next);
    pending.push(...(info?.importers ?? []), ...(info?.dynamicImporters ?? []).filter((importer) => !ROUTE_TABLE.test(importer)));
  }
  if (reached) known.set(id, true);
  else for (const module of visited) known.set(module, false);
  return reached;
}

/**
 * The shared chunks of the app's own light modules, one for the public pages and one for the rest:
 * - `site`: the shared modules of the public pages (card, skeleton, links, the live-query hooks, the
 *   domain's constants and formats), as one file rather than twenty small ones, each a round trip on a
 *   slow phone line. Only light modules qualify, so nothing heavy (Firebase, zod, charts, Ark UI) is
 *   ever pulled in with it; and only those the app shell or a public page uses, so what only other
 *   screens need (the listing editor's messages, the details page's gallery texts) loads with them,
 *   not with every public page.
 * - `signed-in`: the light modules that no public page can reach, even on use (the signed-in screens'
 *   messages, hooks, small components), as one file too: split along each screen's
 *   imports they were fifteen to twenty files of a few KiB per signed-in page, and every file a page
 *   asks for costs its main thread a few milliseconds (docs/performance.md "Fewer files").
 */
function sharedChunks(): { site: ChunkNamer; signedIn: ChunkNamer } {
  const light = new Map<string, boolean>();
  const reaching = new Map<string, ReadonlySet<string>>();
  const reachable = new Map<string, boolean>();
  const usedByPublicPage = (id: string, context: ChunkingContext): boolean => publicRootsReaching(id, context, reaching, (importer) => isLight(importer, context, light)).size > 0;
  // What the entry imports stays with it, so it needs no other file before the first paint.
  const outside = (id: string, context: ChunkingContext): boolean => PRELOAD_HELPER.test(id) || (context.getModuleInfo(id)?.importers.some((importer) => ENTRY.test(importer)) ?? false);
  const lightSource = (id: string, context: ChunkingContext): boolean => SITE_SOURCES.test(id) && isLight(id, context, light);
  return {
    // The small packages go with it: left to automatic chunking, they would land in whichever chunk
    // imported them first, and the site chunk would import that chunk back (a cycle).
    site: (id, context) => (!outside(id, context) && (SITE_PACKAGES.test(id) || (lightSource(id, context) && usedByPublicPage(id, context))) ? 'site' : null),
    signedIn: (id, context) => (!outside(id, context) && lightSource(id, context) && !reachedFromPublic(id, context, reachable) ? 'signed-in' : null),
  };
}

/** The facade function under the Functions emulator (firebase.json emulators, .firebaserc's demo project). */
const FACADE_EMULATOR_URL = 'http://127.0.0.1:5001/demo-homehaven/us-central1/api';

// `--mode emulator` (npm start, e2e) reads .env.emulator: emulator hosts and the local facade URL.
// Production builds read .env.production.local (see docs/deploy.md) and never contain emulator code.
export default defineConfig(({ command, mode, isSsrBuild }) => {
  // A build is production code in every mode: `--mode emulator` would otherwise bundle React's
  // development build (three times larger and slower), and the tests and benchmarks would measure that.
  if (command === 'build') process.env.NODE_ENV = 'production';
  // A build without its web config would deploy a blank page: refuse it, naming what is missing.
  if (command === 'build') {
    const missing = missingWebConfig(loadEnv(mode, WEB_DIR, 'VITE_'));
    if (missing.length > 0) throw new Error(missingWebConfigMessage(missing, mode));
  }
  const shared = sharedChunks();
  return {
    plugins: [react(), pruneUnusedTokensPlugin(), staticStyleCallsPlugin()],
    // The year a prerendered page prints in its footer, so hydration renders the same (lib/use-current-year.ts).
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
    // Under the emulator there is no Stripe to reach: `@stripe/stripe-js` resolves to the stand-in,
    // which react-stripe-js drives like Stripe.js. Any other mode uses the real package.
    resolve: {
      alias: [{ find: /^styled-system\//, replacement: `${STYLED_SYSTEM}/` }, ...(mode === 'emulator' ? [{ find: /^@stripe\/stripe-js$/, replacement: STRIPE_STAND_IN }] : [])],
    },
    // /api as Hosting serves it: the facade function under the emulator, its path unchanged (the facade
    // drops the /api prefix itself, functions/src/api/strip-hosting-prefix.ts).
    server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy: { '/api': { target: FACADE_EMULATOR_URL, changeOrigin: true } } },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: {
      sourcemap: true,
      // tools/budgets/bundle-size.ts reads the manifest to find what loads before the first paint.
      manifest: true,
      rolldownOptions: {
        output: {
          // React and the router change rarely: their own chunk stays cached across app releases. The
          // rest splits along the dynamic imports, so the Firebase SDK and each page's libraries load
          // only when used (docs/decisions.md, "First paint without Firebase").
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
              // Every chunk with a dynamic import uses Vite's preload helper: in the entry, it would make
              // them all depend on the entry and its stylesheet, which they would then add to the page again.
              { name: 'preload-helper', test: PRELOAD_HELPER, priority: 3 },
              { name: shared.site, priority: 1, includeDependenciesRecursively: false },
              // Not in the server's render: its entry imports the same modules, and a chunk of them would import it back.
              ...(isSsrBuild ? [] : [{ name: shared.signedIn, priority: 0, includeDependenciesRecursively: false }]),
            ],
          },
        },
      },
    },
  };
});
