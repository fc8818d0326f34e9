// My wishlist (/dashboard/wishlist): the buyer's saved listings, newest first, live, paged by 12;
// "Make an offer" into the offer page; Remove behind the delete confirmation; sold and no
// longer public listings say so. Every test makes its own listings, buyers and entries.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@homehaven/domain/messages';
import { DASHBOARD_PAGE_SIZE } from '@homehaven/domain/queries/paging';
import { check, checkDeleteQuestion, WIDTHS } from './support/axe';
import { eventually, open, signIn, timesShown, waitForPath, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { skippedHeadings } from './support/headings';
import { expectTwoPages } from './support/paging';
import { FIRESTORE_URL, PROJECT_ID } from './support/config';
import { createUserWithRole, type TestUser } from './support/emulators';
import { readFixture, setFixture, updateFixture } from './support/firestore-rest';
import { createListing, FIXTURE_IMAGE, secondsAgo, uniqueWord, type ListingFixture } from './support/listings';

const fixture = useBrowser();
const PATH = '/dashboard/wishlist';

/** A listing by `agent` (a new one by default), with a unique title. */
async function listing(extra: Partial<ListingFixture> = {}, agent?: TestUser) {
  const owner = agent ?? (await createUserWithRole('agent'));
  const fields = { title: `${uniqueWord()} Villa`, location: 'Lakeview, Ohio', min: 400_000, max: 450_000, ...extra };
  const id = await createListing(owner, fields);
  return { id, agent: owner, ...fields };
}

type Listed = Awaited<ReturnType<typeof listing>>;

/** The wishlist entry of `buyer` for `target` (as the details page writes it, rules bypassed); returns its id. */
async function save(buyer: TestUser, target: Listed, createdAt: Date = new Date(), agentImage = ''): Promise<string> {
  const id = `${buyer.uid}_${target.id}`;
  await setFixture(`wishlist/${id}`, {
    userUid: buyer.uid,
    userEmail: buyer.email,
    propertyId: target.id,
    propertyImage: FIXTURE_IMAGE,
    propertyName: target.title,
    propertyLocation: target.location,
    agentName: target.agent.name,
    agentEmail: target.agent.email,
    agentImage,
    MinimumPrice: target.min,
    MaximumPrice: target.max,
    isVerified: true,
    createdAt,
  });
  return id;
}

/** Deletes a document as the emulator's owner (someone removing the entry in another tab). */
async function deleteFixture(path: string): Promise<void> {
  const response = await fetch(`${FIRESTORE_URL}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`, { method: 'DELETE', headers: { Authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`DELETE ${path} failed: ${response.status}`);
}

/** Signs `buyer` in and opens the wishlist. */
async function openWishlist(page: Page, buyer: TestUser): Promise<void> {
  await signIn(page, buyer);
  await open(page, PATH);
  await page.getByRole('heading', { level: 1, name: 'My wishlist' }).waitFor();
}

/** The names on the shown cards, in order. */
function names(page: Page): Promise<string[]> {
  return page.getByTestId('property-card').locator('h3').allTextContents();
}

/** The card of a listing. */
function card(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true });
}

test('the buyer’s entries show newest first with picture, name, location, both prices with $ and the agent; one added meanwhile appears live', async () => {
  const { page } = fixture;
  const older = await listing({ location: 'Dayton, Ohio', min: 1_250_000, max: 710_000 });
  const newer = await listing({ location: 'Akron, Ohio', min: 300_000, max: 325_500 });
  const buyer = await createUserWithRole('user');
  await save(buyer, older, secondsAgo(120), FIXTURE_IMAGE);
  await save(buyer, newer, secondsAgo(60));
  // Another buyer's entry is never this buyer's.
  const stranger = await listing();
  await save(await createUserWithRole('user'), stranger);

  await openWishlist(page, buyer);
  await eventually(() => names(page)).toEqual([newer.title, older.title]);

  const olderCard = card(page, older.title);
  await olderCard.getByText('$710,000 – $1,250,000', { exact: true }).waitFor();
  await olderCard.getByText('Dayton, Ohio', { exact: true }).waitFor();
  await olderCard.getByText(older.agent.name, { exact: true }).waitFor();
  expect(await olderCard.getByRole('img', { name: older.title }).count()).toBe(1);
  // The agent's photo, named after the agent.
  await olderCard.getByRole('img', { name: older.agent.name }).waitFor();
  await card(page, newer.title).getByText('$300,000 – $325,500', { exact: true }).waitFor();
  await card(page, newer.title).getByText(newer.agent.name, { exact: true }).waitFor();
  await card(page, newer.title).getByText('Akron, Ohio', { exact: true }).waitFor();
  expect(await page.getByText(stranger.title).count()).toBe(0);

  // Saved from a details page (another tab) while this one is open: it shows at the top, no reload.
  const added = await listing();
  await save(buyer, added);
  await eventually(() => names(page)).toEqual([added.title, newer.title, older.title]);
  expect(await page.getByRole('link', { name: `View details of ${added.title}` }).getAttribute('href')).toBe(`/DetailsPage/${added.id}`);
});

test('Remove asks first: Cancel keeps the entry, "Yes, delete it!" removes it once and the list updates live', async () => {
  const { page } = fixture;
  const keep = await listing();
  const gone = await listing();
  const buyer = await createUserWithRole('user');
  const keepId = await save(buyer, keep, secondsAgo(120));
  const goneId = await save(buyer, gone, secondsAgo(60));

  await openWishlist(page, buyer);
  await eventually(() => names(page)).toEqual([gone.title, keep.title]);
  const remove = page.getByRole('button', { name: `Remove ${gone.title} from your wishlist` });
  await remove.click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(MESSAGES.confirm.deleteTitle, { exact: true }).waitFor();
  await dialog.getByText(MESSAGES.confirm.deleteText, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await readFixture(`wishlist/${goneId}`)).not.toBeNull();

  await remove.click();
  // A double click deletes once: a second removal would find nothing and say "not found".
  await dialog.getByRole('button', { name: MESSAGES.confirm.deleteYes }).dblclick();
  await waitForText(page, MESSAGES.wishlist.removed);
  await eventually(() => names(page)).toEqual([keep.title]);
  expect(await readFixture(`wishlist/${goneId}`)).toBeNull();
  expect(await readFixture(`wishlist/${keepId}`)).not.toBeNull();
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForTimeout(1_000);
  expect(await timesShown(page, MESSAGES.wishlist.notFound)).toBe(0);
  expect(await timesShown(page, MESSAGES.wishlist.deleteFailed)).toBe(0);
});

test('removing an entry deleted meanwhile says "Oops! Item not found or already deleted."', async () => {
  const { page } = fixture;
  const target = await listing();
  const buyer = await createUserWithRole('user');
  const id = await save(buyer, target);

  await openWishlist(page, buyer);
  await eventually(() => names(page)).toEqual([target.title]);
  await page.getByRole('button', { name: `Remove ${target.title} from your wishlist` }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  // Removed in another tab while the question is open: the live list drops the card.
  await deleteFixture(`wishlist/${id}`);
  await eventually(() => names(page)).toEqual([]);
  await dialog.getByRole('button', { name: MESSAGES.confirm.deleteYes }).click();
  await waitForText(page, MESSAGES.wishlist.notFound);
  await dialog.waitFor({ state: 'hidden' });
  expect(await timesShown(page, MESSAGES.wishlist.deleteFailed)).toBe(0);
  expect(await timesShown(page, MESSAGES.wishlist.removed)).toBe(0);
  await waitForText(page, MESSAGES.empty.wishlist);
});

test('a sold listing and one no longer public say so and offer no "Make an offer"; Remove stays; a sale shows live', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const available = await listing({}, agent);
  const sold = await listing({ sold: true }, agent);
  const withdrawn = await listing({ withdrawn: true }, agent);
  const buyer = await createUserWithRole('user');
  await save(buyer, available, secondsAgo(30));
  await save(buyer, sold, secondsAgo(20));
  await save(buyer, withdrawn, secondsAgo(10));

  await openWishlist(page, buyer);
  await eventually(() => names(page)).toEqual([withdrawn.title, sold.title, available.title]);
  const offerOn = (title: string) => page.getByRole('link', { name: `Make an offer on ${title}` });
  await offerOn(available.title).waitFor();

  const soldCard = card(page, sold.title);
  await soldCard.getByText('Sold', { exact: true }).waitFor();
  expect(await soldCard.getByRole('link', { name: /Make an offer/ }).count()).toBe(0);
  expect(await soldCard.getByRole('button', { name: `Remove ${sold.title} from your wishlist` }).isEnabled()).toBe(true);

  const withdrawnCard = card(page, withdrawn.title);
  await withdrawnCard.getByText('No longer listed', { exact: true }).waitFor();
  expect(await withdrawnCard.getByRole('link', { name: /Make an offer|View details/ }).count()).toBe(0);
  expect(await withdrawnCard.getByRole('button', { name: `Remove ${withdrawn.title} from your wishlist` }).isEnabled()).toBe(true);

  expect(await card(page, available.title).getByText('Sold', { exact: true }).count()).toBe(0);
  expect(await card(page, available.title).getByText('No longer listed').count()).toBe(0);

  // Sold while the page is open: its "Make an offer" goes without a reload.
  await updateFixture(`properties/${available.id}`, { soldAt: new Date(), soldOfferId: 'fixture-offer' });
  await eventually(() => offerOn(available.title).count()).toBe(0);
  await card(page, available.title).getByText('Sold', { exact: true }).waitFor();
});

test('"Make an offer" opens the offer page with the listing id in the URL and the entry as navigation state', async () => {
  const { page } = fixture;
  const target = await listing({ min: 610_000, max: 640_000 });
  const buyer = await createUserWithRole('user');
  await save(buyer, target);

  await openWishlist(page, buyer);
  const offer = page.getByRole('link', { name: `Make an offer on ${target.title}` });
  expect(await offer.getAttribute('href')).toBe(`/dashboard/offerPage?propertyId=${target.id}`);
  await offer.click();
  await waitForPath(page, '/dashboard/offerPage');
  expect(new URL(page.url()).search).toBe(`?propertyId=${target.id}`);
  // react-router keeps the navigation state in history.state.usr.
  const state = await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);
  expect(state).toEqual({
    propertyId: target.id,
    propertyImage: FIXTURE_IMAGE,
    propertyName: target.title,
    propertyLocation: target.location,
    agentName: target.agent.name,
    agentEmail: target.agent.email,
    agentImage: '',
    MinimumPrice: 610_000,
    MaximumPrice: 640_000,
  });
  await page.getByText(target.title).first().waitFor();
});

test('more than 12 entries page with Next and Previous, newest first', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const buyer = await createUserWithRole('user');
  const total = DASHBOARD_PAGE_SIZE + 2;
  const listings = await Promise.all(Array.from({ length: total }, (_, i) => listing({ title: `${uniqueWord()} Flat ${i + 1}` }, agent)));
  // Entry 1 is the newest.
  await Promise.all(listings.map((target, i) => save(buyer, target, secondsAgo(i + 1))));
  const titles = listings.map((target) => target.title);

  await openWishlist(page, buyer);
  await expectTwoPages(page, () => names(page), titles);
});

test('an empty wishlist says so and leads to the listings', async () => {
  const { page } = fixture;
  const buyer = await createUserWithRole('user');
  await save(await createUserWithRole('user'), await listing());
  await openWishlist(page, buyer);
  await waitForText(page, MESSAGES.empty.wishlist);
  expect(await page.getByTestId('property-card').count()).toBe(0);
  await page.getByRole('link', { name: 'Browse properties' }).click();
  await waitForPath(page, '/properties');
});

test('the wishlist, its remove question and its empty state pass axe at 390 and 1280 px', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const buyer = await createUserWithRole('user');
  const available = await listing({ title: `${uniqueWord()} Cottage with a very long name by the old harbour`, min: 1_250_000, max: 1_400_000 }, agent);
  const sold = await listing({ sold: true }, agent);
  const withdrawn = await listing({ withdrawn: true }, agent);
  const ids = [await save(buyer, available, secondsAgo(30), FIXTURE_IMAGE), await save(buyer, sold, secondsAgo(20)), await save(buyer, withdrawn, secondsAgo(10))];
  await openWishlist(page, buyer);
  for (const width of WIDTHS) {
    await check(page, 'wishlist', width, async () => {
      await open(page, PATH);
      await page.getByRole('link', { name: `Make an offer on ${available.title}` }).waitFor();
      await card(page, withdrawn.title).getByText('No longer listed').waitFor();
    });
    expect(await skippedHeadings(page), `wishlist at ${width}px`).toEqual([]);
    await checkDeleteQuestion(page, 'wishlist', width, new RegExp(`^Remove ${sold.title}`));
  }
  await Promise.all(ids.map((id) => deleteFixture(`wishlist/${id}`)));
  for (const width of WIDTHS) {
    await check(page, 'wishlist-empty', width, async () => {
      await open(page, PATH);
      await waitForText(page, MESSAGES.empty.wishlist);
    });
  }
});
