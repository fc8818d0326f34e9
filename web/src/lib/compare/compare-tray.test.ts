import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompareItem } from '@homehaven/domain/compare';

/** A Map-backed localStorage and a window that dispatches `storage` events, as a browser would. */
function fakeBrowser(initial: Record<string, string> = {}) {
  const store = new Map(Object.entries(initial));
  const listeners = new Set<(event: { key: string | null }) => void>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  });
  vi.stubGlobal('window', {
    addEventListener: (_: string, listener: (event: { key: string | null }) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: { key: string | null }) => void) => listeners.delete(listener),
  });
  /** Another tab wrote the tray. */
  const otherTab = (value: string) => {
    store.set('homehaven.compare', value);
    listeners.forEach((listener) => listener({ key: 'homehaven.compare' }));
  };
  return { store, otherTab };
}

const item = (id: string): CompareItem => ({ id, title: `House ${id}`, image: '/hero.jpg', location: 'Austin, Texas', MinimumPrice: 1, MaximumPrice: 2 });

/** The store module, fresh (it reads storage once, when first needed). */
async function loadTray() {
  vi.resetModules();
  return import('./compare-tray');
}

describe('the compare tray store', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('reads storage only once the browser is idle after a subscriber arrives, then tells it', async () => {
    fakeBrowser({ 'homehaven.compare': JSON.stringify({ version: 1, items: [item('a1')] }) });
    const tray = await loadTray();
    // The first render (and a prerendered page's hydration) must not wait for storage.
    expect(tray.compareTraySnapshot()).toEqual([]);
    const listener = vi.fn();
    tray.subscribeCompareTray(listener);
    expect(tray.compareTraySnapshot()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(tray.compareTraySnapshot().map((entry) => entry.id)).toEqual(['a1']);
  });

  it('starts from what storage holds, parsed, and writes every change back', async () => {
    const { store } = fakeBrowser({ 'homehaven.compare': JSON.stringify({ version: 1, items: [item('a1'), { id: 'bad id' }] }) });
    const tray = await loadTray();
    // A change reads what is stored first, so nothing stored is lost.
    expect(tray.addToCompare(item('b2'))).toBe('added');
    expect(JSON.parse(store.get('homehaven.compare') ?? '').items.map((entry: CompareItem) => entry.id)).toEqual(['a1', 'b2']);
    tray.removeFromCompare('a1');
    expect(tray.compareTraySnapshot().map((entry) => entry.id)).toEqual(['b2']);
    tray.clearCompare();
    expect(store.has('homehaven.compare')).toBe(false);
  });

  it('refuses a fifth listing and keeps the snapshot unchanged (same array) when nothing changed', async () => {
    fakeBrowser();
    const tray = await loadTray();
    for (const id of ['a1', 'b2', 'c3', 'd4']) expect(tray.addToCompare(item(id))).toBe('added');
    const before = tray.compareTraySnapshot();
    expect(tray.addToCompare(item('e5'))).toBe('full');
    expect(tray.addToCompare(item('a1'))).toBe('added');
    tray.removeFromCompare('zz9');
    expect(tray.compareTraySnapshot()).toBe(before);
  });

  it("follows another tab's changes and tells its subscribers", async () => {
    const { otherTab } = fakeBrowser();
    const tray = await loadTray();
    const listener = vi.fn();
    const stop = tray.subscribeCompareTray(listener);
    otherTab(JSON.stringify({ version: 1, items: [item('c3')] }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(tray.compareTraySnapshot().map((entry) => entry.id)).toEqual(['c3']);
    stop();
  });

  it('works for the page alone where storage is unavailable', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    });
    const tray = await loadTray();
    expect(tray.addToCompare(item('a1'))).toBe('added');
    expect(tray.compareTraySnapshot().map((entry) => entry.id)).toEqual(['a1']);
  });
});
