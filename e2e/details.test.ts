import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@homehaven/domain/messages';
import { MORTGAGE_MESSAGES } from '@homehaven/domain/mortgage';
import { eventually, open, signIn, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { createUserWithRole, type TestUser } from './support/emulators';
import { readFixture, updateFixture } from './support/firestore-rest';
import { createListing, createReview, uniqueWord } from './support/listings';

const fixture = useBrowser();

/** A verified listing by a new agent, with a unique title. */
async function listing(overrides: Parameters<typeof createListing>[1] = { location: 'Lakeview, Ohio' }) {
  const agent = await createUserWithRole('agent');
  const title = `${uniqueWord()} Manor`;
  const id = await createListing(agent, { title, min: 1_250_000, max: 1_400_000, details: 'Five bedrooms on a quiet lake.', ...overrides });
  return { agent, title, id };
}

async function openDetails(page: Page, user: TestUser, id: string): Promise<void> {
  await signIn(page, user);
  await open(page, `/DetailsPage/${id}`);
}

test('signed out, the details page asks to log in first and comes back after', async () => {
  const { page } = fixture;
  const { id, title } = await listing();
  await open(page, `/DetailsPage/${id}`);
  await page.waitForURL((url) => url.pathname === '/login');
  const buyer = await createUserWithRole('user');
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Password').fill(buyer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(new URL(page.url()).pathname).toBe(`/DetailsPage/${id}`);
});

test('a buyer sees the listing: picture, title, location, prices with $, agent, badge and description; Back goes one step back', async () => {
  const { page } = fixture;
  const { id, title, agent } = await listing({ location: 'Lakeview, Ohio' });
  await signIn(page, await createUserWithRole('user'));
  await open(page, `/properties?search=${encodeURIComponent(title.split(' ')[0] ?? '')}`);
  await open(page, `/DetailsPage/${id}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await waitForText(page, 'Lakeview, Ohio');
  await waitForText(page, '$1,250,000 – $1,400,000');
  await waitForText(page, agent.name);
  await waitForText(page, 'verified');
  await waitForText(page, 'Five bedrooms on a quiet lake.');
  expect(await page.getByRole('img', { name: title }).count()).toBe(1);
  await page.getByRole('button', { name: 'Back' }).click();
  await page.waitForURL((url) => url.pathname === '/properties');
});

test('a missing, pending, rejected or withdrawn listing opens the 404 page with "Property not found"', async () => {
  const { page } = fixture;
  const cases = {
    missing: 'NoSuchListing123',
    pending: (await listing({ location: 'Dayton, Ohio', status: 'pending' })).id,
    rejected: (await listing({ location: 'Dayton, Ohio', status: 'rejected' })).id,
    withdrawn: (await listing({ location: 'Dayton, Ohio', withdrawn: true })).id,
  };
  await signIn(page, await createUserWithRole('user'));
  for (const [name, id] of Object.entries(cases)) {
    await open(page, `/DetailsPage/${id}`);
    await page.getByText(MESSAGES.property.notFound, { exact: true }).waitFor();
    expect(await page.getByText(MESSAGES.notFound.title).count(), name).toBe(1);
  }
});

test('the owning agent may still open their own pending listing, with its Pending badge', async () => {
  const { page } = fixture;
  const { id, title, agent } = await listing({ location: 'Dayton, Ohio', status: 'pending' });
  await openDetails(page, agent, id);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(await page.getByText('pending', { exact: true }).first().getAttribute('data-tone')).toBe('yellow');
});

test('a buyer writes a review: the comment is required, the new review appears at once', async () => {
  const { page } = fixture;
  const { id } = await listing();
  const buyer = await createUserWithRole('user');
  await openDetails(page, buyer, id);
  await waitForText(page, MESSAGES.review.empty);

  await page.getByRole('button', { name: 'Write a review' }).click();
  const dialog = page.getByRole('dialog');
  expect(await dialog.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await waitForText(page, MESSAGES.review.commentRequired);

  await dialog.locator('label').filter({ has: page.getByRole('radio', { name: '4 stars' }) }).click();
  await dialog.getByLabel('Comment').fill('Lovely light in the mornings.');
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await waitForText(page, MESSAGES.review.submitted);
  const review = page.getByTestId('review').first();
  await review.getByText('Lovely light in the mornings.').waitFor();
  expect(await review.getByRole('img', { name: 'Rated 4 out of 5' }).count()).toBe(1);
  await review.getByText(buyer.name).waitFor();
});

test('a review the rules refuse says "Failed to submit review" and adds nothing', async () => {
  const { page } = fixture;
  const { id } = await listing();
  await openDetails(page, await createUserWithRole('user'), id);
  await waitForText(page, MESSAGES.review.empty);
  // The agent renamed the listing after the page loaded: the copied title no longer matches.
  await updateFixture(`properties/${id}`, { title: 'Renamed meanwhile' });
  await page.getByRole('button', { name: 'Write a review' }).click();
  await page.getByRole('dialog').getByLabel('Comment').fill('Nice.');
  await page.getByRole('dialog').getByRole('button', { name: 'Submit review' }).click();
  await waitForText(page, MESSAGES.review.submitFailed);
  // Firestore shows a write at once and takes it back when the server refuses it: none stays.
  await eventually(() => page.getByTestId('review').count()).toBe(0);
});

test('reviews list newest first, with the fallbacks for a missing name', async () => {
  const { page } = fixture;
  const { id, title, agent } = await listing();
  const author = await createUserWithRole('user');
  await createReview(author, id, { propertyTitle: title, agentName: agent.name, rating: 3, comment: 'Older review', createdAt: new Date(Date.now() - 60_000) });
  await createReview(author, id, { propertyTitle: title, agentName: agent.name, rating: 5, comment: 'Newer review', userName: '' });
  await openDetails(page, await createUserWithRole('user'), id);
  await page.getByTestId('review').nth(1).waitFor();
  const texts = await page.getByTestId('review').allTextContents();
  expect(texts[0]).toContain('Newer review');
  expect(texts[0]).toContain(MESSAGES.fallback.reviewer);
  expect(texts[1]).toContain('Older review');
});

test('Add to Wishlist asks first, then adds once: "Added successfully", disabled; again later: "Already added!"', async () => {
  const { page } = fixture;
  const { id } = await listing();
  const buyer = await createUserWithRole('user');
  await openDetails(page, buyer, id);
  const add = page.getByRole('button', { name: 'Add to Wishlist' });
  await add.click();
  await waitForText(page, MESSAGES.wishlist.confirmAdd);
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect(await readFixture(`wishlist/${buyer.uid}_${id}`)).toBeNull();

  await add.click();
  await page.getByRole('button', { name: 'Yes, add it!' }).click();
  await waitForText(page, MESSAGES.wishlist.added);
  expect(await page.getByRole('button', { name: 'Added to wishlist' }).isDisabled()).toBe(true);
  expect(await readFixture(`wishlist/${buyer.uid}_${id}`)).not.toBeNull();

  await page.reload();
  await page.getByRole('button', { name: 'Add to Wishlist' }).click();
  await page.getByRole('button', { name: 'Yes, add it!' }).click();
  await waitForText(page, MESSAGES.wishlist.alreadyAdded);
});

test.each(['agent', 'admin'])('an %s sees the page without the buyer actions', async (role) => {
  const { page } = fixture;
  const { id, title } = await listing();
  await openDetails(page, await createUserWithRole(role), id);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await waitForText(page, MESSAGES.review.empty);
  expect(await page.getByRole('button', { name: 'Add to Wishlist' }).isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Write a review' }).isDisabled()).toBe(true);
  expect(await page.getByRole('link', { name: 'Make an offer' }).count()).toBe(0);
});

test('a buyer gets "Make an offer" into the offer flow; a sold listing says Sold instead', async () => {
  const { page } = fixture;
  const open1 = await listing();
  const sold = await listing({ location: 'Akron, Ohio', sold: true });
  await openDetails(page, await createUserWithRole('user'), open1.id);
  const offer = page.getByRole('link', { name: 'Make an offer' });
  expect(await offer.getAttribute('href')).toBe(`/dashboard/offerPage?propertyId=${open1.id}`);
  await open(page, `/DetailsPage/${sold.id}`);
  await page.getByTestId('sold').waitFor();
  expect(await page.getByRole('link', { name: 'Make an offer' }).count()).toBe(0);
});

test('the mortgage calculator starts from the lower price, follows what is typed and says what is wrong', async () => {
  const { page } = fixture;
  const { id } = await listing();
  await openDetails(page, await createUserWithRole('user'), id);
  const calculator = page.getByRole('region', { name: 'Mortgage calculator' });
  // $1,250,000 less a fifth down at 6.5% over 30 years: $1,000,000 borrowed, $6,320.68 a month.
  expect(await calculator.getByLabel('Price ($)').inputValue()).toBe('1250000');
  await eventually(() => calculator.getByTestId('monthly-payment').textContent()).toBe('$6,320.68');

  await calculator.getByLabel('Interest rate (% a year)').fill('0');
  await calculator.getByLabel('Term (years)').fill('10');
  await eventually(() => calculator.getByTestId('monthly-payment').textContent()).toBe('$8,333.33');
  expect(await calculator.getByTestId('total-interest').textContent()).toBe('$0');

  await calculator.getByLabel('Term (years)').fill('ten');
  await calculator.getByText(MORTGAGE_MESSAGES.termInvalid).waitFor();
  expect(await calculator.getByTestId('monthly-payment').count()).toBe(0);
  await calculator.getByLabel('Down payment ($)').fill('2000000');
  await calculator.getByText(MORTGAGE_MESSAGES.downTooLarge).waitFor();
});
