/**
 * The first page of All properties that the prerendered page's inline script asked for while the HTML
 * was read (web/prerender/inline/first-listings-page.js): the same GET the app would send, started
 * before any module ran. Taken once, by the path it answers: a later visit (or another search) asks anew.
 */
interface EarlyFirstPage {
  path: string;
  answer: Promise<unknown>;
}

declare global {
  interface Window {
    __homehavenFirstPage?: EarlyFirstPage;
  }
}

/** The early answer for `path`, or null when the page asked for none (or for another path). */
export function takeEarlyFirstPage(path: string): Promise<unknown> | null {
  if (typeof window === 'undefined') return null;
  const early = window.__homehavenFirstPage;
  if (!early || early.path !== path) return null;
  delete window.__homehavenFirstPage;
  return early.answer;
}
