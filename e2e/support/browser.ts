// One Chromium per test file, a fresh context (no shared session) per test, and a screenshot in
// test-results/ for every failing test.
import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's chromium: never a downloaded browser (ARCHITECTURE.md, "Offline machines"). */
const LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync'],
};

/** Viewports used by the suite. */
export const DESKTOP = { width: 1280, height: 860 };

/** Handles to the current test's browser objects (valid inside a test). */
export interface BrowserFixture {
  readonly page: Page;
  readonly context: BrowserContext;
}

/** Registers the lifecycle hooks in a test file and returns the current test's page. */
export function useBrowser(viewport = DESKTOP): BrowserFixture {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await chromium.launch(LAUNCH);
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('Chromium did not start.');
    context = await browser.newContext({ viewport });
    page = await context.newPage();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page) {
      mkdirSync('test-results', { recursive: true });
      const name = `${task.file?.name ?? 'e2e'}-${task.name}`.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
      await page.screenshot({ path: `test-results/${name}.png`, fullPage: true }).catch(() => undefined);
    }
    await context?.close();
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
  };
}
