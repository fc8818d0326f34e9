// Small steps the journeys share: open a route, wait for a path, a text or a toast, sign in.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { API_KEY, APP_URL, AUTH_URL } from './config';
import type { TestUser } from './emulators';
import { takeToast, toastCount, toastsShown, type ToastText } from './toasts';

/**
 * How long a step waits for what proves it (a text, a path, a live value, a toast), unless it says
 * otherwise: what the machine takes when it is busy, not what it usually takes. Two cores run the
 * emulators, two browsers and the test workers, and a write's answer has taken over 15 s there.
 */
export const STEP_WAIT = 30_000;

/**
 * Opens an app route, and waits until the app has started: a prerendered page shows (and can be typed
 * into) before, but its buttons act only once it is hydrated (web/src/app/app.tsx).
 */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${APP_URL}${path}`);
  await appStarted(page);
}

/** Waits until the app has hydrated the page (web/src/app/app.tsx marks the root element). */
function appStarted(page: Page): Promise<void> {
  return page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Reloads the page and waits until the app has started again, as {@link open} does: a prerendered
 * page's fields take typing before hydration, and hydration then puts back what the app holds.
 */
export async function reload(page: Page): Promise<void> {
  await page.reload();
  await appStarted(page);
}

/** Waits until the app shows the given path (client-side navigations included). */
export async function waitForPath(page: Page, path: string, timeout = STEP_WAIT): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for a text the page shows, exactly: on the page itself (a heading, an inline error, an empty
 * state), or in a toast shown since the last wait that took it (e2e/support/toasts.ts: a toast can come
 * and go between two steps, so toasts are read from their record, never from the screen).
 */
export async function waitForText(page: Page, text: string, timeout = STEP_WAIT): Promise<void> {
  const onPage = page.getByText(text, { exact: true }).and(page.locator(':not(.Toastify *)')).filter({ visible: true });
  const deadline = Date.now() + timeout;
  while (!((await onPage.count()) > 0 || (await takeToast(page, text)))) {
    if (Date.now() > deadline) throw new Error(`"${text}" did not show within ${timeout} ms (toasts shown: ${JSON.stringify(await toastsShown(page))})`);
    await pause(100);
  }
}

/** Waits for a toast with exactly `text` (or words matching it), shown since the last wait that took one (e2e/support/toasts.ts); not the same words on the page itself. */
export async function waitForToast(page: Page, text: ToastText, timeout = STEP_WAIT): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await takeToast(page, text))) {
    if (Date.now() > deadline) throw new Error(`no toast ${String(text)} within ${timeout} ms (toasts shown: ${JSON.stringify(await toastsShown(page))})`);
    await pause(100);
  }
}

/**
 * How often `text` has shown: as a toast at any time since the tab opened (whether it is still there or
 * not), and on the page now. Zero proves a failure was never said, even briefly.
 */
export async function timesShown(page: Page, text: string): Promise<number> {
  return (await toastCount(page, text)) + (await page.getByText(text).and(page.locator(':not(.Toastify *)')).count());
}

/** Fills the login form (the page must already show it) and submits. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * Firebase Auth's stored session for `user`, as the web SDK persists it (`UserImpl.toJSON`), from a
 * real sign-in at the Auth emulator: the SDK reloads the account from the emulator when the app starts.
 */
async function storedSession(user: TestUser): Promise<string> {
  const response = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`signInWithPassword failed: ${response.status} ${await response.text()}`);
  const { localId, idToken, refreshToken, expiresIn } = (await response.json()) as { localId: string; idToken: string; refreshToken: string; expiresIn: string };
  const now = Date.now();
  return JSON.stringify({
    uid: localId,
    email: user.email,
    emailVerified: false,
    displayName: user.name,
    isAnonymous: false,
    providerData: [{ providerId: 'password', uid: user.email, displayName: user.name, email: user.email, phoneNumber: null, photoURL: null }],
    stsTokenManager: { refreshToken, accessToken: idToken, expirationTime: now + Number(expiresIn) * 1000 },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: API_KEY,
    appName: '[DEFAULT]',
  });
}

/**
 * Signs `user` in for the page's next load, as a returning visitor whose session the browser kept:
 * the session goes into the store Firebase Auth reads at start-up, once per context (a later sign-out
 * stays signed out). The login form itself is tested in session.test.ts and register.test.ts; skipping
 * it here saves a page load and a form per journey.
 */
export async function signIn(page: Page, user: TestUser): Promise<void> {
  const session = await storedSession(user);
  await page.context().addInitScript(
    ({ key, value, marker }) => {
      if (localStorage.getItem(marker) !== null) return;
      localStorage.setItem(marker, '1');
      localStorage.setItem(key, value);
    },
    { key: `firebase:authUser:${API_KEY}:[DEFAULT]`, value: session, marker: `e2e-session:${user.uid}` },
  );
}

/** The access token the app keeps in local storage (null when signed out). */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('access-token'));
}

/**
 * How long to wait for what a function trigger writes (a fraud mark's withdrawals, an alert, an unread
 * count, derived search keys, a price-history row): the Functions emulator runs events one after another,
 * and when the emulators are busy one can come 20-30 s late (seen while the functions suite ran beside
 * the journeys). As long as the functions suite's own wait (tests/functions/facade/support/admin.ts).
 */
export const TRIGGER_WAIT = 45_000;

/** Polls a value until it matches (live pages update in their own time; vitest's default of 1 s is short here). */
export function eventually<T>(read: () => Promise<T>, timeout = STEP_WAIT) {
  return expect.poll(read, { timeout, interval: 100 });
}
