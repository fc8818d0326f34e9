/**
 * Pages rendered per request (All properties, docs/decisions.md "Public pages", "All properties is rendered per request";
 * an agency's page, "The public agency page"): the web build
 * writes each as a template (web/prerender), and the `pages` function (functions/src/pages) puts its
 * render into it. The template as written is a whole page (the prerendered frame with skeletons), so
 * a failed render still answers something whole.
 */

/** What a render of All properties used: the facade path of its first page (null: none, e.g. a later page) and that path's answer. */
export interface RenderedFirstPage {
  path: string | null;
  listings: unknown[];
}

/** What a render of a page of one facade answer used (an agency's page: `GET /agencies/{uid}`; Pricing: `GET /plans`): its path and that answer, null when it is a 404. */
export interface RenderedAnswer {
  path: string;
  answer: unknown;
}

/** A document as a signed-in page's render read it: its id and fields, JSON-safe (a timestamp as `{seconds, nanoseconds}`). */
export interface RenderedDoc {
  id: string;
  data: Record<string, unknown>;
}

/**
 * One read of a signed-in page's render, under the key the web app's live hooks follow it by (a
 * query's JSON, a document's path): a query's documents, or one document (null when it does not exist
 * or is not the person's to read).
 */
export type RenderedRead = { docs: RenderedDoc[] } | { doc: RenderedDoc | null };

/** Who a signed-in page was rendered for, as their verified session cookie says. */
export interface RenderedSession {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
}

/** What a signed-in page rendered per request used (docs/decisions.md "Signed-in pages rendered per request"): the session and its reads. */
export interface RenderedSignedIn {
  session: RenderedSession;
  reads: Record<string, RenderedRead>;
}

/** The data a page rendered per request carries in its head, for the browser's first render to render the same. */
export type RenderedData = RenderedFirstPage | RenderedAnswer | RenderedSignedIn;

/** The server module's file in a server render's folder (ESM: functions/ is CommonJS, so the extension says it). */
export const SERVER_ENTRY_FILE = 'entry-server.mjs';

/** All properties' template in a server render's folder (as web/prerender/pages.ts names the page's file). */
export const PROPERTIES_TEMPLATE_FILE = 'properties.html';

/** An agency's page template in a server render's folder (web/prerender/pages.ts). */
export const AGENCY_TEMPLATE_FILE = 'agency.html';

/** The Pricing page's template in a server render's folder (web/prerender/pages.ts). */
export const PRICING_TEMPLATE_FILE = 'pricing.html';

/** The shell of every page rendered in the browser (firebase.json rewrites them to it), in Hosting's files and a server render's folder. */
export const APP_SHELL_FILE = 'app.html';

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
  /** Around the page's title, description, canonical address and link previews, which a render may replace (an agency's page names the agency). */
  metaStart: '<!--page-meta-->',
  metaEnd: '<!--/page-meta-->',
} as const;

/** Wraps the prerendered content of #root in the markers. */
export function markRendered(body: string): string {
  return `${RENDERED_MARKERS.start}${body}${RENDERED_MARKERS.end}`;
}

/** Wraps a page's head tags (title, description, ...) in the markers a render may replace them at. */
export function markMeta(tags: string): string {
  return `${RENDERED_MARKERS.metaStart}${tags}${RENDERED_MARKERS.metaEnd}`;
}

/** `html` with the text between `start` and `end` (the markers included) replaced by `content`. */
function replaceMarked(html: string, start: string, end: string, content: string): string {
  const from = html.indexOf(start);
  const to = html.indexOf(end);
  if (from < 0 || to < from) throw new Error('the page template lacks its render markers');
  return html.slice(0, from) + content + html.slice(to + end.length);
}

/**
 * `template` with `head` at the head marker and `body` in place of the marked content of #root; with
 * `meta`, the page's own head tags in place of the template's (marked by {@link markMeta}).
 */
export function fillTemplate(template: string, head: string, body: string, meta?: string): string {
  const withHead = template.replace(RENDERED_MARKERS.head, () => head);
  if (withHead === template) throw new Error('the page template lacks its render markers');
  const withBody = replaceMarked(withHead, RENDERED_MARKERS.start, RENDERED_MARKERS.end, body);
  return meta === undefined ? withBody : replaceMarked(withBody, RENDERED_MARKERS.metaStart, RENDERED_MARKERS.metaEnd, meta);
}
