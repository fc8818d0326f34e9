// Toasts as the journeys see them. A toast lasts 1.5-5 s (docs/product.md §3.3 Toasts), and on a busy
// machine one can come and go between two steps of a journey, so every context records each toast as
// it appears (an init script, e2e/support/browser.ts) and a wait reads that record rather than the
// screen: it cannot miss a toast that already came and went. Each wait takes the toast it found, so two
// waits for the same words need two toasts.
import type { Page } from 'playwright-core';

/** Where a tab keeps its toasts (session storage: kept across reloads of the tab, never shared between contexts). */
const STORE = 'e2e:toasts';

/** One toast shown: its words, and whether a wait has taken it. */
interface Shown {
  text: string;
  taken: boolean;
}

/**
 * The init script: records each toast (react-toastify's `.Toastify__toast`) once, as it enters the
 * page, with its words as the page shows them (white space folded, as Playwright's text matching does).
 */
export function recordToasts(store: string): void {
  // No named functions in here: the script runs in the page as its source text.
  const seen = new WeakSet<Element>();
  const toasts = document.getElementsByClassName('Toastify__toast');
  new MutationObserver(() => {
    for (const toast of Array.from(toasts)) {
      const text = (toast.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (seen.has(toast) || text === '') continue;
      seen.add(toast);
      const shown = JSON.parse(sessionStorage.getItem(store) ?? '[]') as Shown[];
      sessionStorage.setItem(store, JSON.stringify([...shown, { text, taken: false }]));
    }
  }).observe(document, { childList: true, subtree: true });
}

/** What `addInitScript` needs to install the recorder. */
export const TOAST_RECORDER = { script: recordToasts, arg: STORE } as const;

const fold = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Runs `read` in the page; a navigation meanwhile (the page's context replaced) reads as `fallback`. */
async function inPage<T>(page: Page, read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof Error && /Execution context was destroyed|navigat/i.test(error.message)) return fallback;
    throw error;
  }
}

/** A toast's words: exactly these, or any that match. */
export type ToastText = string | RegExp;

/** Words that begin with `text` (a toast that adds a detail after its message). */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** Takes the oldest toast whose words are `text` (or match it) that no wait has taken yet; answers whether there was one. */
export function takeToast(page: Page, text: ToastText): Promise<boolean> {
  const wanted: { exactly: string } | { pattern: string; flags: string } = typeof text === 'string' ? { exactly: fold(text) } : { pattern: text.source, flags: text.flags };
  return inPage(
    page,
    () =>
      page.evaluate(
        ({ store, wanted }) => {
          const shown = JSON.parse(sessionStorage.getItem(store) ?? '[]') as Shown[];
          const found = shown.find((toast) => !toast.taken && ('pattern' in wanted ? new RegExp(wanted.pattern, wanted.flags).test(toast.text) : toast.text === wanted.exactly));
          if (!found) return false;
          found.taken = true;
          sessionStorage.setItem(store, JSON.stringify(shown));
          return true;
        },
        { store: STORE, wanted },
      ),
    false,
  );
}

/** The words of every toast the tab has shown so far, oldest first. */
export function toastsShown(page: Page): Promise<string[]> {
  return inPage(page, () => page.evaluate((store) => (JSON.parse(sessionStorage.getItem(store) ?? '[]') as Shown[]).map((toast) => toast.text), STORE), []);
}

/** How many toasts with exactly `text` the tab has shown so far (whether a wait took them or not). */
export async function toastCount(page: Page, text: string): Promise<number> {
  return (await toastsShown(page)).filter((shown) => shown === fold(text)).length;
}
