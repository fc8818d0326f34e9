// axe-core at phone and desktop widths, with a full-page screenshot of each page checked in
// test-results/screens/ for people to look at.
import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export const WIDTHS = [390, 1280] as const;
export const SCREENS = 'test-results/screens';

/**
 * Scrolls to the bottom step by step, so sections that render near the viewport all render, until
 * the page ends with no loading placeholder left. A section that renders can lengthen the page and
 * push a later placeholder out of reach, so reaching the bottom once is not enough.
 * (Firestore keeps a channel open, so the network never idles: placeholders are the signal.)
 */
export async function scrollThrough(page: Page): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const busy = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      const atBottom = window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
      // dnd-kit's announcer (the listing editor's picture lists) is a status region that is always there, not a placeholder.
      const placeholders = Array.from(document.querySelectorAll('[aria-busy="true"], [role="status"]:not([id^="DndLiveRegion"])'));
      return atBottom ? placeholders.map((element) => element.getAttribute('aria-label') ?? element.tagName) : ['not at the bottom yet'];
    });
    if (busy.length === 0) break;
    if (Date.now() > deadline) throw new Error(`the page kept loading placeholders: ${busy.join(', ')}`);
    await page.waitForTimeout(150);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Serious and critical axe violations, as "rule: target" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Only violations are read: axe then keeps one node per passing rule rather than every one, which
  // takes a good part of its time on long pages.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary ?? ''})`));
}

/**
 * Lays out the whole page: the public pages let the browser skip the sections far from the viewport
 * (`content-visibility: auto`), which a full-page screenshot would show blank and axe could not judge.
 */
async function renderEverything(page: Page): Promise<void> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}

/** Sets the width, waits for `ready`, renders every section, screenshots the page and fails on serious or critical axe violations. */
export async function check(page: Page, name: string, width: number, ready: () => Promise<void>): Promise<void> {
  await page.setViewportSize({ width, height: 860 });
  await ready();
  await scrollThrough(page);
  await renderEverything(page);
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
  expect(await seriousViolations(page), `${name} at ${width}px`).toEqual([]);
}


/**
 * Opens the page's first delete question (the button whose name starts with `button`), checks it
 * once it has faded in (half transparent, its contrast would be misjudged), screenshots it and
 * closes it with Cancel.
 */
export async function checkDeleteQuestion(page: Page, name: string, width: number, button: RegExp = /^Delete/): Promise<void> {
  await page.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  await page.screenshot({ path: `${SCREENS}/${name}-confirm-${width}.png` });
  expect(await seriousViolations(page), `${name} delete question at ${width}px`).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
}
