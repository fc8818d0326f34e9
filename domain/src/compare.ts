/**
 * Property comparison (docs/decisions.md "Property comparison"): the compare tray the browser keeps, its limit and its words. The
 * tray lives in the visitor's local storage, which anyone can edit, so what is read back is parsed,
 * never trusted: unknown shapes are dropped, not shown.
 */

import type { ListingSummary } from './documents';

/** The most listings compared at once (a column each: more would not fit a laptop screen). */
export const COMPARE_LIMIT = 4;

/** What the tray keeps of a listing: enough for its thumbnail and for a column while the listing loads. */
export type CompareItem = ListingSummary;

/** Why a fifth listing cannot be added (the toggle says it; the compare page's words are in compare-view.ts). */
export const COMPARE_FULL_MESSAGE = `You can compare up to ${COMPARE_LIMIT} properties. Remove one first.`;

/** A listing id as Firestore makes them (auto ids; the details route accepts the same). */
const LISTING_ID = /^[A-Za-z0-9]{1,100}$/;
/** A picture the app can show: an http(s) address or a path on this site (never `javascript:`, `data:`, `//host`). */
const PICTURE = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/;
const MAX_TEXT = 500;
const MAX_URL = 2048;

function isText(value: unknown, max = MAX_TEXT): value is string {
  return typeof value === 'string' && value.length <= max;
}

function isPrice(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** One stored tray entry, or null when it is not one the app wrote. */
export function parseCompareItem(value: unknown): CompareItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  const { id, title, image, location, MinimumPrice, MaximumPrice } = item;
  if (!isText(id) || !LISTING_ID.test(id)) return null;
  if (!isText(title) || !isText(location) || !isText(image, MAX_URL) || (image !== '' && !PICTURE.test(image))) return null;
  if (!isPrice(MinimumPrice) || !isPrice(MaximumPrice)) return null;
  return { id, title, image, location, MinimumPrice, MaximumPrice };
}

/**
 * The tray as stored (a JSON text, or null when nothing is stored): valid entries in order, each
 * listing once, at most {@link COMPARE_LIMIT}. Anything else (not JSON, another shape) is an empty tray.
 */
export function parseCompareTray(stored: string | null): CompareItem[] {
  if (stored === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  const items = (parsed as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  const seen = new Set<string>();
  const tray: CompareItem[] = [];
  for (const value of items) {
    const item = parseCompareItem(value);
    if (!item || seen.has(item.id)) continue;
    seen.add(item.id);
    tray.push(item);
    if (tray.length === COMPARE_LIMIT) break;
  }
  return tray;
}

/** The tray as it is stored (versioned, so a later shape can tell old data apart). */
export function serializeCompareTray(items: readonly CompareItem[]): string {
  return JSON.stringify({ version: 1, items });
}
