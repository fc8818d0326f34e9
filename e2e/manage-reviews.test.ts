// Manage reviews (/dashboard/manageReviews, admin; docs/product.md §9.3 Manage reviews): every review, newest first, live, paged,
// with its reviewer, and Delete behind the delete confirmation ("Review deleted").
// The emulator holds every test's reviews: this file's are dated half an hour ahead (above those made
// now, below home's, which are an hour ahead) and found by a word of their own.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { formatDay } from '@homehaven/domain/format';
import { MESSAGES } from '@homehaven/domain/messages';
import { REVIEW_MESSAGES } from '@homehaven/domain/review-messages';
import { check, checkDeleteQuestion, WIDTHS } from './support/axe';
import { eventually, open, signIn, timesShown, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { createUserWithRole, type TestUser } from './support/emulators';
import { readFixture } from './support/firestore-rest';
import { createListing, createReview, uniqueWord } from './support/listings';

const fixture = useBrowser();
const PATH = '/dashboard/manageReviews';

/** A listing and a way to review it `seconds` after a base half an hour ahead. */
async function reviewedListing() {
  const agent = await createUserWithRole('agent');
  const word = uniqueWord();
  const title = `${word} Manor`;
  const id = await createListing(agent, { title, location: 'Bangor, Maine' });
  const base = Date.now() + 30 * 60_000;
  const review = (author: TestUser, rating: number, comment: string, seconds: number) =>
    createReview(author, id, { propertyTitle: title, agentName: agent.name, rating, comment: `${word} ${comment}`, createdAt: new Date(base + seconds * 1000) });
  return { word, title, review, at: (seconds: number) => new Date(base + seconds * 1000) };
}

/** Signs a new admin in and opens Manage reviews. */
async function openAsAdmin(page: Page): Promise<void> {
  await signIn(page, await createUserWithRole('admin'));
  await open(page, PATH);
  await page.getByRole('heading', { level: 1, name: 'Manage reviews' }).waitFor();
}

/** The comments shown that carry `word`, in order. */
async function commentsWith(page: Page, word: string): Promise<string[]> {
  return (await page.getByTestId('review-comment').allTextContents()).filter((comment) => comment.startsWith(word));
}

/** The card whose comment is `comment`. */
function card(page: Page, comment: string) {
  return page.getByTestId('review-card').filter({ has: page.getByTestId('review-comment').getByText(comment, { exact: true }) });
}

test('an admin sees every buyer’s reviews newest first with the reviewer, a new one live, and deletes any after confirming', async () => {
  const { page } = fixture;
  const { word, title, review, at } = await reviewedListing();
  const [alice, bob] = await Promise.all([createUserWithRole('user'), createUserWithRole('user')]);
  await review(alice, 4, 'older: a bright kitchen.', 1);
  const bobsReview = await review(bob, 2, 'newer: noisy street.', 2);

  await openAsAdmin(page);
  await eventually(() => commentsWith(page, word)).toEqual([`${word} newer: noisy street.`, `${word} older: a bright kitchen.`]);
  const bobs = card(page, `${word} newer: noisy street.`);
  expect(await bobs.getByTestId('reviewer').textContent()).toBe(`${bob.name} · ${bob.email}`);
  expect(await bobs.getByRole('link', { name: title }).getAttribute('href')).toMatch(/^\/DetailsPage\//);
  await bobs.getByRole('img', { name: 'Rated 2 out of 5' }).waitFor();
  expect(await bobs.locator('time').textContent()).toBe(formatDay(at(2)));

  // Written meanwhile by another buyer: it shows on top without a reload.
  await review(alice, 5, 'newest: we bought it!', 3);
  await eventually(() => commentsWith(page, word)).toEqual([`${word} newest: we bought it!`, `${word} newer: noisy street.`, `${word} older: a bright kitchen.`]);

  // Delete asks first; Cancel keeps it, "Yes, delete it!" deletes it (even another user's review).
  const deleteButton = bobs.getByRole('button', { name: `Delete ${bob.name}'s review of ${title}` });
  await deleteButton.click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(MESSAGES.confirm.deleteText, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await readFixture(`reviews/${bobsReview}`)).not.toBeNull();
  await deleteButton.click();
  await dialog.getByRole('button', { name: MESSAGES.confirm.deleteYes }).dblclick();
  await waitForText(page, REVIEW_MESSAGES.deletedAdmin);
  await eventually(() => commentsWith(page, word)).toEqual([`${word} newest: we bought it!`, `${word} older: a bright kitchen.`]);
  await eventually(() => readFixture(`reviews/${bobsReview}`)).toBeNull();
  expect(await timesShown(page, REVIEW_MESSAGES.deleteFailedAdmin)).toBe(0);
});

test('Manage reviews and its delete question pass axe at 390 and 1280 px', async () => {
  const { page } = fixture;
  const { word, review } = await reviewedListing();
  const buyer = await createUserWithRole('user');
  await review(buyer, 3, 'Fine, if a little small.', 1);
  await review(buyer, 5, 'Second visit:\nthe porch was rebuilt and it shows.', 2);
  await openAsAdmin(page);
  for (const width of WIDTHS) {
    await check(page, 'manage-reviews', width, async () => {
      await open(page, PATH);
      await card(page, `${word} Fine, if a little small.`).waitFor();
    });
    await checkDeleteQuestion(page, 'manage-reviews', width);
  }
});
