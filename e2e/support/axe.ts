// axe-core at phone and desktop widths, with a full-page screenshot of each page checked in
// test-results/screens/ for people to look at. Both judge the page settled (`settled`): a toast or a
// dialog caught fading in is half transparent, and axe would misjudge its contrast. Every axe check and
// every screenshot of the journeys goes through here (eslint.config.js refuses them elsewhere in e2e/).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

export const WIDTHS = [390, 1280] as const;
export const SCREENS = 'test-results/screens';

/**
 * Scrolls from the top to the bottom step by step, so sections that render near the viewport all
 * render, until the page ends with no loading placeholder left. A section that renders can lengthen
 * the page and push a later placeholder out of reach, so reaching the bottom once is not enough. From
 * the top, because a page a test left scrolled down may hold a section above, never near yet.
 * (Firestore keeps a channel open, so the network never idles: placeholders are the signal.)
 */
export async function scrollThrough(page: Page): Promise<void> {
  const deadline = Date.now() + 20_000;
  await page.evaluate(() => window.scrollTo(0, 0));
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

/** How long a page may take to settle: the longest toast (5 s) with its entrance and exit, and room. */
const SETTLE_WAIT = 20_000;

/**
 * Waits until nothing on the page moves: every finite animation and transition in the document has
 * finished (a dialog fading in, a toast's countdown and its exit), looking again two frames later, as
 * one may start when another ends (a toast leaves when its countdown ends). Endless ones (a loading
 * shimmer, a spinner) are not waited for: placeholders are `scrollThrough`'s business. Paused ones
 * never end by themselves, so they count as still.
 */
export async function settled(page: Page): Promise<void> {
  // No named functions in the page's part: it runs there as its source text.
  const moving = await page.evaluate(async (timeout) => {
    const deadline = performance.now() + timeout;
    for (;;) {
      let running = document.getAnimations().filter((animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
      if (running.length === 0) {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        running = document.getAnimations().filter((animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
        if (running.length === 0) return [];
      }
      const left = deadline - performance.now();
      if (left <= 0) {
        return running.map((animation) => {
          const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
          const name = 'animationName' in animation ? String(animation.animationName) : 'transitionProperty' in animation ? `transition of ${String(animation.transitionProperty)}` : 'an animation';
          return `${name} on ${target ? `${target.tagName.toLowerCase()}.${Array.from(target.classList).join('.')}` : 'nothing'}`;
        });
      }
      await Promise.race([Promise.all(running.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, left))]);
    }
  }, SETTLE_WAIT);
  if (moving.length > 0) throw new Error(`the page was still moving after ${SETTLE_WAIT} ms: ${moving.join(', ')}`);
}

/** A screenshot of the page (or of one part of it) once it has settled. */
export async function screenshot(target: Page | Locator, path: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const page = 'page' in target ? target.page() : target;
  await settled(page);
  mkdirSync(dirname(path), { recursive: true });
  await target.screenshot({ path, ...options });
}

/** Serious and critical axe violations of the settled page, as "rule: target" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settled(page);
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

/** Sets the width, waits for `ready`, renders every section, screenshots the settled page and fails on serious or critical axe violations. */
export async function check(page: Page, name: string, width: number, ready: () => Promise<void>): Promise<void> {
  await page.setViewportSize({ width, height: 860 });
  await ready();
  await scrollThrough(page);
  await renderEverything(page);
  await screenshot(page, `${SCREENS}/${name}-${width}.png`, { fullPage: true });
  expect(await seriousViolations(page), `${name} at ${width}px`).toEqual([]);
}

/** Screenshots what is on screen now (a dialog, a viewer) once settled, and fails on its serious or critical axe violations. */
export async function checkOpen(page: Page, name: string): Promise<void> {
  await screenshot(page, `${SCREENS}/${name}.png`);
  expect(await seriousViolations(page), name).toEqual([]);
}

/**
 * Opens the page's first delete question (the button whose name starts with `button`), checks it
 * once settled, screenshots it and closes it with Cancel.
 */
export async function checkDeleteQuestion(page: Page, name: string, width: number, button: RegExp = /^Delete/): Promise<void> {
  await page.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await checkOpen(page, `${name}-confirm-${width}`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
}
