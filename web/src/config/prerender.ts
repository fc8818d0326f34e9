/**
 * The attribute the build's prerender (web/prerender) sets on #root when it wrote the page's HTML:
 * the app then hydrates that HTML instead of rendering into an empty element.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The attribute on #root listing the modules the app and the page need (space-separated URLs), fetched once the page has painted. */
export const PAGE_MODULES_ATTRIBUTE = 'data-page-modules';

/** The attribute the app sets on <html> once it has hydrated (or rendered) the page. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
