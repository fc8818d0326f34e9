import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@homehaven/domain/messages';
import { eventually, open, storedToken, waitForPath, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { readUserDoc, setUserDoc, uidOfEmail, uniqueEmail } from './support/emulators';
import { serveGapiStub } from './support/gapi-stub';

const fixture = useBrowser();

/** Clicks a Google button and drives the Auth emulator's account chooser in the popup. */
async function chooseGoogleAccount(page: Page, button: string, pick: (popup: Page) => Promise<void>): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: button }).click()]);
  await popup.waitForLoadState();
  await pick(popup);
  await popup.waitForEvent('close');
}

test('Google sign-in creates users/{uid}; a later one keeps the role and says "User already exists"', async () => {
  const { page, context } = fixture;
  await serveGapiStub(context);
  const email = uniqueEmail('google');
  const name = 'Gina Google';

  await open(page, '/login');
  await chooseGoogleAccount(page, 'Continue with Google', async (popup) => {
    await popup.getByText('Add new account').click();
    await popup.getByText('Auto-generate user information').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill(name);
    await popup.getByRole('button', { name: /Sign in with/ }).click();
  });
  await waitForText(page, MESSAGES.auth.loginSuccessGoogle);
  await waitForPath(page, '/');
  expect(await storedToken(page)).toMatch(/^ey/);
  // Signed in, the footer no longer offers to sign in (after Log Out below, it does again).
  await eventually(() => page.getByRole('button', { name: 'Sign in with Google' }).count()).toBe(0);

  const uid = (await uidOfEmail(email)) ?? '';
  expect(await readUserDoc(uid)).toMatchObject({ roll: 'user', email, name });

  // An admin made them an agent meanwhile; signing in again must not reset that.
  await setUserDoc({ uid, email, name, password: '' }, 'agent');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('link', { name: 'Login', exact: true }).waitFor();

  await chooseGoogleAccount(page, 'Sign in with Google', (popup) => popup.getByText(email).first().click());
  await waitForText(page, MESSAGES.auth.thirdPartySuccess);
  await waitForText(page, MESSAGES.auth.userExists);
  expect((await readUserDoc(uid))?.roll).toBe('agent');
});
