import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@homehaven/domain/messages';
import { eventually, open, signIn, storedToken, submitLogin, waitForPath, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { createUserWithRole } from './support/emulators';

const fixture = useBrowser();

/** The browser's session cookie, which pages rendered per request read (docs/facade.md "Session cookie"). */
async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === '__session') ?? null;
}

test('a signed-out visit to /dashboard/profile goes to /login, then back there after sign-in', async () => {
  const { page } = fixture;
  const user = await createUserWithRole('agent');
  await open(page, '/dashboard/profile');
  await waitForPath(page, '/login');
  await submitLogin(page, user.email, user.password);
  await waitForText(page, MESSAGES.auth.loginSuccess);
  await waitForPath(page, '/dashboard/profile');

  // The role arrives from Firestore after the page renders: wait for it.
  await page.getByTestId('profile-role').filter({ hasText: 'AGENT' }).waitFor();
  expect(await page.getByTestId('profile-uid').textContent()).toBe(user.uid);
  expect(await page.getByTestId('profile-name').textContent()).toBe(user.name);
  expect(await page.getByTestId('profile-email').textContent()).toBe(user.email);
  expect(await storedToken(page)).toMatch(/^ey/);
  // Signed in, the browser is given the session cookie in the background: for the whole site, for no script.
  await eventually(async () => (await sessionCookie(page))?.httpOnly).toBe(true);
  expect(await sessionCookie(page)).toMatchObject({ path: '/', sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('__session');
});

test('a wrong password shows the provider message inline', async () => {
  const { page } = fixture;
  const user = await createUserWithRole('user');
  await open(page, '/login');
  await submitLogin(page, user.email, 'Wrong123');
  await page.getByRole('alert').filter({ hasText: 'auth/' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
});

test('Log Out signs out, toasts "Log Out" and goes home', async () => {
  const { page } = fixture;
  const user = await createUserWithRole('user');
  await signIn(page, user);
  await open(page, '/about');
  await eventually(async () => (await sessionCookie(page))?.value).toMatch(/^ey/);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await waitForText(page, MESSAGES.auth.logout);
  await waitForPath(page, '/');
  await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
  expect(await storedToken(page)).toBeNull();
  await eventually(() => sessionCookie(page)).toBeNull();
});

test('an unknown route shows the 404 page with a way home', async () => {
  const { page } = fixture;
  await open(page, '/no/such/page');
  for (const text of [MESSAGES.notFound.code, MESSAGES.notFound.title, MESSAGES.notFound.text]) await waitForText(page, text);
  await page.getByRole('link', { name: MESSAGES.notFound.home }).click();
  await waitForPath(page, '/');
});
