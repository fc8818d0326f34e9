// The two stylesheets (docs/decisions.md, "Two stylesheets"): the public pages' holds the styles of
// what they run and load on use, the app's every screen's, and each route loads the one it needs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../emulators/config';
import { dynamicImports, prerenderedPageModules, publicPageFiles, publicStyleFiles, ROUTES_FILE } from './public-page-files.mjs';

describe("the public pages' stylesheet files (tools/lint/public-page-files.mjs)", () => {
  const files = publicStyleFiles();

  it('hold every public page file and what those pages load on use (the map, the bell), never the signed-in screens', () => {
    expect(files).toEqual(expect.arrayContaining(publicPageFiles()));
    expect(files).toEqual(expect.arrayContaining(['web/src/features/properties/components/map/map-mode.tsx', 'web/src/components/alerts/notification-bell.tsx']));
    for (const screen of ['web/src/features/dashboard/dashboard-home.tsx', 'web/src/features/property-details/details-page.tsx', 'web/src/features/compare/compare-page.tsx'])
      expect(files).not.toContain(screen);
  });

  it('find loads on use with literal paths only, anywhere in a module', () => {
    const text = "import a from './a';\nconst b = () => import('./b');\nfunction c() { return import(`./c`); }\nimport(name);";
    expect(dynamicImports(text, 'x.ts')).toEqual(['./b', './c']);
  });
});

describe('the route table loads the stylesheet each page needs', () => {
  const routes = readFileSync(`${ROOT}${ROUTES_FILE}`, 'utf8');
  const loads = [...routes.matchAll(/\b(lazyPage|lazyAppPage)\(async \(\) => \(await import\('\.\.\/([^']+)'\)\)/g)].map(([, loader, module]) => ({ loader, module: `web/src/${module}.tsx` }));
  const prerendered = new Set(prerenderedPageModules());

  it('names every page it loads through one of the two loaders', () => {
    const pages = dynamicImports(routes, ROUTES_FILE).filter((specifier) => /-page$|-layout$|dashboard-home$/.test(specifier));
    expect(loads.length).toBeGreaterThan(20);
    expect(loads.map(({ module }) => module).sort()).toEqual(pages.map((specifier) => `web/src/${specifier.slice('../'.length)}.tsx`).sort());
  });

  it('loads the public stylesheet alone only for the prerendered pages, and the app stylesheet for every other', () => {
    for (const { loader, module } of loads) expect({ module, loader }).toEqual({ module, loader: prerendered.has(module) ? 'lazyPage' : 'lazyAppPage' });
  });
});
