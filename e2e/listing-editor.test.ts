// The agent's Add Property and Update property pages (issue: listing editor): a listing added with a
// photo is stored pending with numeric prices and gets its search keys from the trigger; bad input
// writes nothing and says why; an edit writes only what changed, and a content change of a verified
// listing goes back to the admin, which the form says before saving.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@homehaven/domain/messages';
import { locationSearchKeys } from '@homehaven/domain/search';
import { check, WIDTHS } from './support/axe';
import { TRIGGER_WAIT, eventually, open, signIn, waitForPath, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { FIRESTORE_URL, PROJECT_ID } from './support/config';
import { createUserWithRole, type TestUser } from './support/emulators';
import { readFixture } from './support/firestore-rest';
import { createListing, uniqueWord } from './support/listings';
import { fillListing, PHOTO, slowUploads, submitAdd, submitUpdate, toast, UPLOAD_ROUTE } from './support/listing-form';

const fixture = useBrowser();

type RestFields = Record<string, Record<string, unknown>>;

/** Every listing whose agent is `agent`, read as the emulator's owner (rules bypassed). */
async function listingsOf(agent: TestUser): Promise<{ id: string; fields: RestFields }[]> {
  const response = await fetch(`${FIRESTORE_URL}/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: { from: [{ collectionId: 'properties' }], where: { fieldFilter: { field: { fieldPath: 'agent.uid' }, op: 'EQUAL', value: { stringValue: agent.uid } } } },
    }),
  });
  if (!response.ok) throw new Error(`runQuery failed: ${response.status} ${await response.text()}`);
  const rows = (await response.json()) as { document?: { name: string; fields: RestFields } }[];
  return rows.flatMap(({ document }) => (document ? [{ id: document.name.slice(document.name.lastIndexOf('/') + 1), fields: document.fields }] : []));
}

/** A file in a fresh temporary folder. */
function tempFile(name: string, content: string | Buffer): string {
  const path = join(mkdtempSync(join(tmpdir(), 'homehaven-e2e-')), name);
  writeFileSync(path, content);
  return path;
}

/** Counts requests that reach for the image intake. */
function countUploads(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/upload')) count += 1;
  });
  return { count: () => count };
}

/** An agent on an empty Add Property form. */
async function openAddForm(): Promise<{ page: Page; agent: TestUser }> {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  await signIn(page, agent);
  await open(page, '/dashboard/addProperty');
  await submitAdd(page).waitFor();
  return { page, agent };
}

/** An agent's verified listing and that agent signed in on its Update property page. */
async function openUpdateForm(overrides: Partial<Parameters<typeof createListing>[1]> = {}) {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const title = `${uniqueWord()} Cottage`;
  const id = await createListing(agent, { title, location: 'Bend, Oregon', min: 300_000, max: 350_000, ...overrides });
  await signIn(page, agent);
  await open(page, `/dashboard/updateProperty/${id}`);
  await submitUpdate(page).waitFor();
  return { page, agent, id, title };
}

async function storedField(id: string, field: string): Promise<unknown> {
  const doc = await readFixture(`properties/${id}`);
  const value = doc?.fields[field];
  return value === undefined ? undefined : Object.values(value)[0];
}

test('an agent adds a listing with a photo: progress, preview, one pending listing with numeric prices, then its search keys', async () => {
  const { page, agent } = await openAddForm();
  const location = `${uniqueWord()} Springs, Colorado`;
  await fillListing(page, { title: 'Cabin by the river', location, min: '$250,000', max: '300000.50', details: 'Two bedrooms, a wood stove and a deck.' });
  // Agent name and e-mail come from the signed-in user, read-only.
  expect(await page.getByRole('textbox', { name: 'Agent email' }).inputValue()).toBe(agent.email);
  expect(await page.getByRole('textbox', { name: 'Agent email' }).getAttribute('readonly')).not.toBeNull();
  expect(await page.getByRole('textbox', { name: 'Agent name' }).inputValue()).toBe(agent.name);

  await slowUploads(page, 1500);
  await page.locator('input[type=file]').setInputFiles(PHOTO);
  await page.getByRole('progressbar').first().waitFor();
  await page.getByText(/^Uploading… \d+%$/).waitFor();
  await page.getByRole('img', { name: 'Chosen image preview' }).waitFor();
  await waitForText(page, MESSAGES.property.uploadInProgress);
  expect(await submitAdd(page).isDisabled()).toBe(true);
  // Uploaded: the large preview shows the stored picture, and Submit is back.
  const picture = page.getByRole('img', { name: 'Listing picture' });
  await picture.waitFor();
  expect(await picture.getAttribute('src')).toMatch(/^https?:\/\//);
  await eventually(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await page.getByRole('progressbar').count()).toBe(0);

  await submitAdd(page).dblclick();
  await waitForText(page, MESSAGES.property.added);
  await waitForPath(page, '/dashboard/myAddProperty');
  await page.waitForTimeout(1000);
  const listings = await listingsOf(agent);
  expect(listings).toHaveLength(1);
  const [{ id, fields }] = listings as [{ id: string; fields: RestFields }];
  expect(fields.title).toEqual({ stringValue: 'Cabin by the river' });
  expect(fields.location).toEqual({ stringValue: location });
  expect(fields.Details).toEqual({ stringValue: 'Two bedrooms, a wood stove and a deck.' });
  expect(fields.MinimumPrice).toEqual({ integerValue: '250000' });
  expect(fields.MaximumPrice).toEqual({ doubleValue: 300000.5 });
  expect(fields.status).toEqual({ stringValue: 'pending' });
  expect(fields.isVerified).toEqual({ booleanValue: false });
  expect(fields.withdrawn).toEqual({ booleanValue: false });
  expect(String(fields.image?.stringValue)).toMatch(/^https?:\/\//);
  expect(fields.agent).toEqual({ mapValue: { fields: { uid: { stringValue: agent.uid }, name: { stringValue: agent.name }, email: { stringValue: agent.email }, image: { stringValue: '' } } } });
  expect(fields.createdAt?.timestampValue).toBeTypeOf('string');
  // The search keys are the system's: the Firestore trigger derives them from the location.
  await eventually(async () => ((await readFixture(`properties/${id}`))?.fields.locationKeys?.arrayValue as { values?: { stringValue: string }[] } | undefined)?.values?.map((v) => v.stringValue), TRIGGER_WAIT).toEqual(
    locationSearchKeys(location),
  );
});

test('bad typed input gets clear inline messages and writes nothing; with no image the toast says "Please upload an image"', async () => {
  const { page, agent } = await openAddForm();
  await submitAdd(page).click();
  for (const message of [MESSAGES.property.titleRequired, MESSAGES.property.locationRequired, MESSAGES.property.detailsRequired, MESSAGES.property.minPriceRequired, MESSAGES.property.maxPriceRequired, MESSAGES.property.noImage]) {
    await waitForText(page, message);
  }
  await fillListing(page, { title: 'x'.repeat(10_000), location: 'Austin, Texas', min: 'abc', max: '-1', details: 'A quiet street.' });
  await submitAdd(page).click();
  await waitForText(page, MESSAGES.property.titleTooLong);
  await waitForText(page, MESSAGES.property.priceNotANumber);
  await waitForText(page, MESSAGES.property.priceNegative);
  expect(await toast(page, MESSAGES.property.noImage).count()).toBe(0);
  // Everything typed is right now, but there is no image: the required toast, and still nothing stored.
  await fillListing(page, { title: 'Ranch house', min: '100000', max: '120000' });
  await submitAdd(page).click();
  await toast(page, MESSAGES.property.noImage).waitFor();
  expect(await page.getByText(MESSAGES.property.titleTooLong).count()).toBe(0);
  await page.waitForTimeout(500);
  expect(await listingsOf(agent)).toEqual([]);
});

test('a text file renamed .png is refused by the server with its message, and nothing is stored', async () => {
  const { page, agent } = await openAddForm();
  const uploads = countUploads(page);
  await fillListing(page, { title: 'Loft', location: 'Denver, Colorado', min: '1', max: '2', details: 'Open plan.' });
  await page.locator('input[type=file]').setInputFiles(tempFile('not-really.png', 'this is plain text, not a picture\n'));
  await waitForText(page, `${MESSAGES.upload.failed} ${MESSAGES.upload.notAnImage}`);
  expect(uploads.count()).toBe(1);
  await submitAdd(page).click();
  await toast(page, MESSAGES.property.noImage).waitFor();
  expect(await page.getByRole('img', { name: 'Listing picture' }).count()).toBe(0);
  expect(await listingsOf(agent)).toEqual([]);
});

test('a 50 MB image is refused before anything is sent', async () => {
  const { page, agent } = await openAddForm();
  const uploads = countUploads(page);
  await page.locator('input[type=file]').setInputFiles(tempFile('huge.jpg', Buffer.alloc(50 * 1024 * 1024, 0xff)));
  await waitForText(page, MESSAGES.upload.tooLarge);
  await fillListing(page, { title: 'Mansion', location: 'Aspen, Colorado', min: '1', max: '2', details: 'Large.' });
  await submitAdd(page).click();
  await toast(page, MESSAGES.property.noImage).waitFor();
  expect(uploads.count()).toBe(0);
  expect(await listingsOf(agent)).toEqual([]);
});

test('Update: a price change on a verified listing keeps it verified and writes only the price', async () => {
  const { page, id, title } = await openUpdateForm();
  expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(title);
  expect(await page.getByRole('textbox', { name: 'Maximum price (USD)' }).inputValue()).toBe('350000');
  await fillListing(page, { max: '360,000' });
  expect(await page.getByTestId('resubmit-notice').count()).toBe(0);
  await submitUpdate(page).click();
  await toast(page, MESSAGES.property.updated).waitFor();
  await waitForPath(page, '/dashboard/myAddProperty');
  expect(await storedField(id, 'MaximumPrice')).toBe('360000');
  expect(await storedField(id, 'status')).toBe('verified');
  expect(await storedField(id, 'isVerified')).toBe(true);
  expect(await storedField(id, 'title')).toBe(title);
});

test('Update: a title change of a verified listing shows the warning before saving, and stores it pending', async () => {
  const { page, id, title } = await openUpdateForm();
  await fillListing(page, { title: 'Renovated cottage' });
  await page.getByTestId('resubmit-notice').waitFor();
  await waitForText(page, MESSAGES.property.contentEditResubmits);
  expect(await storedField(id, 'status')).toBe('verified');
  // Back to the stored title: no content change, no warning; then the new title again.
  await fillListing(page, { title });
  await eventually(() => page.getByTestId('resubmit-notice').count()).toBe(0);
  await fillListing(page, { title: 'Renovated cottage' });
  await page.getByTestId('resubmit-notice').waitFor();
  await submitUpdate(page).click();
  await toast(page, MESSAGES.property.updated).waitFor();
  expect(await storedField(id, 'title')).toBe('Renovated cottage');
  expect(await storedField(id, 'status')).toBe('pending');
  expect(await storedField(id, 'isVerified')).toBe(false);
});

test('Update: nothing changed says "Update failed" and writes nothing; a cleared title is required', async () => {
  const { page, id } = await openUpdateForm();
  const before = await storedField(id, 'updatedAt');
  await submitUpdate(page).click();
  await toast(page, MESSAGES.property.updateNoChange).waitFor();
  await fillListing(page, { title: '   ' });
  await submitUpdate(page).click();
  await waitForText(page, MESSAGES.property.titleRequired);
  await page.waitForTimeout(500);
  expect(await storedField(id, 'updatedAt')).toBe(before);
  expect(new URL(page.url()).pathname).toBe(`/dashboard/updateProperty/${id}`);
});

test('Update: the image rules — wait while uploading, fix a failed upload, keep the current picture', async () => {
  const { page, id } = await openUpdateForm();
  const stored = await storedField(id, 'image');
  await slowUploads(page, 1500);
  await page.locator('input[type=file]').setInputFiles(PHOTO);
  await waitForText(page, MESSAGES.property.uploadInProgress);
  expect(await submitUpdate(page).isDisabled()).toBe(true);
  await page.unroute(UPLOAD_ROUTE);
  await page.locator('input[type=file]').setInputFiles(tempFile('not-really.png', 'plain text\n'));
  await waitForText(page, `${MESSAGES.upload.failedRetry} ${MESSAGES.upload.notAnImage}`);
  await submitUpdate(page).click();
  await toast(page, MESSAGES.property.uploadErrorPending).waitFor();
  expect(await storedField(id, 'image')).toBe(stored);
  // Keeping the stored picture clears the error; with nothing else changed, there is nothing to save.
  await page.getByRole('button', { name: 'Keep the current picture' }).click();
  await submitUpdate(page).click();
  await toast(page, MESSAGES.property.updateNoChange).waitFor();
  expect(await storedField(id, 'image')).toBe(stored);
});

test("Update: a missing or another agent's listing is not found; a sold one cannot be edited", async () => {
  const { page } = fixture;
  const other = await createUserWithRole('agent');
  const foreign = await createListing(other, { location: 'Bend, Oregon' });
  const agent = await createUserWithRole('agent');
  const sold = await createListing(agent, { location: 'Bend, Oregon', sold: true });
  await signIn(page, agent);
  for (const id of ['NoSuchListing123', foreign]) {
    await open(page, `/dashboard/updateProperty/${id}`);
    await waitForText(page, MESSAGES.property.notFound);
    expect(await submitUpdate(page).count()).toBe(0);
  }
  await open(page, `/dashboard/updateProperty/${sold}`);
  await waitForText(page, MESSAGES.property.editSold);
  expect(await submitUpdate(page).count()).toBe(0);
});

test('Add Property and Update property pass axe at 390 and 1280 px', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const id = await createListing(agent, { location: 'Bend, Oregon', title: 'Cottage with a view', details: 'Two bedrooms and a porch facing the mountains.' });
  await signIn(page, agent);
  for (const width of WIDTHS) {
    await check(page, 'add-property', width, async () => {
      await open(page, '/dashboard/addProperty');
      await submitAdd(page).waitFor();
    });
    await check(page, 'update-property', width, async () => {
      await open(page, `/dashboard/updateProperty/${id}`);
      await page.getByRole('img', { name: 'Listing picture' }).waitFor();
      // Shown with the resubmit warning, so it is checked too.
      await fillListing(page, { title: 'Cottage with a view and a barn' });
      await page.getByTestId('resubmit-notice').waitFor();
    });
  }
});
