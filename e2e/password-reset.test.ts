// Password reset (docs/product.md §5.4 Sign-in and registration): "Forgot Password?" answers alike for an
// address with an account and one without; the e-mailed link (read from the Auth emulator, which
// sends no e-mail: docs/local-emulators.md "E-mailed links") opens the product's page, which takes a
// new password under the product's rules, once; an expired, used or made-up link says so.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@homehaven/domain/messages';
import { signInWithPassword } from '../tools/emulators/auth-rest';
import { check, WIDTHS } from './support/axe';
import { eventually, open, waitForPath, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { authLinkCodes } from './support/auth-links';
import { createUserWithRole, uniqueEmail } from './support/emulators';

const fixture = useBrowser();
const T = MESSAGES.passwordReset;

/** The reset links the Auth emulator holds for an address, oldest first. */
const resetCodes = (email: string) => authLinkCodes(email, 'PASSWORD_RESET');

/** Asks for a link on /forgot-password and waits for the page's one answer. */
async function askForLink(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: T.send }).click();
  await page.getByTestId('reset-sent').getByText(T.sent).waitFor();
}

test('"Forgot Password?" answers alike with and without an account, and checks the address; axe passes at 390 and 1280 px', async () => {
  const { page } = fixture;
  await open(page, '/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await waitForPath(page, '/forgot-password');
  await page.getByRole('heading', { name: T.requestTitle }).waitFor();
  for (const width of WIDTHS) await check(page, 'forgot-password', width, () => page.getByRole('button', { name: T.send }).waitFor());

  // A bad address is refused on the page, and nothing is asked of Auth.
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: T.send }).click();
  await waitForText(page, MESSAGES.auth.emailInvalid);
  expect(await page.getByTestId('reset-sent').count()).toBe(0);

  const nobody = uniqueEmail('nobody');
  await askForLink(page, nobody);
  const withoutAccount = await page.getByTestId('reset-sent').innerText();
  expect(await resetCodes(nobody)).toEqual([]);

  const user = await createUserWithRole('user');
  await open(page, '/forgot-password');
  await askForLink(page, user.email);
  expect(await page.getByTestId('reset-sent').innerText()).toBe(withoutAccount);
  await eventually(async () => (await resetCodes(user.email)).length).toBe(1);
});

test('the link takes a new password under the product rules, once; the old password stops working and the new one signs in', async () => {
  const { page } = fixture;
  const user = await createUserWithRole('user');
  await open(page, '/forgot-password');
  await askForLink(page, user.email);
  await eventually(async () => (await resetCodes(user.email)).length).toBe(1);
  const [code] = await resetCodes(user.email);
  if (!code) throw new Error('no reset code');

  await open(page, `/auth/action?mode=resetPassword&oobCode=${code}`);
  await page.getByText(T.chooseFor(user.email)).waitFor();
  for (const width of WIDTHS) await check(page, 'reset-password', width, () => page.getByRole('button', { name: T.save }).waitFor());

  // The product's password rules, then the two entries alike.
  await page.getByLabel(new RegExp(`^${T.newPassword}`)).fill('lowercase1');
  await page.getByRole('button', { name: T.save }).click();
  await waitForText(page, MESSAGES.password.uppercase);
  await page.getByLabel(new RegExp(`^${T.newPassword}`)).fill('NewSecret456');
  await page.getByLabel(T.confirmPassword).fill('NewSecret457');
  await page.getByRole('button', { name: T.save }).click();
  await waitForText(page, T.mismatch);
  await expect(signInWithPassword(user.email, user.password)).resolves.toMatchObject({ email: user.email });

  await page.getByLabel(T.confirmPassword).fill('NewSecret456');
  await page.getByRole('button', { name: T.save }).click();
  await page.getByTestId('password-changed').getByText(T.changed).waitFor();
  await expect(signInWithPassword(user.email, user.password)).rejects.toThrow();
  await expect(signInWithPassword(user.email, 'NewSecret456')).resolves.toMatchObject({ email: user.email });

  // Used once: the same link now says so, and offers a new one.
  await open(page, `/auth/action?mode=resetPassword&oobCode=${code}`);
  await page.getByTestId('link-invalid').getByText(T.linkInvalid).waitFor();
  await page.getByRole('link', { name: T.askAgain }).click();
  await waitForPath(page, '/forgot-password');

  // The new password signs in through the login form.
  await open(page, '/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('NewSecret456');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await waitForText(page, MESSAGES.auth.loginSuccess);
});

test('a made-up code and a link of another kind say they do not work', async () => {
  const { page } = fixture;
  await open(page, '/auth/action?mode=resetPassword&oobCode=made-up-code');
  await page.getByTestId('link-invalid').getByText(T.linkInvalid).waitFor();
  await open(page, '/auth/action?mode=verifyEmail&oobCode=made-up-code');
  await page.getByTestId('link-invalid').getByText(T.verifyInvalid).waitFor();
  await open(page, '/auth/action?mode=recoverEmail&oobCode=x');
  await page.getByTestId('link-invalid').getByText(T.unknownLink).waitFor();
  await open(page, '/auth/action');
  await page.getByTestId('link-invalid').getByText(T.unknownLink).waitFor();
});
