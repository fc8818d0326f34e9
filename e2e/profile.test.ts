import { expect, test } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@homehaven/domain/messages';
import { open, signIn, storedToken, waitForPath, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { createUserWithRole, readUserDoc } from './support/emulators';

const fixture = useBrowser();
const AVATAR = new URL('../tools/seed/images/avatar-02.jpg', import.meta.url).pathname;

/** A text file wearing an image's name: the intake checks the content, not the name. */
function fakePng(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'homehaven-e2e-')), 'not-really.png');
  writeFileSync(path, 'this is plain text, not a picture\n');
  return path;
}

async function openEditForm(role = 'user') {
  const { page } = fixture;
  const user = await createUserWithRole(role);
  await signIn(page, user);
  await open(page, '/dashboard/profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  return { page, user };
}

test('Edit profile saves a new name and photo to Auth and users/{uid}', async () => {
  const { page, user } = await openEditForm();
  await page.getByLabel('Name').fill('Renamed Person');
  await page.locator('input[type=file]').setInputFiles(AVATAR);
  await page.getByRole('button', { name: 'Save' }).click();
  await waitForText(page, MESSAGES.profile.updated);
  expect(await page.getByTestId('profile-name').textContent()).toBe('Renamed Person');
  const doc = await readUserDoc(user.uid);
  expect(doc?.name).toBe('Renamed Person');
  expect(doc?.image).toMatch(/^https?:\/\//);
  expect(doc?.roll).toBe('user');
});

test('a text file renamed .png is refused with the not-an-image message', async () => {
  const { page } = await openEditForm();
  await page.locator('input[type=file]').setInputFiles(fakePng());
  await page.getByRole('button', { name: 'Save' }).click();
  await waitForText(page, MESSAGES.upload.notAnImage);
});

test('a 401 from an authorised call signs the user out and opens /login', async () => {
  const { page } = await openEditForm();
  await page.evaluate(() => localStorage.setItem('access-token', 'garbage'));
  await page.locator('input[type=file]').setInputFiles(AVATAR);
  await page.getByRole('button', { name: 'Save' }).click();
  await waitForPath(page, '/login');
  await page.getByRole('link', { name: 'Register', exact: true }).waitFor();
  expect(await storedToken(page)).toBeNull();
});
