// The buyer's half of the product end to end (docs/decisions.md "Buyer journey"): wishlist, offer, card payment through the
// Stripe stand-in, and the agent's decision showing live on Property Bought.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@homehaven/domain/messages';
import { OFFER_MESSAGES, PAYMENT_MESSAGES } from '@homehaven/domain/offer-messages';
import { TEST_CARDS } from '../tools/stripe-stand-in/cards';
import { eventually, open, signIn, waitForPath, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { createUserWithRole } from './support/emulators';
import { readFixture } from './support/firestore-rest';
import { createListing, uniqueWord } from './support/listings';
import { createOffer, decideAs, payAs, payWithCard } from './support/offers';

const fixture = useBrowser();

/** The status the offer card of a listing shows on Property Bought. */
function offerStatus(page: Page, title: string): Promise<string | null> {
  return page.getByRole('article', { name: title }).getAttribute('data-status');
}

test('a buyer wishlists a listing, offers, is declined, pays, and sees the agent accept live; a rival paid offer shows rejected', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const buyer = await createUserWithRole('user');
  const rival = await createUserWithRole('user');
  const title = `${uniqueWord()} Farmhouse`;
  const location = 'Fairview, Oregon';
  const id = await createListing(agent, { title, location, min: 300_000, max: 350_000 });
  // Another buyer has already paid for an offer on the same listing.
  const rivalOffer = await createOffer(rival, { id, title, location, agent }, 310_000);
  await payAs(rival, rivalOffer);

  // Details page: add to the wishlist.
  await signIn(page, buyer);
  await open(page, `/DetailsPage/${id}`);
  await page.getByRole('button', { name: 'Add to Wishlist' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await waitForText(page, MESSAGES.wishlist.added);

  // Wishlist: Make an offer opens the offer page with the entry.
  await open(page, '/dashboard/wishlist');
  await page
    .getByRole('article', { name: title })
    .getByRole('link', { name: /Make an offer/ })
    .click();
  await waitForPath(page, '/dashboard/offerPage');
  expect(new URL(page.url()).searchParams.get('propertyId')).toBe(id);
  expect(await page.getByLabel('Property title').inputValue()).toBe(title);
  expect(await page.getByLabel('Location').inputValue()).toBe(location);
  expect(await page.getByLabel('Agent name').inputValue()).toBe(agent.name);
  expect(await page.getByLabel('Buyer name').inputValue()).toBe(buyer.name);
  expect(await page.getByLabel('Buyer email').inputValue()).toBe(buyer.email);

  // Out of range, then in range.
  const amount = page.getByLabel(/Offer amount/);
  await amount.fill('250000');
  await page.getByRole('button', { name: 'Make offer' }).click();
  await waitForText(page, OFFER_MESSAGES.outOfRange(300_000, 350_000));
  await amount.fill('325000');
  await page.getByRole('button', { name: 'Make offer' }).click();
  await waitForText(page, OFFER_MESSAGES.submitted);
  await waitForPath(page, '/dashboard/propertyBought');
  const card = page.getByRole('article', { name: title });
  await card.waitFor();
  expect(await card.getByTestId('offer-amount').textContent()).toBe('$325,000');
  expect(await offerStatus(page, title)).toBe('pending');

  // Purchase: the amount and the property first; a declined card leaves the offer pending.
  await card.getByRole('link', { name: `Purchase ${title}` }).click();
  await waitForPath(page, '/dashboard/PaymentPage');
  const offerId = new URL(page.url()).searchParams.get('offerId') ?? '';
  expect(await page.getByTestId('amount-to-pay').textContent()).toBe('$325,000');
  await page.getByRole('heading', { name: title }).waitFor();
  await payWithCard(page, TEST_CARDS.declined);
  await page.getByTestId('card-error').waitFor();
  expect(await page.getByTestId('card-error').textContent()).toBe('Your card was declined.');
  expect((await readFixture(`offers/${offerId}`))?.fields.status?.stringValue).toBe('pending');

  // The good card: bought, transaction id shown.
  await page.locator('input[name="cardnumber"]').fill('');
  await payWithCard(page, TEST_CARDS.succeeds);
  await waitForText(page, PAYMENT_MESSAGES.success);
  await waitForPath(page, '/dashboard/propertyBought');
  await eventually(() => offerStatus(page, title)).toBe('bought');
  const transaction = await card.getByTestId('transaction-id').textContent();
  expect(transaction).toMatch(/^pi_/);
  expect((await readFixture(`offers/${offerId}`))?.fields.transactionId?.stringValue).toBe(transaction);

  // The agent accepts through the decision endpoint: the buyer's page turns accepted without reload.
  await decideAs(agent, offerId, 'accepted', id);
  await eventually(() => offerStatus(page, title)).toBe('accepted');
  expect(await card.getByTestId('transaction-id').textContent()).toBe(transaction);

  // The rival's paid offer was rejected, and says the payment was refunded.
  const rivalContext = await fixture.newContext({ width: 390, height: 860 });
  const rivalPage = await rivalContext.newPage();
  await signIn(rivalPage, rival);
  await open(rivalPage, '/dashboard/propertyBought');
  await eventually(() => offerStatus(rivalPage, title)).toBe('rejected');
  await rivalPage.getByText(/Your payment was refunded/).waitFor();
  await rivalContext.close();
});
