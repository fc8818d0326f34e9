// Saved searches and alerts (docs/alerts.md): a buyer saves a location search on All properties and manages
// it on /dashboard/savedSearches; when an admin verifies a matching listing, the alert trigger writes
// the alert and the e-mail, the bell and the sidebar count it live, and opening it marks it read. Bad
// input: a blank name, a visitor, a search with no location. Each test makes its own people and listings.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ALERT_MESSAGES } from '@homehaven/domain/saved-searches';
import { check, checkDeleteQuestion, checkOpen, WIDTHS } from './support/axe';
import { TRIGGER_WAIT, eventually, open, signIn, waitForPath, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { createUserWithRole, type TestUser } from './support/emulators';
import { FIRESTORE_URL, PROJECT_ID } from './support/config';
import { readFixture, updateFixture } from './support/firestore-rest';
import { createListing, uniqueWord } from './support/listings';

const fixture = useBrowser();

/** A person's saved searches as stored (read as the emulator's owner): name and e-mail switch, by name. */
async function storedSearches(owner: TestUser): Promise<{ name: string; emailAlerts: boolean }[]> {
  const response = await fetch(`${FIRESTORE_URL}/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: { from: [{ collectionId: 'savedSearches' }], where: { fieldFilter: { field: { fieldPath: 'userUid' }, op: 'EQUAL', value: { stringValue: owner.uid } } } },
    }),
  });
  if (!response.ok) throw new Error(`runQuery failed: ${response.status} ${await response.text()}`);
  const rows = (await response.json()) as { document?: { fields: { name: { stringValue: string }; emailAlerts: { booleanValue: boolean } } } }[];
  return rows
    .flatMap(({ document }) => (document ? [{ name: document.fields.name.stringValue, emailAlerts: document.fields.emailAlerts.booleanValue }] : []))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Saves the search on screen under `name` through the Save search dialog. */
async function saveSearch(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await waitForText(page, ALERT_MESSAGES.saved);
}

/** A signed-in buyer with a saved search for a made-up place (and `filters`, URL parameters, when given); answers them and the place. */
async function buyerWithSearch(page: Page, name: string, filters = ''): Promise<{ buyer: TestUser; word: string }> {
  const word = uniqueWord();
  const buyer = await createUserWithRole('user');
  await signIn(page, buyer);
  await open(page, `/properties?search=${word}${filters}`);
  await saveSearch(page, name);
  return { buyer, word };
}

test('a saved search alerts its owner when a matching listing is verified: the bell and sidebar count it live, an e-mail is queued, opening it marks it read', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const { buyer, word } = await buyerWithSearch(page, 'Homes by the lake');
  const title = `${word} Lake Cottage`;
  const listing = await createListing(agent, { title, location: `12 Shore Road, ${word} Heights`, status: 'pending', min: 310_000, max: 295_000 });

  await open(page, '/');
  const bell = page.getByRole('link', { name: /^Notifications/ });
  await eventually(() => bell.getAttribute('aria-label')).toBe('Notifications');

  // The admin's verdict, as Manage properties writes it.
  await updateFixture(`properties/${listing}`, { status: 'verified', isVerified: true });
  await eventually(() => bell.getAttribute('aria-label'), TRIGGER_WAIT).toBe('Notifications, 1 unread');

  // The e-mail is written after the notification (only a new notification gets one): wait for it too.
  await eventually(async () => (await readFixture(`mail/${buyer.uid}_${listing}`))?.fields.to, TRIGGER_WAIT).toEqual({ stringValue: buyer.email });
  const mail = await readFixture(`mail/${buyer.uid}_${listing}`);
  expect(JSON.stringify(mail?.fields.message)).toContain(`/DetailsPage/${listing}`);

  await bell.click();
  await waitForPath(page, '/dashboard/notifications');
  await eventually(() => page.getByRole('link', { name: /^Notifications.*1 unread/ }).count()).toBe(1);
  const alert = page.getByRole('listitem').filter({ hasText: title });
  await alert.getByText('New listing for “Homes by the lake”').waitFor();
  expect(await alert.getByText('$295,000 – $310,000').count()).toBe(1);
  for (const width of WIDTHS) await check(page, 'notifications', width, () => alert.waitFor());

  await alert.getByRole('link', { name: title }).click();
  await waitForPath(page, `/DetailsPage/${listing}`);
  await eventually(async () => (await readFixture(`notifications/${buyer.uid}_${listing}`))?.fields.read).toEqual({ booleanValue: true });
  await eventually(() => bell.getAttribute('aria-label')).toBe('Notifications');
});

test('saved searches keep their filters, are renamed, switched off for e-mail, run and deleted from the dashboard; a blank name is refused and changes nothing', async () => {
  const { page } = fixture;
  const { buyer, word } = await buyerWithSearch(page, 'First try', '&sort=asc&max=650000&beds=3&type=house');
  await open(page, '/dashboard/savedSearches');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'First try' }) });
  await card.waitFor();
  expect(await card.getByTestId('saved-search-filters').textContent()).toBe('Up to $650,000 · 3+ beds · House');
  for (const width of WIDTHS) await check(page, 'saved-searches', width, () => card.waitFor());

  await card.getByRole('button', { name: 'Rename First try' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename saved search' });
  await rename.getByLabel('Name').fill('   ');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await rename.getByText('Give this search a name.').waitFor();
  await rename.getByLabel('Name').fill('Lakeside, two bedrooms');
  await rename.getByRole('button', { name: 'Rename' }).click();
  // Renamed on screen at once, then stored, then the toast once the server has answered.
  const renamed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Lakeside, two bedrooms' }) });
  await renamed.waitFor();
  await eventually(() => storedSearches(buyer)).toEqual([{ name: 'Lakeside, two bedrooms', emailAlerts: true }]);
  await waitForText(page, ALERT_MESSAGES.renamed);
  await rename.waitFor({ state: 'detached' });

  const emailSwitch = renamed.getByRole('checkbox', { name: 'E-mail alerts' });
  expect(await emailSwitch.isChecked()).toBe(true);
  await renamed.getByText('E-mail alerts').click();
  await waitForText(page, ALERT_MESSAGES.emailOff);
  await eventually(() => emailSwitch.isChecked()).toBe(false);
  expect(await storedSearches(buyer)).toEqual([{ name: 'Lakeside, two bedrooms', emailAlerts: false }]);

  await renamed.getByRole('link', { name: 'Run Lakeside, two bedrooms' }).click();
  await eventually(() => page.evaluate(() => location.pathname + location.search)).toBe(`/properties?search=${word}&sort=asc&max=650000&beds=3&type=house`);
  await eventually(() => page.getByLabel('Property type').inputValue()).toBe('house');
  await open(page, '/dashboard/savedSearches');
  await checkDeleteQuestion(page, 'saved-searches', 390);
  await page.getByRole('button', { name: 'Delete Lakeside, two bedrooms' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete it!' }).click();
  await waitForText(page, ALERT_MESSAGES.deleted);
  await page.getByText(ALERT_MESSAGES.noSearches).waitFor();
  expect(await storedSearches(buyer)).toEqual([]);
  for (const width of WIDTHS) await check(page, 'saved-searches-empty', width, () => page.getByText(ALERT_MESSAGES.noSearches).waitFor());
});

test('bad input: a blank name is refused in the save dialog; a visitor is sent to sign in; without a location there is nothing to save', async () => {
  const { page } = fixture;
  const word = uniqueWord();
  await open(page, `/properties?search=${word}`);
  await page.getByRole('button', { name: 'Save search' }).click();
  await waitForPath(page, '/login');

  const buyer = await createUserWithRole('user');
  await signIn(page, buyer);
  await open(page, '/properties');
  await page.getByRole('heading', { name: 'Every verified listing' }).waitFor();
  expect(await page.getByRole('button', { name: 'Save search' }).count()).toBe(0);

  await open(page, `/properties?search=${word}`);
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  expect(await dialog.getByLabel('Name').inputValue()).toBe(word);
  await dialog.getByLabel('Name').fill('');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await dialog.getByText('Give this search a name.').waitFor();
  await checkOpen(page, 'save-search-dialog-1280');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await open(page, '/dashboard/savedSearches');
  await page.getByText(ALERT_MESSAGES.noSearches).waitFor();
});
