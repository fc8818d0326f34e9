import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

test('register refuses a malformed e-mail and a 50 MB image with clear messages and creates nothing', async () => {
  const { page } = fixture;
  await open(page, '/register');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await waitForText(page, MESSAGES.auth.emailInvalid);
  expect(await uidOfEmail('not-an-email')).toBeNull();

  const email = uniqueEmail('register-huge');
  await page.getByLabel('Email').fill(email);
  const huge = join(mkdtempSync(join(tmpdir(), 'e2e-')), 'huge.png');
  writeFileSync(huge, Buffer.alloc(50 * 1024 * 1024));
  await page.locator('input[type=file]').setInputFiles(huge);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await waitForText(page, MESSAGES.upload.tooLarge);
  expect(new URL(page.url()).pathname).toBe('/register');
  expect(await uidOfEmail(email)).toBeNull();
});
