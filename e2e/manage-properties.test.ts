// Manage properties (/dashboard/manageProperties, admin; docs/product.md §9.1 Manage properties): every listing under a status filter,
// pending first; Verify and Reject while pending, applied at once, the verified listing public without a
// reload. The emulator holds every test's listings: this file's pending ones are dated in 2000, so they
// lead the pending queue (longest waiting first) whatever other files add meanwhile.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { GALLERY_MESSAGES } from '@homehaven/domain/listing-media';
import { VERDICT_MESSAGES } from '@homehaven/domain/admin-messages';
import { check, SCREENS, screenshot, WIDTHS } from './support/axe';
import { eventually, open, signIn, timesShown, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { createUserWithRole, type TestUser } from './support/emulators';
import { readFixture, updateFixture } from './support/firestore-rest';
import { createListing, uniqueWord } from './support/listings';

const fixture = useBrowser();
const PATH = '/dashboard/manageProperties';

/** A moment in 2000, distinct per call and increasing across the run, so this file's pending listings queue first in order. */
let queued = 0;
function queuedAt(): Date {
  queued += 1;
  return new Date(Date.UTC(2000, 0, 1) + (Date.now() % 86_400_000) * 1000 + queued * 1000);
}

/** A pending listing named after `word`. */
async function pendingListing(agent: TestUser, word: string, name: string) {
  const title = `${word} ${name}`;
  const id = await createListing(agent, { title, location: `${word} Heights, Tulsa`, status: 'pending', createdAt: queuedAt() });
  return { id, title };
}

/** Signs a new admin in and opens Manage properties (`search`: a filter). */
async function openAsAdmin(page: Page, search = ''): Promise<void> {
  await signIn(page, await createUserWithRole('admin'));
  await open(page, PATH + search);
  await page.getByRole('heading', { level: 1, name: 'Manage properties' }).waitFor();
}

/** The titles of the listings shown that carry `word`, in order. */
async function titlesWith(page: Page, word: string): Promise<string[]> {
  const rows = page.getByTestId('admin-listing');
  return (await rows.allInnerTexts()).map((text) => text.split(/[\n\t]/).find((line) => line.startsWith(word)) ?? '').filter(Boolean);
}

/** The field `status` of a stored listing. */
async function statusOf(id: string): Promise<unknown> {
  return (await readFixture(`properties/${id}`))?.fields.status?.stringValue;
}

test('an admin verifies one pending listing and rejects another: each leaves the queue at once, the verified one is public', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const word = uniqueWord();
  const first = await pendingListing(agent, word, 'Cottage');
  const second = await pendingListing(agent, word, 'Loft');
  // Pictures the app serves itself: the cover and two more photos, a floor plan, a panorama; and facts.
  const photos = ['/hero.jpg', '/blog/first-viewing-800.webp', '/blog/spring-market-800.webp'];
  await updateFixture(`properties/${first.id}`, { image: photos[0] ?? '', photos, floorPlans: ['/cover.jpg'], panoramas: ['/hero-1024.webp'], facts: { bedrooms: 4, area: 2100 } });
  await openAsAdmin(page);

  // Pending is the default filter, longest waiting first.
  expect(await page.getByRole('link', { name: 'Pending' }).getAttribute('aria-current')).toBe('page');
  await eventually(() => titlesWith(page, word)).toEqual([first.title, second.title]);
  const row = page.getByRole('row', { name: first.title });
  await row.getByText(agent.email).waitFor();

  // Before deciding, every picture and the facts: "Pictures (5)" opens them under the row.
  await row.getByRole('button', { name: `${GALLERY_MESSAGES.pictures(5)}: ${first.title}` }).click();
  const pictures = page.getByTestId('listing-pictures');
  expect(await pictures.getByRole('list', { name: GALLERY_MESSAGES.photosHeading }).getByRole('button').count()).toBe(3);
  expect(await pictures.getByRole('list', { name: GALLERY_MESSAGES.floorPlansHeading }).getByRole('button').count()).toBe(1);
  expect(await pictures.getByRole('list', { name: GALLERY_MESSAGES.panoramasHeading }).getByRole('button').count()).toBe(1);
  expect(await pictures.getByTestId('facts-grid').innerText()).toMatch(/Bedrooms\s+4[\s\S]*Interior area\s+2,100 ft²/);
  // The panel stays open when the layout changes (a phone turned sideways: the table becomes cards).
  await page.setViewportSize({ width: 390, height: 860 });
  await page.getByRole('article', { name: first.title }).getByTestId('listing-pictures').waitFor();
  await page.setViewportSize({ width: 1280, height: 860 });
  await row.getByRole('button', { name: `${GALLERY_MESSAGES.pictures(5)}: ${first.title}` }).waitFor();
  expect(await pictures.count()).toBe(1);
  await screenshot(page, `${SCREENS}/manage-properties-pictures-1280.png`, { fullPage: true });
  await pictures.getByRole('button', { name: GALLERY_MESSAGES.photo(3, 3) }).click();
  await page.getByRole('dialog', { name: GALLERY_MESSAGES.photoViewer }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: GALLERY_MESSAGES.photoViewer }).waitFor({ state: 'detached' });

  // A double click verifies once: the row leaves the queue before the server answers, no failure
  // shows, and the second click does not decide the listing that moved up under the pointer.
  await row.getByRole('button', { name: `Verify ${first.title}` }).dblclick();
  await eventually(() => titlesWith(page, word)).toEqual([second.title]);
  await waitForText(page, VERDICT_MESSAGES.verified);
  await eventually(() => statusOf(first.id)).toBe('verified');
  expect(await statusOf(second.id)).toBe('pending');

  await page.getByRole('button', { name: `Reject ${second.title}` }).click();
  await waitForText(page, VERDICT_MESSAGES.rejected);
  await eventually(() => statusOf(second.id)).toBe('rejected');
  await eventually(() => titlesWith(page, word)).toEqual([]);
  expect(await timesShown(page, VERDICT_MESSAGES.failed)).toBe(0);

  // The Rejected filter shows the rejected one, with no verdict buttons left.
  await page.getByRole('link', { name: 'Rejected' }).click();
  await page.waitForURL((url) => url.searchParams.get('status') === 'rejected');
  await eventually(() => titlesWith(page, word)).toEqual([second.title]);
  expect(await page.getByRole('button', { name: `Reject ${second.title}` }).count()).toBe(0);

  // The verified listing is public: All properties finds it.
  await open(page, `/properties?search=${word}`);
  await page.getByRole('heading', { name: first.title }).waitFor();
  expect(await page.getByRole('heading', { name: second.title }).count()).toBe(0);
});

/**
 * Holds this page's Firestore writes until the returned function is called: what happens on the server
 * meanwhile is what another person did before the write arrived. (The page reads and writes in a
 * worker, docs/decisions.md "Signed-in Firestore in a worker", whose network Chromium cannot emulate as
 * offline; a held request is the same race.)
 */
async function holdWrites(page: Page): Promise<() => Promise<void>> {
  const pattern = '**/google.firestore.v1.Firestore/Write/channel**';
  const held: (() => void)[] = [];
  const passed: Promise<void>[] = [];
  let holding = true;
  await page.route(pattern, (route) => {
    const pass = (async () => {
      if (holding && route.request().method() === 'POST') await new Promise<void>((release) => held.push(release));
      await route.continue();
    })();
    passed.push(pass);
    return pass;
  });
  return async () => {
    holding = false;
    for (const release of held) release();
    // Every held request goes on before the route is removed (a removed route would answer them itself).
    await Promise.all(passed);
    await page.unroute(pattern);
  };
}

test('a verdict the rules refuse is rolled back with a toast', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const word = uniqueWord();
  const listing = await pendingListing(agent, word, 'Barn');
  await openAsAdmin(page);
  await eventually(() => titlesWith(page, word)).toEqual([listing.title]);

  // Another admin decides it first, while this page's verdict is on its way: the server refuses a second one.
  const release = await holdWrites(page);
  await page.getByRole('button', { name: `Verify ${listing.title}` }).click();
  await eventually(() => titlesWith(page, word)).toEqual([]);
  await updateFixture(`properties/${listing.id}`, { status: 'rejected', isVerified: false });
  await release();
  await waitForText(page, VERDICT_MESSAGES.failed);
  await eventually(() => statusOf(listing.id)).toBe('rejected');
});

test('a verdict on content its agent changed after the admin opened it is refused: the toast says so and the list shows the new content', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const word = uniqueWord();
  const listing = await pendingListing(agent, word, 'Mill');
  await openAsAdmin(page);
  await eventually(() => titlesWith(page, word)).toEqual([listing.title]);

  // The agent edits it while the verdict is on its way: the verdict names the content on screen.
  const release = await holdWrites(page);
  await page.getByRole('button', { name: `Verify ${listing.title}`, exact: true }).click();
  const renamed = `${word} Mill, now with a pool`;
  await updateFixture(`properties/${listing.id}`, { title: renamed, updatedAt: new Date() });
  await release();
  await waitForText(page, VERDICT_MESSAGES.changed);
  await eventually(() => titlesWith(page, word)).toEqual([renamed]);
  expect(await statusOf(listing.id)).toBe('pending');
});

test("an admin's own listing (an agent promoted to admin keeps theirs) shows Verify and Reject greyed, saying why", async () => {
  const { page } = fixture;
  const admin = await createUserWithRole('admin');
  const word = uniqueWord();
  const listing = await pendingListing(admin, word, 'Loft');
  await signIn(page, admin);
  await open(page, PATH);
  const row = page.getByTestId('admin-listing').filter({ hasText: listing.title }).first();
  await row.waitFor();
  expect(await row.getByRole('button', { name: `Verify ${listing.title}` }).isDisabled()).toBe(true);
  expect(await row.getByRole('button', { name: `Reject ${listing.title}` }).isDisabled()).toBe(true);
  await row.getByText(VERDICT_MESSAGES.ownListing).waitFor();
});

test('the filters show withdrawn listings marked as such, and the page passes axe at 390 and 1280 px', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const word = uniqueWord();
  await pendingListing(agent, word, 'Chalet');
  const withdrawnTitle = `${word} Bungalow`;
  await createListing(agent, { title: withdrawnTitle, location: `${word} Flats, Tulsa`, withdrawn: true, createdAt: new Date(Date.now() + 60 * 60_000) });
  await openAsAdmin(page, '?status=withdrawn');
  const withdrawn = page.getByTestId('admin-listing').filter({ hasText: withdrawnTitle });
  await withdrawn.getByText('Withdrawn', { exact: true }).waitFor();
  expect(await withdrawn.getByRole('button', { name: /^(Verify|Reject) / }).count()).toBe(0);

  for (const width of WIDTHS) {
    await check(page, 'manage-properties', width, async () => {
      await open(page, PATH);
      await page
        .getByTestId('admin-listing')
        .filter({ hasText: `${word} Chalet` })
        .waitFor();
    });
  }
});
