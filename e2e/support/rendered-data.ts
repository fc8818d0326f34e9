import type { RenderedData } from '@homehaven/domain/rendered-page';
import { RENDERED_FIRST_PAGE_ID } from '../../web/src/lib/listings/rendered-first-page';

/** What a page rendered per request carries in its head for the app to hydrate with, or null (a page without it: the shell, a prerendered page). */
export function renderedDataOf<T extends RenderedData>(html: string): T | null {
  const json = new RegExp(`<script type="application/json" id="${RENDERED_FIRST_PAGE_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  return json === undefined ? null : (JSON.parse(json) as T);
}
