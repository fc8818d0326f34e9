// One Chromium per test file, a fresh context (no shared session) per test, a screenshot in
// test-results/ and the browser's errors and warnings printed for every failing test, and a failure for any Content-Security-Policy violation or
// hydration mismatch (a prerendered page whose HTML differs from the app's first render). Every
// context, a journey's second browser included, records its toasts (e2e/support/toasts.ts).
import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { TOAST_RECORDER } from './toasts';

/**
 * Debian's Chromium, never a downloaded browser (docs/architecture.md §8 Offline machines), as its old
 * headless shell (package chromium-headless-shell): the same Blink and V8 without the desktop browser's
 * window layer, as Playwright itself runs headless tests. It took about a third less CPU than the full
 * browser's new headless mode on the same journeys (docs/testing.md, "How long it takes"). Lighthouse
 * (npm run bench:web) keeps the full browser: it measures what visitors get.
 */
export const LAUNCH = {
  executablePath: '/usr/bin/chromium-headless-shell',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync'],
};

/**
 * Pictures of other suites' fixtures (a few of the functions suite's listings and profiles point at
 * made-up example.com addresses: pictures from before the address rule, https profile photos), which
 * pages listing every listing (Manage properties) show too: the policy rightly refuses them, and that
 * is not a fault of the page.
 */
const FOREIGN_FIXTURE_IMAGES = /Loading the image 'https:\/\/([a-z]+\.)?example\.com\//;

/** What web/src/app/start.tsx logs when React finds a prerendered page's HTML unlike its first render. */
const HYDRATION_MISMATCH = 'Hydration mismatch';

/** How many of a test's browser errors and warnings a failure prints (the last ones). */
const CONSOLE_KEPT = 40;

/** Viewports used by the suite. */
export const DESKTOP = { width: 1280, height: 860 };

/** A viewport's size. */
type Viewport = typeof DESKTOP;

/** Handles to the current test's browser objects (valid inside a test). */
export interface BrowserFixture {
  readonly page: Page;
  readonly context: BrowserContext;
  /**
   * Another browser for the same test (someone else signed in elsewhere), made and watched like the
   * test's own; closed after the test if the test has not closed it.
   */
  newContext(viewport?: Viewport): Promise<BrowserContext>;
}

/** Registers the lifecycle hooks in a test file and returns the current test's page. */
export function useBrowser(viewport = DESKTOP): BrowserFixture {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let others: BrowserContext[] = [];
  let cspViolations: string[] = [];
  let hydrationMismatches: string[] = [];
  let consoleRecord: string[] = [];

  /** Every page of every journey runs under the production Content-Security-Policy (served by the Hosting emulator) and hydrates cleanly: anything else fails the test, naming it. */
  const watch = (watched: Page) => {
    watched.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' || message.type() === 'warning') consoleRecord = [...consoleRecord.slice(1 - CONSOLE_KEPT), `${message.type()} ${watched.url()}: ${text}`];
      if (message.type() === 'error' && text.includes('Content Security Policy') && !FOREIGN_FIXTURE_IMAGES.test(text)) cspViolations.push(text);
      if (message.type() === 'error' && text.startsWith(HYDRATION_MISMATCH)) hydrationMismatches.push(`${watched.url()}: ${text}`);
    });
    watched.on('pageerror', (error) => {
      consoleRecord = [...consoleRecord.slice(1 - CONSOLE_KEPT), `uncaught ${watched.url()}: ${error.message}`];
    });
  };

  const open = async (size: Viewport): Promise<BrowserContext> => {
    if (!browser) throw new Error('Chromium did not start.');
    // Reduced motion, as many people browse: endless animations (the home marquee, loading shimmers)
    // would otherwise repaint every frame of every journey on the two cores the suites share. And files
    // uncompressed: the Hosting emulator gzips every response anew (production's CDN keeps them
    // compressed), which cost the firebase CLI and Chromium about 4 % of a journey's CPU for nothing
    // these tests check (e2e/hosting.test.ts checks the headers with its own requests).
    const made = await browser.newContext({ viewport: size, reducedMotion: 'reduce', extraHTTPHeaders: { 'Accept-Encoding': 'identity' } });
    await made.addInitScript(TOAST_RECORDER.script, TOAST_RECORDER.arg);
    // The pages a test opens; not a popup or tab the app opens (the Auth emulator's account chooser
    // runs under the emulator's own policy, not production's).
    made.on('page', (opened) => void opened.opener().then((opener) => opener ?? watch(opened)));
    return made;
  };

  beforeAll(async () => {
    browser = await chromium.launch(LAUNCH);
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    cspViolations = [];
    hydrationMismatches = [];
    consoleRecord = [];
    others = [];
    context = await open(viewport);
    page = await context.newPage();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page) {
      mkdirSync('test-results', { recursive: true });
      const name = `${task.file?.name ?? 'e2e'}-${task.name}`.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
      await page.screenshot({ path: `test-results/${name}.png`, fullPage: true }).catch(() => undefined);
      // What the pages said: a step that waited in vain often has its cause here (a refused write, a
      // failed request), which the timeout alone does not name.
      console.error(`[browser] ${task.name}: ${consoleRecord.length === 0 ? 'no error or warning in the console' : `the last errors and warnings:\n${consoleRecord.join('\n')}`}`);
    }
    await Promise.all([context, ...others].map((made) => made?.close()));
    if (cspViolations.length > 0) throw new Error(`Content-Security-Policy violations:\n${cspViolations.join('\n')}`);
    if (hydrationMismatches.length > 0) throw new Error(`Hydration mismatches (the prerendered HTML differs from the first render):\n${hydrationMismatches.join('\n')}`);
  });

  return {
    get page() {
      if (!page) throw new Error('No page: use the fixture inside a test.');
      return page;
    },
    get context() {
      if (!context) throw new Error('No context: use the fixture inside a test.');
      return context;
    },
    async newContext(size = DESKTOP) {
      const made = await open(size);
      others.push(made);
      return made;
    },
  };
}
