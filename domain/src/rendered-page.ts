/**
 * Pages rendered per request (All properties, docs/decisions.md "Public pages: data"): the web build
 * writes each as a template (web/prerender), and the `pages` function (functions/src/pages) puts its
 * render into it. The template as written is a whole page (the prerendered frame with skeletons), so
 * a failed render still answers something whole.
 */

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
