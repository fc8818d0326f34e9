import type { RenderedData } from '@homehaven/domain/rendered-page';

/**
 * All properties rendered per request (functions/src/pages, docs/decisions.md "Public pages", "All properties is rendered per request"):
 * the server renders the URL's own view with its first listings, and carries the facade answer it
 * rendered from in the page's head as JSON, so the first render in the browser (hydration) renders
 * exactly the same cards. On the server the render sets it around one render; in the browser it is
 * read once from the document, and forgotten once the page has mounted (a later visit reads live).
 * An agency's page (docs/decisions.md "The public agency page") carries its one facade answer the same way.
 */

/** The id of the <script type="application/json"> carrying the rendered first page. */
export const RENDERED_FIRST_PAGE_ID = 'rendered-first-page';

/** undefined: not read from the document yet; null: this page was not rendered per request. */
let rendered: RenderedData | null | undefined;

function readFromDocument(): RenderedData | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(RENDERED_FIRST_PAGE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as RenderedData;
  } catch (error) {
    console.error('the rendered first page is not JSON', error);
    return null;
  }
}

function current(): RenderedData | null {
  if (rendered === undefined) rendered = readFromDocument();
  return rendered;
}

/** Whether this page's HTML was rendered for its own URL (its query string included), not prerendered. */
export function renderedPerRequest(): boolean {
  return current() !== null;
}

/** The rendered answer of the facade path `path`, or null when the page carries none for it. */
export function renderedAnswerOf(path: string): unknown[] | null {
  const page = current();
  return page !== null && 'listings' in page && page.path === path ? page.listings : null;
}

/** What this page was rendered from (a page of one answer, an agency's, reads its own), or null. */
export function renderedData(): RenderedData | null {
  return current();
}

/** The answer of the facade path `path` a page of one answer was rendered from (`answer` null: a 404), or null when it carries none for it. */
export function renderedAnswer(path: string): { answer: unknown } | null {
  const page = current();
  return page !== null && 'answer' in page && page.path === path ? { answer: page.answer } : null;
}

/** Server: renders with `page` as the rendered first page (the render is synchronous). */
export function withRenderedFirstPage<T>(page: RenderedData | null, render: () => T): T {
  rendered = page;
  try {
    return render();
  } finally {
    rendered = undefined;
  }
}

/** Browser: the page has mounted; what it rendered from is stale from now on. */
export function forgetRenderedFirstPage(): void {
  rendered = null;
}

/** The JSON of a rendered first page as it can sit inside a <script> element (no `<` to end it early). */
export function renderedFirstPageJson(page: RenderedData): string {
  return JSON.stringify(page).replace(/</g, '\\u003c');
}
