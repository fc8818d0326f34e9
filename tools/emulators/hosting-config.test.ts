import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT } from './config';
import { emulatorConfig, withLocalOrigins } from './hosting-config';
import { PRERENDERED_PAGES, SIGNED_IN_PAGES } from '../../web/prerender/pages';
import { inlineScript, scriptHashSource } from '../../web/prerender/inline-scripts';
import { PRIVATE_NO_STORE, PUBLIC_LIST_CACHE_CONTROL } from '../../functions/src/http/public-cache';

interface Hosting {
  public: string;
  predeploy?: string[];
  rewrites: { source: string; destination?: string; function?: { functionId: string } }[];
  headers: { source?: string; regex?: string; headers: { key: string; value: string }[] }[];
}
const production = JSON.parse(readFileSync(`${ROOT}firebase.json`, 'utf8')) as { hosting: Hosting } & Record<string, unknown>;
const cspOf = (hosting: Hosting): string => hosting.headers.flatMap((rule) => rule.headers).find((header) => header.key === 'Content-Security-Policy')?.value ?? '';

describe('the production Content-Security-Policy', () => {
  it('allows exactly the inline scripts the prerendered pages carry, each by its hash, and nothing inline else', () => {
    const inline = [...new Set(PRERENDERED_PAGES.flatMap((page) => page.inlineScripts ?? []))].map((name) => scriptHashSource(inlineScript(name)));
    expect(inline.length).toBeGreaterThan(0);
    const scriptSrc = (
      cspOf(production.hosting)
        .split(';')
        .find((directive) => directive.trim().startsWith('script-src')) ?? ''
    )
      .trim()
      .split(/\s+/);
    // No stale hash of an edited script, and every script the pages carry.
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(inline.sort());
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(readFileSync(`${ROOT}web/index.html`, 'utf8')).not.toMatch(/<script>/);
    expect(cspOf(production.hosting)).not.toContain('127.0.0.1');
  });
});

/** Whether a Hosting glob matches `path` exactly: `**` any depth, `*` within one segment, one `@(a|b)` group (the only extended glob firebase.json uses for pages). */
const globMatches = (glob: string, path: string): boolean =>
  new RegExp(
    `^${glob
      .replace(/[.+^${}()[\]\\]/g, '\\$&')
      .replace(/@\\\((.*?)\\\)/g, '($1)')
      .replace(/\*\*/g, '\0')
      .replace(/\*/g, '[^/]*')
      .replace(/\0/g, '.*')}$`,
  ).test(path);

/** The Hosting source of a route: its path, or for a route with a parameter (`/agencies/:uid`) the glob of every address under it (`/agencies/**`). */
const hostingSource = (path: string): string => path.replace(/\/:[^/]+.*$/, '/**');

describe('the pages rendered per request', () => {
  const perRequest = PRERENDERED_PAGES.filter((page) => page.perRequest);

  it('are rewritten to the pages function, and no file of the build answers them first', () => {
    expect(perRequest.map((page) => hostingSource(page.path))).toEqual(['/properties', '/agencies/**', '/pricing']);
    for (const page of perRequest) {
      expect(production.hosting.rewrites.find((rewrite) => rewrite.source === hostingSource(page.path))?.function?.functionId).toBe('pages');
    }
    // The agencies' sitemap is the pages function's too (docs/decisions.md "The public agency page").
    expect(production.hosting.rewrites.find((rewrite) => rewrite.source === '/sitemap-agencies.xml')?.function?.functionId).toBe('pages');
  });

  it('are kept by caches as briefly as the facade answers they are rendered from (the last matching rule wins)', () => {
    for (const page of perRequest) {
      const matches = (rule: Hosting['headers'][number]) => rule.source === hostingSource(page.path) || (rule.regex !== undefined && new RegExp(rule.regex).test(page.path));
      const cacheControl = production.hosting.headers
        .filter(matches)
        .flatMap((rule) => rule.headers)
        .filter((header) => header.key === 'Cache-Control');
      expect(cacheControl.at(-1)?.value).toBe(PUBLIC_LIST_CACHE_CONTROL);
    }
  });
});

describe('the signed-in pages rendered per request', () => {
  it('are rewritten to the pages function before the shell, and never kept by a cache (the last matching rule wins)', () => {
    expect(SIGNED_IN_PAGES.length).toBeGreaterThan(0);
    // Hosting answers an address by its first matching rewrite.
    const firstRewrite = (address: string) => production.hosting.rewrites.find((rewrite) => globMatches(rewrite.source, address));
    expect(firstRewrite('/dashboard/profile')?.destination).toBe('/app.html');
    for (const page of SIGNED_IN_PAGES) {
      const address = page.path.replace(/:[^/]+/g, 'a1B2c3');
      expect(firstRewrite(address)?.function?.functionId, address).toBe('pages');
      const cacheControl = production.hosting.headers
        .filter((rule) => (rule.source !== undefined && globMatches(rule.source, address)) || (rule.regex !== undefined && new RegExp(rule.regex).test(address)))
        .flatMap((rule) => rule.headers)
        .filter((header) => header.key === 'Cache-Control');
      expect(cacheControl.at(-1)?.value, address).toBe(PRIVATE_NO_STORE);
    }
  });
});

describe('the emulator configuration', () => {
  const emulator = emulatorConfig(production) as { hosting: Hosting };

  it('serves the emulator build with production rewrites, and no deploy step', () => {
    expect(emulator.hosting.public).toBe('web/dist-emulator');
    expect(emulator.hosting.rewrites).toEqual(production.hosting.rewrites);
    expect(emulator.hosting.predeploy).toBeUndefined();
  });

  it('widens only connect-src, img-src and frame-src, to local origins; every other header is production’s', () => {
    expect(withLocalOrigins("default-src 'self'; connect-src 'self'; img-src 'self'; frame-src https://x; script-src 'self'")).toBe(
      "default-src 'self'; connect-src 'self' http://127.0.0.1:*; img-src 'self' http://127.0.0.1:*; frame-src https://x http://127.0.0.1:*; script-src 'self'",
    );
    const others = (hosting: Hosting) => hosting.headers.map((rule) => rule.headers.filter((header) => header.key !== 'Content-Security-Policy'));
    expect(others(emulator.hosting)).toEqual(others(production.hosting));
  });
});
