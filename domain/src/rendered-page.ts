/**
 * Pages rendered per request (All properties, docs/decisions.md "Public pages", "All properties is rendered per request"): the web build
 * writes each as a template (web/prerender), and the `pages` function (functions/src/pages) puts its
 * render into it. The template as written is a whole page (the prerendered frame with skeletons), so
 * a failed render still answers something whole.
 */

/** What a render of All properties used: the facade path of its first page (null: none, e.g. a later page) and that path's answer. */
export interface RenderedFirstPage {
  path: string | null;
  listings: unknown[];
}

/** The server module's file in a server render's folder (ESM: functions/ is CommonJS, so the extension says it). */
export const SERVER_ENTRY_FILE = 'entry-server.mjs';

/** All properties' template in a server render's folder (as web/prerender/pages.ts names the page's file). */
export const PROPERTIES_TEMPLATE_FILE = 'properties.html';

/** A build's server render in the functions' build (relative to functions/lib): `pages/production`, `pages/emulator`. */
export function serverRenderFolder(mode: 'production' | 'emulator'): string {
  return `pages/${mode}`;
}

/** Where a render goes in a template. */
export const RENDERED_MARKERS = {
  /** In the head, before the inline scripts: the data the render used (rendered-first-page.ts). */
  head: '<!--rendered-head-->',
  /** Around the content of #root (React skips comments when it hydrates the template as written). */
  start: '<!--rendered-->',
  end: '<!--/rendered-->',
} as const;

/** Wraps the prerendered content of #root in the markers. */
export function markRendered(body: string): string {
  return `${RENDERED_MARKERS.start}${body}${RENDERED_MARKERS.end}`;
}

/** `template` with `head` at the head marker and `body` in place of the marked content of #root. */
export function fillTemplate(template: string, head: string, body: string): string {
  const withHead = template.replace(RENDERED_MARKERS.head, () => head);
  const start = withHead.indexOf(RENDERED_MARKERS.start);
  const end = withHead.indexOf(RENDERED_MARKERS.end);
  if (withHead === template || start < 0 || end < start) throw new Error('the page template lacks its render markers');
  return withHead.slice(0, start) + body + withHead.slice(end + RENDERED_MARKERS.end.length);
}
