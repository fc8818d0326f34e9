// My reviews (/dashboard/myReviews): the buyer's own reviews, newest first, live, paged by 12, with
// Delete behind the delete confirmation. Every test makes its own listings, buyers and reviews.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { formatDay } from '@homehaven/domain/format';
import { MESSAGES } from '@homehaven/domain/messages';
import { REVIEW_MESSAGES } from '@homehaven/domain/review-messages';
import { DASHBOARD_PAGE_SIZE } from '@homehaven/domain/queries/paging';
import { check, checkDeleteQuestion, WIDTHS } from './support/axe';
import { eventually, open, signIn, timesShown, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { expectTwoPages } from './support/paging';
import { createUserWithRole, type TestUser } from './support/emulators';
import { readFixture, updateFixture } from './support/firestore-rest';
import { createListing, createReview, secondsAgo, uniqueWord } from './support/listings';

const fixture = useBrowser();
const PATH = '/dashboard/myReviews';

/** A verified listing by a new agent, with a unique title. */
async function listing() {
  const agent = await createUserWithRole('agent');
  const title = `${uniqueWord()} Lodge`;
  const id = await createListing(agent, { title, location: 'Lakeview, Ohio' });
  return { id, title, agent };
}

type Listed = Awaited<ReturnType<typeof listing>>;

/** A review of `target` by `author`, its copied fields as the rules require. */
function review(author: TestUser, target: Listed, rating: number, comment: string, createdAt: Date = new Date()) {
  return createReview(author, target.id, { propertyTitle: target.title, agentName: target.agent.name, rating, comment, createdAt });
}

/** Signs `buyer` in and opens My reviews. */
async function openMyReviews(page: Page, buyer: TestUser): Promise<void> {
  await signIn(page, buyer);
  await open(page, PATH);
  await page.getByRole('heading', { level: 1, name: 'My reviews' }).waitFor();
}

/** The comments of the shown cards, in order. */
function comments(page: Page): Promise<string[]> {
  return page.getByTestId('review-comment').allTextContents();
}

/** The card whose comment is `comment`. */
function card(page: Page, comment: string) {
  return page.getByTestId('review-card').filter({ has: page.getByTestId('review-comment').getByText(comment, { exact: true }) });
}

test('only the buyer’s own reviews show, newest first, with title link, stars, comment, agent and date; a new one appears live', async () => {
  const { page } = fixture;
  const first = await listing();
  const second = await listing();
  const buyer = await createUserWithRole('user');
  const other = await createUserWithRole('user');
  const olderAt = secondsAgo(3 * 86_400);
  await review(buyer, first, 3, 'Older: the roof needs work.', olderAt);
  await review(buyer, second, 5, 'Newer: a lovely garden.', secondsAgo(60));
  await review(other, first, 1, 'Another buyer did not like it.', secondsAgo(30));
  await createReview(buyer, second.id, { propertyTitle: '', agentName: second.agent.name, rating: 2, comment: 'Untitled listing copy.', createdAt: secondsAgo(4 * 86_400) });

  await openMyReviews(page, buyer);
  await eventually(() => comments(page)).toEqual(['Newer: a lovely garden.', 'Older: the roof needs work.', 'Untitled listing copy.']);
  expect(await page.getByText('Another buyer did not like it.').count()).toBe(0);

  const newer = card(page, 'Newer: a lovely garden.');
  expect(await newer.getByRole('link', { name: second.title }).getAttribute('href')).toBe(`/DetailsPage/${second.id}`);
  expect(await newer.getByRole('img', { name: 'Rated 5 out of 5' }).count()).toBe(1);
  await newer.getByText(`Agent: ${second.agent.name}`).waitFor();
  await newer.getByText(formatDay(new Date())).waitFor();

  const older = card(page, 'Older: the roof needs work.');
  expect(await older.getByRole('link', { name: first.title }).getAttribute('href')).toBe(`/DetailsPage/${first.id}`);
  expect(await older.getByRole('img', { name: 'Rated 3 out of 5' }).count()).toBe(1);
  await older.getByText(formatDay(olderAt)).waitFor();

  const untitled = card(page, 'Untitled listing copy.');
  await untitled.getByRole('link', { name: MESSAGES.fallback.propertyTitle, exact: true }).waitFor();

  // Written in another tab meanwhile: it shows at the top without a reload.
  await review(buyer, first, 4, 'Written meanwhile.');
  await eventually(() => comments(page)).toEqual(['Written meanwhile.', 'Newer: a lovely garden.', 'Older: the roof needs work.', 'Untitled listing copy.']);

  await newer.getByRole('link', { name: second.title }).click();
  await page.getByRole('heading', { level: 1, name: second.title }).waitFor();
});

test('Delete asks first: Cancel keeps the review, "Yes, delete it!" deletes it once and the list updates live', async () => {
  const { page } = fixture;
  const target = await listing();
  const buyer = await createUserWithRole('user');
  const keepId = await review(buyer, target, 4, 'Keep this one.', secondsAgo(120));
  const goneId = await review(buyer, target, 2, 'Delete this one.', secondsAgo(60));
  // Written under an e-mail the buyer no longer has: no Delete (docs/product.md §7.4 My reviews).
  const oldMailId = await review(buyer, target, 5, 'Written under my old address.', secondsAgo(180));
  await updateFixture(`reviews/${oldMailId}`, { userEmail: 'old-address@e2e.test' });

  await openMyReviews(page, buyer);
  await eventually(() => comments(page)).toEqual(['Delete this one.', 'Keep this one.', 'Written under my old address.']);
  expect(
    await card(page, 'Written under my old address.')
      .getByRole('button', { name: /^Delete/ })
      .count(),
  ).toBe(0);
  expect(
    await card(page, 'Keep this one.')
      .getByRole('button', { name: /^Delete/ })
      .count(),
  ).toBe(1);

  const deleteButton = card(page, 'Delete this one.').getByRole('button', { name: `Delete your review of ${target.title}` });
  await deleteButton.click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(MESSAGES.confirm.deleteTitle, { exact: true }).waitFor();
  await dialog.getByText(MESSAGES.confirm.deleteText, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await readFixture(`reviews/${goneId}`)).not.toBeNull();

  await deleteButton.click();
  // A double click on the confirmation deletes once: a second delete would be refused (nothing left to delete).
  await dialog.getByRole('button', { name: MESSAGES.confirm.deleteYes }).dblclick();
  await waitForText(page, REVIEW_MESSAGES.deletedOwn);
  await eventually(() => comments(page)).toEqual(['Keep this one.', 'Written under my old address.']);
  await eventually(() => readFixture(`reviews/${goneId}`)).toBeNull();
  expect(await readFixture(`reviews/${keepId}`)).not.toBeNull();
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForTimeout(1_000);
  expect(await timesShown(page, REVIEW_MESSAGES.deleteFailedOwn)).toBe(0);
});

test('a buyer without reviews sees "You haven\'t written any reviews yet." and a way to the listings', async () => {
  const { page } = fixture;
  const buyer = await createUserWithRole('user');
  // Another buyer's review never counts as this buyer's.
  await review(await createUserWithRole('user'), await listing(), 4, 'Not by this buyer.');
  await openMyReviews(page, buyer);
  await waitForText(page, REVIEW_MESSAGES.noneWritten);
  expect(await page.getByTestId('review-card').count()).toBe(0);
  await page.getByRole('link', { name: 'Browse properties' }).click();
  await page.waitForURL((url) => url.pathname === '/properties');
});

test('more than 12 reviews page with Next and Previous, newest first', async () => {
  const { page } = fixture;
  const target = await listing();
  const buyer = await createUserWithRole('user');
  const total = DASHBOARD_PAGE_SIZE + 2;
  const names = Array.from({ length: total }, (_, i) => `Review number ${i + 1}.`);
  // Review 1 is the newest.
  await Promise.all(names.map((comment, i) => review(buyer, target, (i % 5) + 1, comment, secondsAgo(i + 1))));

  await openMyReviews(page, buyer);
  await expectTwoPages(page, () => comments(page), names);
});

test('My reviews and its delete question pass axe at 390 and 1280 px', async () => {
  const { page } = fixture;
  const first = await listing();
  const second = await listing();
  const buyer = await createUserWithRole('user');
  await review(buyer, first, 4, 'Bright rooms, a friendly agent and a short walk to the lake. We would buy here again.', secondsAgo(90));
  await review(buyer, second, 2, 'Too noisy.', secondsAgo(60));
  await review(buyer, first, 5, 'Second visit:\nthe kitchen was redone and it shows.', secondsAgo(30));
  await openMyReviews(page, buyer);
  for (const width of WIDTHS) {
    await check(page, 'my-reviews', width, async () => {
      await open(page, PATH);
      await page.getByTestId('review-card').nth(2).waitFor();
    });
    await checkDeleteQuestion(page, 'my-reviews', width);
  }
});

test('the empty My reviews passes axe at 390 and 1280 px', async () => {
  const { page } = fixture;
  await openMyReviews(page, await createUserWithRole('user'));
  for (const width of WIDTHS) {
    await check(page, 'my-reviews-empty', width, async () => {
      await open(page, PATH);
      await waitForText(page, REVIEW_MESSAGES.noneWritten);
    });
  }
});
