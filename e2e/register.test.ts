import { expect, test } from 'vitest';
import { MESSAGES } from '@homehaven/domain/messages';
import { open, waitForPath, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { PASSWORD } from './support/config';
import { readUserDoc, uidOfEmail, uniqueEmail } from './support/emulators';

const fixture = useBrowser();
const AVATAR = new URL('../tools/seed/images/avatar-01.jpg', import.meta.url).pathname;

test('register shows only the first failing password rule, in order, then signs up with a photo', async () => {
  const { page } = fixture;
  const email = uniqueEmail('register');
  await open(page, '/register');
  await page.getByLabel('Name').fill('Rita Register');
  await page.locator('input[type=file]').setInputFiles(AVATAR);
  await page.getByLabel('Email').fill(email);

  const rules = [
    ['abc', MESSAGES.password.uppercase],
    ['ABC', MESSAGES.password.lowercase],
    ['Ab', MESSAGES.password.minLength],
  ] as const;
  for (const [password, message] of rules) {
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await waitForText(page, message);
    const others = Object.values(MESSAGES.password).filter((other) => other !== message);
    for (const other of others) expect(await page.getByText(other).count()).toBe(0);
  }

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await waitForText(page, MESSAGES.auth.signupSuccess);
  await waitForPath(page, '/');
  await page.getByRole('button', { name: 'Log Out' }).waitFor();

  const uid = await uidOfEmail(email);
  expect(uid).toBeTruthy();
  const doc = await readUserDoc(uid ?? '');
  expect(doc).toMatchObject({ roll: 'user', email, name: 'Rita Register' });
  expect(doc?.image).toMatch(/^https?:\/\//);
});
