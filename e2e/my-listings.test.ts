// My Added Properties (/dashboard/myAddProperty): the agent's own listings in every status, newest
// first, live, paged by 12, with Update and Delete (through the facade: a listing a buyer has paid for
// stays). Every test makes its own agents, listings and offers.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@homehaven/domain/messages';
import { PAUSE_MESSAGES, PAUSED_LABEL } from '@homehaven/domain/listing-pause';
import { PLAN_MESSAGES } from '@homehaven/domain/plan-messages';
import { DASHBOARD_PAGE_SIZE } from '@homehaven/domain/queries/paging';
import { check, checkDeleteQuestion, WIDTHS } from './support/axe';
import { eventually, open, signIn, timesShown, waitForPath, waitForText, waitForToast } from './support/app';
import { useBrowser } from './support/browser';
import { expectTwoPages } from './support/paging';
import { createUserWithRole, type TestUser } from './support/emulators';
import { readFixture, updateFixture } from './support/firestore-rest';
import { createListing, secondsAgo, uniqueWord, type ListingFixture } from './support/listings';
import { createOffer, payAs } from './support/offers';

const fixture = useBrowser();
const PATH = '/dashboard/myAddProperty';

/** A listing of `agent` with a unique title; returns its id and title. */
async function listing(agent: TestUser, fields: Partial<ListingFixture> = {}) {
  const title = `${uniqueWord()} Villa`;
  const location = fields.location ?? 'Dayton, Ohio';
  const id = await createListing(agent, { ...fields, title, location });
  return { id, title, location, agent };
}

/** Signs `agent` in and opens My Added Properties. */
async function openMyListings(page: Page, agent: TestUser): Promise<void> {
  await signIn(page, agent);
  await open(page, PATH);
  await page.getByRole('heading', { level: 1, name: 'My added properties' }).waitFor();
}

/** The titles of the shown cards, in order. */
function titles(page: Page): Promise<string[]> {
  return page.getByTestId('property-card').getByRole('heading', { level: 3 }).allTextContents();
}

/** The card of the listing titled `title`. */
function card(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true });
}

/** A card's status badge: its text and colour. */
async function badge(page: Page, title: string): Promise<{ text: string | null; tone: string | null }> {
  const status = card(page, title).locator('[data-tone]');
  return { text: await status.textContent(), tone: await status.getAttribute('data-tone') };
}

test('the agent sees only their own listings in every status, newest first, with badges; a verdict shows live; Update opens the update page', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const verified = await listing(agent, { status: 'verified', createdAt: secondsAgo(400) });
  const pending = await listing(agent, { status: 'pending', createdAt: secondsAgo(300) });
  const rejected = await listing(agent, { status: 'rejected', createdAt: secondsAgo(200) });
  const sold = await listing(agent, { status: 'verified', sold: true, createdAt: secondsAgo(100) });
  // Another agent's listing, newer than all of them: never shown here.
  const others = await listing(await createUserWithRole('agent'), { status: 'pending' });

  await openMyListings(page, agent);
  await eventually(() => titles(page)).toEqual([sold.title, rejected.title, pending.title, verified.title]);
  expect(await card(page, others.title).count()).toBe(0);

  expect(await badge(page, verified.title)).toEqual({ text: 'verified', tone: 'green' });
  expect(await badge(page, pending.title)).toEqual({ text: 'pending', tone: 'yellow' });
  expect(await badge(page, rejected.title)).toEqual({ text: 'rejected', tone: 'red' });
  expect(await badge(page, sold.title)).toEqual({ text: 'verified', tone: 'green' });
  await card(page, sold.title).getByText('Sold', { exact: true }).waitFor();

  // Verified: a details link. Pending and rejected: a label that cannot be clicked.
  expect(
    await card(page, verified.title)
      .getByRole('link', { name: `View details of ${verified.title}` })
      .getAttribute('href'),
  ).toBe(`/DetailsPage/${verified.id}`);
  expect(await card(page, pending.title).getByTestId('closed-label').textContent()).toBe('Awaiting verification');
  expect(await card(page, rejected.title).getByTestId('closed-label').textContent()).toBe('Rejected');
  expect(
    await card(page, pending.title)
      .getByRole('link', { name: /View details/ })
      .count(),
  ).toBe(0);

  // Update on every card; Delete on every card but the sold one.
  for (const shown of [verified, pending, rejected, sold]) {
    expect(
      await card(page, shown.title)
        .getByRole('link', { name: `Update ${shown.title}` })
        .getAttribute('href'),
    ).toBe(`/dashboard/updateProperty/${shown.id}`);
  }
  for (const shown of [verified, pending, rejected]) {
    expect(
      await card(page, shown.title)
        .getByRole('button', { name: `Delete ${shown.title}` })
        .count(),
    ).toBe(1);
  }
  expect(
    await card(page, sold.title)
      .getByRole('button', { name: /Delete/ })
      .count(),
  ).toBe(0);
  await card(page, sold.title).getByTestId('sold-note').waitFor();

  // An admin verifies the pending one meanwhile: its badge and its details link show without a reload.
  await updateFixture(`properties/${pending.id}`, { status: 'verified', isVerified: true });
  await eventually(() => badge(page, pending.title)).toEqual({ text: 'verified', tone: 'green' });
  await card(page, pending.title)
    .getByRole('link', { name: `View details of ${pending.title}` })
    .waitFor();
  expect(await titles(page)).toEqual([sold.title, rejected.title, pending.title, verified.title]);

  await card(page, rejected.title)
    .getByRole('link', { name: `Update ${rejected.title}` })
    .click();
  await waitForPath(page, `/dashboard/updateProperty/${rejected.id}`);
});

test('Delete asks first: Cancel keeps the listing, "Yes, delete it!" deletes it once and the card goes', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const keep = await listing(agent, { createdAt: secondsAgo(120) });
  const gone = await listing(agent, { status: 'pending', createdAt: secondsAgo(60) });

  await openMyListings(page, agent);
  await eventually(() => titles(page)).toEqual([gone.title, keep.title]);

  const deleteButton = card(page, gone.title).getByRole('button', { name: `Delete ${gone.title}` });
  await deleteButton.click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(MESSAGES.confirm.deleteTitle, { exact: true }).waitFor();
  await dialog.getByText(MESSAGES.confirm.deleteText, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await readFixture(`properties/${gone.id}`)).not.toBeNull();

  await deleteButton.click();
  // A double click on the confirmation deletes once: a second delete would fail (nothing left to delete).
  await dialog.getByRole('button', { name: MESSAGES.confirm.deleteYes }).dblclick();
  await waitForText(page, MESSAGES.property.deleted);
  await eventually(() => titles(page)).toEqual([keep.title]);
  await eventually(() => readFixture(`properties/${gone.id}`)).toBeNull();
  expect(await readFixture(`properties/${keep.id}`)).not.toBeNull();
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForTimeout(1_000);
  expect(await timesShown(page, MESSAGES.property.deleteFailed)).toBe(0);
});

test('a listing a buyer has paid for cannot be deleted: the server says why and the listing stays', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const paid = await listing(agent, { min: 400_000, max: 450_000 });
  const buyer = await createUserWithRole('user');
  const offerId = await createOffer(buyer, paid, 420_000);
  await payAs(buyer, offerId);

  await openMyListings(page, agent);
  await eventually(() => titles(page)).toEqual([paid.title]);
  await card(page, paid.title)
    .getByRole('button', { name: `Delete ${paid.title}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: MESSAGES.confirm.deleteYes }).click();
  await waitForText(page, MESSAGES.property.deleteBlocked);
  await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
  expect(await readFixture(`properties/${paid.id}`)).not.toBeNull();
  expect(await titles(page)).toEqual([paid.title]);
  const offer = await readFixture(`offers/${offerId}`);
  expect(offer?.fields.status).toEqual({ stringValue: 'bought' });
});

test('more than 12 listings page with Next and Previous, newest first', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const total = DASHBOARD_PAGE_SIZE + 2;
  const statuses = ['verified', 'pending', 'rejected'] as const;
  // Listing 0 is the newest.
  const made = await Promise.all(Array.from({ length: total }, (_, i) => listing(agent, { status: statuses[i % 3], createdAt: secondsAgo(i + 1) })));
  const names = made.map((shown) => shown.title);

  await openMyListings(page, agent);
  await expectTwoPages(page, () => titles(page), names);
});

test('an agent without listings sees "No properties found" and a way to Add Property', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  // Another agent's listing never counts as this agent's.
  await listing(await createUserWithRole('agent'));
  await openMyListings(page, agent);
  await waitForText(page, MESSAGES.property.noneFound);
  expect(await page.getByTestId('property-card').count()).toBe(0);
  await page.getByRole('link', { name: 'Add a property' }).click();
  await waitForPath(page, '/dashboard/addProperty');
});

test('an agent chooses which listing stays live: Resume into a full plan says the ways out; Pause one, Resume the other; each shows live', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const live = await listing(agent, { status: 'verified', createdAt: secondsAgo(200) });
  const paused = await listing(agent, { status: 'verified', createdAt: secondsAgo(100) });
  await updateFixture(`properties/${live.id}`, { slotHolder: agent.uid });
  await updateFixture(`properties/${paused.id}`, { slotHolder: agent.uid, withdrawn: true, pausedAt: new Date() });
  await updateFixture(`billingAccounts/${agent.uid}`, { planId: 'free', planName: 'Free', status: 'lapsed', listingsAllowed: 1, listingsUsed: 1, listingsPaused: 1, featuredAllowed: 0 });
  await openMyListings(page, agent);
  await card(page, paused.title).getByTestId('closed-label').getByText(PAUSED_LABEL).waitFor();

  await card(page, paused.title)
    .getByRole('button', { name: `Resume ${paused.title}` })
    .click();
  await waitForToast(page, PLAN_MESSAGES.quotaFull(1));
  await card(page, live.title)
    .getByRole('button', { name: `Pause ${live.title}` })
    .click();
  await waitForToast(page, PAUSE_MESSAGES.paused);
  await card(page, live.title).getByTestId('closed-label').getByText(PAUSED_LABEL).waitFor();
  await card(page, paused.title)
    .getByRole('button', { name: `Resume ${paused.title}` })
    .click();
  await waitForToast(page, PAUSE_MESSAGES.resumed);
  await card(page, paused.title)
    .getByRole('link', { name: `View details of ${paused.title}` })
    .waitFor();
  const account = (await readFixture(`billingAccounts/${agent.uid}`))?.fields;
  expect([account?.listingsUsed?.integerValue, account?.listingsPaused?.integerValue]).toEqual(['1', '1']);
  for (const width of WIDTHS) {
    await check(page, 'my-listings-paused', width, async () => {
      await open(page, PATH);
      await card(page, live.title)
        .getByRole('button', { name: `Resume ${live.title}` })
        .waitFor();
    });
  }
});

test('My Added Properties and its delete question pass axe at 390 and 1280 px', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  await listing(agent, { status: 'verified', createdAt: secondsAgo(50) });
  await listing(agent, { status: 'pending', createdAt: secondsAgo(40), location: 'A very long location name, Springfield Heights, Massachusetts' });
  await listing(agent, { status: 'rejected', createdAt: secondsAgo(30) });
  await listing(agent, { status: 'verified', sold: true, createdAt: secondsAgo(20) });
  await openMyListings(page, agent);
  for (const width of WIDTHS) {
    await check(page, 'my-listings', width, async () => {
      await open(page, PATH);
      await page.getByTestId('property-card').nth(3).waitFor();
    });
    await checkDeleteQuestion(page, 'my-listings', width);
  }
});

test('the empty My Added Properties passes axe at 390 and 1280 px', async () => {
  const { page } = fixture;
  await openMyListings(page, await createUserWithRole('agent'));
  for (const width of WIDTHS) {
    await check(page, 'my-listings-empty', width, async () => {
      await open(page, PATH);
      await waitForText(page, MESSAGES.property.noneFound);
    });
  }
});
