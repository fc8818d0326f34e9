// The signed-in half of `npm run bench:web`: a Chromium profile per role, signed in through the app's
// own /login form (playwright-core driving Debian's Chromium, as the journeys do), a first visit of
// each page in it, and for each Lighthouse run a copy of it without its caches. See docs/performance.md
// "Signed-in pages".
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { basename } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { ACCESS_TOKEN_KEY } from '@homehaven/domain/constants';
import { paths } from '../../web/src/config/paths';
import type { DemoAccount } from '../seed/demo-accounts';
import { CHROME_FLAGS, CHROME_PATH } from './chromium';

/** How long a step waits for what proves it (the signed-in page, the page's heading): a busy machine's time, as the journeys' (e2e/support/app.ts). */
const STEP_WAIT_MS = 30_000;

/**
 * What a run's copy of a profile leaves out, so that every run starts as the public pages' runs do (a
 * fresh browser, and Lighthouse clearing the HTTP cache, service workers, Cache Storage, file systems
 * and shader caches first, which `disableStorageReset` turns off): the HTTP cache, the compiled-code,
 * GPU and shader caches, shared dictionaries, those stores, and the lock files of a browser that ran
 * on it. What stays is what a returning member's browser keeps: local storage (where the app keeps
 * the Firebase Auth session: web/src/lib/firebase/auth.ts), IndexedDB, cookies.
 */
const NOT_COPIED = new Set([
  'Cache',
  'Code Cache',
  'GPUCache',
  'GrShaderCache',
  'GraphiteDawnCache',
  'ShaderCache',
  'DawnGraphiteCache',
  'DawnWebGPUCache',
  'GPUPersistentCache',
  'Shared Dictionary',
  'Service Worker',
  'File System',
  'SingletonLock',
  'SingletonSocket',
  'SingletonCookie',
]);

/** Chromium on the profile, driven by Playwright; what the pages store stays in the profile when it closes. */
function openProfile(profileDir: string): Promise<BrowserContext> {
  mkdirSync(profileDir, { recursive: true });
  return chromium.launchPersistentContext(profileDir, { executablePath: CHROME_PATH, args: CHROME_FLAGS });
}

async function firstTab(context: BrowserContext): Promise<Page> {
  return context.pages()[0] ?? (await context.newPage());
}

/** Waits until the app has handed the browser its session cookie (the signed-in pages rendered per request read it: docs/decisions.md "Signed-in pages rendered per request"). */
async function sessionCookieHeld(context: BrowserContext, baseUrl: string): Promise<void> {
  const deadline = Date.now() + STEP_WAIT_MS;
  while (!(await context.cookies(baseUrl)).some((cookie) => cookie.name === '__session')) {
    if (Date.now() > deadline) throw new Error('the app set no session cookie');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Signs `account` in through the login form, as a person does, into the profile: waits until the app
 * has left /login and kept the session's token (web/src/lib/auth/session-token.ts) and cookie.
 */
export async function signInThroughForm(profileDir: string, baseUrl: string, account: DemoAccount): Promise<void> {
  const context = await openProfile(profileDir);
  try {
    const tab = await firstTab(context);
    await tab.goto(`${baseUrl}${paths.login.path}`);
    // A prerendered page takes typing before it is hydrated, but its button acts only after (web/src/app/app.tsx).
    await tab.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: STEP_WAIT_MS });
    await tab.getByLabel('Email').fill(account.email);
    await tab.getByLabel('Password').fill(account.password);
    await tab.getByRole('button', { name: 'Login', exact: true }).click();
    try {
      await tab.waitForURL((url) => url.pathname !== paths.login.path, { timeout: STEP_WAIT_MS });
      await tab.waitForFunction((key) => localStorage.getItem(key) !== null, ACCESS_TOKEN_KEY, { timeout: STEP_WAIT_MS });
      await sessionCookieHeld(context, baseUrl);
    } catch (error) {
      const said = await tab.getByRole('alert').allTextContents();
      throw new Error(
        `signing in as ${account.email} through ${paths.login.path} failed${said.length > 0 ? `: the form said ${JSON.stringify(said)}` : ''} (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  } finally {
    await context.close();
  }
}

/**
 * The signed-in page's first visit, not measured, in the profile: it starts what the page's visit
 * starts in the emulator (the functions serving its pictures), as the public pages' first visit does,
 * and proves the page renders for this person: it must show `heading` as its h1. Answers how long
 * the page's HTML took.
 */
export async function firstSignedInVisit(profileDir: string, url: string, heading: string): Promise<number> {
  const context = await openProfile(profileDir);
  try {
    const tab = await firstTab(context);
    const started = Date.now();
    let answered = 0;
    tab.on('response', (response) => {
      if (response.url() === url) answered = Date.now() - started;
    });
    await tab.goto(url, { waitUntil: 'load' });
    try {
      await tab.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: STEP_WAIT_MS });
    } catch {
      const shown = await tab.locator('h1').allTextContents();
      throw new Error(`its first visit did not show the h1 "${heading}" within ${STEP_WAIT_MS / 1000} s: it showed ${new URL(tab.url()).pathname} with h1 ${JSON.stringify(shown)}`);
    }
    // Its pictures too (they come from the `api` function), as far as they load in the wait.
    await tab.waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: STEP_WAIT_MS }).catch(() => undefined);
    return answered;
  } finally {
    await context.close();
  }
}

/** Copies the profile for one run, without its caches ({@link NOT_COPIED}), into `runDir` (replaced). */
export function copyForRun(profileDir: string, runDir: string): void {
  removeProfile(runDir);
  cpSync(profileDir, runDir, { recursive: true, filter: (source) => !NOT_COPIED.has(basename(source)) });
}

/** Removes a profile; retries while a browser just killed on it lets go of its files. */
export function removeProfile(dir: string): void {
  rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
