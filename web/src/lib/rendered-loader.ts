import { signedInRender } from './signed-in-render';

// Route loaders on a signed-in page rendered per request (docs/decisions.md "Signed-in pages rendered
// per request", "A route's loader"): apart from lib/signed-in-render.ts, which every page's shared code
// holds, since only the details page's loader uses it.

/** A route loader's read of one document on a rendered page: the document (null: none to see), or 'unread' while the server's render has not read it yet. */
export type RenderedLoad<T> = { value: T | null } | 'unread';

/** What the server's render hands route loaders (its request context): the page's reads so far, by key. */
export interface RenderedLoaderContext {
  renderedDoc<T>(key: string, read: (snapshot: never) => T): RenderedLoad<T>;
}

/** Whether a loader runs in the server's render of a signed-in page (its request context). */
export function isRenderedLoaderContext(context: unknown): context is RenderedLoaderContext {
  return typeof context === 'object' && context !== null && 'renderedDoc' in context;
}

/**
 * A route loader's rendered read of the document `key`, `read` from it: on the server, from the
 * render's context; in the browser, the page's rendered read, once (a later visit to the same page
 * loads it afresh). Undefined: no rendered read, the loader loads as usual.
 */
export function renderedLoad<T>(context: unknown, key: string, read: (snapshot: never) => T): RenderedLoad<T> | undefined {
  if (isRenderedLoaderContext(context)) return context.renderedDoc(key, read);
  const render = signedInRender();
  const found = render?.value<T | null>(key, 'doc', read);
  if (found) render?.answered(key);
  return found;
}
