import type { PageCursor, PageRequest } from '@homehaven/domain/queries/paging';
import { encodeCursor } from '@homehaven/domain/queries/page-cursor';

/**
 * A paged list keeps its page in the URL (`?after=...&page=2`, or `?before=...` going back), so a
 * link can be shared, a reload stays on the page, and Back returns to it. Malformed values are ignored.
 */
export interface PageView extends PageRequest {
  /** Page number for display; the cursor decides the content. */
  readonly page: number;
}

/** The page a URL's parameters name, with cursors read by `decode`. */
export function readPageView(params: URLSearchParams, decode: (text: string | null) => PageCursor | undefined): PageView {
  const after = decode(params.get('after'));
  const before = after ? undefined : decode(params.get('before'));
  const page = Number(params.get('page'));
  const onFirstPage = !after && !before;
  return {
    ...(after ? { after } : {}),
    ...(before ? { before } : {}),
    page: onFirstPage ? 1 : Number.isInteger(page) && page >= 2 && page <= 10_000 ? page : 2,
  };
}

/** Writes a page's parameters (none for the first page). */
export function writePageView(params: URLSearchParams, view: Partial<PageView>): void {
  if (view.after) params.set('after', encodeCursor(view.after));
  else if (view.before) params.set('before', encodeCursor(view.before));
  if ((view.after || view.before) && view.page && view.page > 1) params.set('page', String(view.page));
}

/** `?query` of a parameter set, or '' when empty. */
export function searchOf(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The views of the pages before and after the shown one (`previous` of page 2 is the bare first page). */
export function neighbourViews(view: PageView, page: { previous: PageCursor | null; next: PageCursor | null }): { previous: PageView | null; next: PageView | null } {
  return {
    previous: page.previous ? (view.page <= 2 ? { page: 1 } : { before: page.previous, page: view.page - 1 }) : null,
    next: page.next ? { after: page.next, page: view.page + 1 } : null,
  };
}

/** The URL's other parameters (a filter, a search) without its page: where that list's pages start. */
export function withoutPage(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const name of ['after', 'before', 'page']) params.delete(name);
  return params;
}

/** The first page of the list the URL shows, its other parameters kept. */
export function firstPageOf({ pathname, search }: { pathname: string; search: string }): string {
  return pathname + searchOf(withoutPage(search));
}
