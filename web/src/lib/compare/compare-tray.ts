import { whenIdle } from '../idle';
import { COMPARE_LIMIT, parseCompareTray, serializeCompareTray, type CompareItem } from '@homehaven/domain/compare';

/**
 * The compare tray: up to four listings the visitor chose, kept in local storage so it survives
 * pages, reloads and sign-outs, and shared by every tab (the `storage` event). An external store for
 * `useSyncExternalStore`: one snapshot array, replaced on each change, so React sees a new value only
 * when the tray changed.
 */

/** Where the tray is kept. */
export const COMPARE_STORAGE_KEY = 'homehaven.compare';

const listeners = new Set<() => void>();
const NOTHING: readonly CompareItem[] = [];
/**
 * The tray, read from storage on first need: when the browser is first idle after a listener
 * subscribes, or at once when the visitor changes it. A page's first access to local storage can
 * block its main thread for a while, so the first paint and hydration never wait for it.
 */
let snapshot: readonly CompareItem[] = NOTHING;
let loaded = false;

/** Reads the stored tray once (later changes come through publish and the storage event). */
function load(): void {
  if (loaded) return;
  loaded = true;
  snapshot = read();
  if (snapshot !== NOTHING && snapshot.length > 0) listeners.forEach((listener) => listener());
}

/** The stored tray, parsed (storage is the visitor's to edit); empty where storage is unavailable. */
function read(): readonly CompareItem[] {
  try {
    return parseCompareTray(localStorage.getItem(COMPARE_STORAGE_KEY));
  } catch {
    // Storage disabled (some private modes): the tray lives for the page only.
    return [];
  }
}

function publish(next: readonly CompareItem[]): void {
  loaded = true;
  snapshot = next;
  try {
    if (next.length === 0) localStorage.removeItem(COMPARE_STORAGE_KEY);
    else localStorage.setItem(COMPARE_STORAGE_KEY, serializeCompareTray(next));
  } catch {
    // Full or disabled storage: the tray still works until the page closes.
  }
  listeners.forEach((listener) => listener());
}

/** Subscribes to tray changes, this tab's and other tabs'. */
export function subscribeCompareTray(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  if (!loaded) whenIdle(load);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Another tab changed the tray (or storage was cleared): read it again. */
function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== COMPARE_STORAGE_KEY) return;
  loaded = true;
  snapshot = read();
  listeners.forEach((listener) => listener());
}

/** The tray now. */
export function compareTraySnapshot(): readonly CompareItem[] {
  return snapshot;
}

/** What adding did: added, or refused because the tray is full. */
export type AddResult = 'added' | 'full';

/** Adds a listing at the end (a listing already in the tray is refreshed in place). */
export function addToCompare(item: CompareItem): AddResult {
  load();
  if (snapshot.some((entry) => entry.id === item.id)) {
    refreshCompareItem(item);
    return 'added';
  }
  if (snapshot.length >= COMPARE_LIMIT) return 'full';
  publish([...snapshot, item]);
  return 'added';
}

/** The tray's copy of a listing (a card's or a details page's): exactly the fields it keeps. */
export function toCompareItem({ id, title, image, location, MinimumPrice, MaximumPrice }: CompareItem): CompareItem {
  return { id, title, image, location, MinimumPrice, MaximumPrice };
}

/** Takes a listing out of the tray when it is in, else adds it; 'full' when there was no room. */
export function toggleCompare(listing: CompareItem): AddResult | 'removed' {
  load();
  if (snapshot.some((entry) => entry.id === listing.id)) {
    removeFromCompare(listing.id);
    return 'removed';
  }
  return addToCompare(toCompareItem(listing));
}

/** Removes a listing (nothing happens when it is not there). */
export function removeFromCompare(id: string): void {
  load();
  if (snapshot.some((entry) => entry.id === id)) publish(snapshot.filter((entry) => entry.id !== id));
}

/** Empties the tray. */
export function clearCompare(): void {
  load();
  if (snapshot.length > 0) publish([]);
}

/** Keeps a listing's thumbnail current (its title, picture or prices changed since it was added). */
export function refreshCompareItem(item: CompareItem): void {
  load();
  const index = snapshot.findIndex((entry) => entry.id === item.id);
  const current = snapshot[index];
  if (!current || JSON.stringify(current) === JSON.stringify(item)) return;
  publish(snapshot.map((entry) => (entry.id === item.id ? item : entry)));
}
