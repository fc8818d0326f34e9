// Bad input and abuse on the offer and payment pages (docs/decisions.md "Buyer journey"): every refusal has a clear message
// and writes nothing; a double click makes one offer; a charge that could not be recorded is still
// completed by the webhook.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { OFFER_MESSAGES, PAYMENT_API_MESSAGES, PAYMENT_MESSAGES } from '@homehaven/domain/offer-messages';
import { TEST_CARDS } from '../tools/stripe-stand-in/cards';
import { check, WIDTHS } from './support/axe';
import { eventually, open, signIn, waitForPath, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { skippedHeadings } from './support/headings';
import { createUserWithRole, type TestUser } from './support/emulators';
import { readFixture } from './support/firestore-rest';
import { createListing, uniqueWord } from './support/listings';
import { answerChallenge, AUTHENTICATION_FAILED, createOffer, payWithCard } from './support/offers';

const fixture = useBrowser();

async function newListing(min: number, max: number, extra: Parameters<typeof createListing>[1] = { location: 'Salem, Oregon' }) {
  const agent = await createUserWithRole('agent');
  const title = `${uniqueWord()} Bungalow`;
  const id = await createListing(agent, { title, min, max, ...extra });
  return { agent, title, id, location: extra.location };
}

async function offerCards(page: Page): Promise<number> {
  await open(page, '/dashboard/propertyBought');
  await page.locator('[data-testid="offer-card"], :text("No bought properties yet.")').first().waitFor();
  return page.getByTestId('offer-card').count();
}

test('amounts like "abc", "-5", "1e309" and out-of-range ones get the required message and write nothing; an empty one is required', async () => {
  const { page } = fixture;
  const { id } = await newListing(450_000, 400_000);
  const buyer = await createUserWithRole('user');
  await signIn(page, buyer);
  // A pasted link (no navigation state) works: the listing is loaded by the id in the URL.
  await open(page, `/dashboard/offerPage?propertyId=${id}`);
  const amount = page.getByLabel(/Offer amount/);
  const submit = page.getByRole('button', { name: 'Make offer' });
  await submit.click();
  await waitForText(page, OFFER_MESSAGES.required);
  for (const text of ['abc', '-5', '1e309', '399999', '450001']) {
    await amount.fill(text);
    await submit.click();
    await waitForText(page, OFFER_MESSAGES.outOfRange(400_000, 450_000));
  }
  expect(await offerCards(page)).toBe(0);
});

test('an amount over what one card payment can take is refused before offering, and Property Bought says so instead of Purchase', async () => {
  const { page } = fixture;
  const listing = await newListing(900_000, 1_200_000);
  const buyer = await createUserWithRole('user');
  await signIn(page, buyer);
  await open(page, `/dashboard/offerPage?propertyId=${listing.id}`);
  await page.getByLabel(/Offer amount/).fill('1000000');
  await page.getByRole('button', { name: 'Make offer' }).click();
  await waitForText(page, PAYMENT_API_MESSAGES.amountTooLarge);
  expect(await offerCards(page)).toBe(0);
  // An offer of that size made elsewhere (the facade) cannot be paid by card: no Purchase button.
  await createOffer(buyer, listing, 1_100_000);
  await open(page, '/dashboard/propertyBought');
  await waitForText(page, PAYMENT_API_MESSAGES.amountTooLarge);
  expect(await page.getByRole('link', { name: /Purchase/ }).count()).toBe(0);
});

test('a double click on Make offer creates one offer', async () => {
  const { page } = fixture;
  const { id } = await newListing(200_000, 250_000);
  await signIn(page, await createUserWithRole('user'));
  await open(page, `/dashboard/offerPage?propertyId=${id}`);
  await page.getByLabel(/Offer amount/).fill('$210,000');
  await page.getByRole('button', { name: 'Make offer' }).dblclick();
  await waitForPath(page, '/dashboard/propertyBought');
  await page.getByTestId('offer-card').first().waitFor();
  await page.waitForTimeout(1000);
  expect(await page.getByTestId('offer-card').count()).toBe(1);
  expect(await page.getByTestId('offer-amount').textContent()).toBe('$210,000');
});

test('a sold, a withdrawn and a missing listing take no offer', async () => {
  const { page } = fixture;
  const sold = await newListing(100_000, 120_000, { location: 'Salem, Oregon', sold: true });
  const withdrawn = await newListing(100_000, 120_000, { location: 'Salem, Oregon', withdrawn: true });
  await signIn(page, await createUserWithRole('user'));
  await open(page, `/dashboard/offerPage?propertyId=${sold.id}`);
  await waitForText(page, OFFER_MESSAGES.sold);
  await open(page, `/dashboard/offerPage?propertyId=${withdrawn.id}`);
  await waitForText(page, OFFER_MESSAGES.unavailable);
  await open(page, '/dashboard/offerPage?propertyId=NoSuchListing');
  await waitForText(page, OFFER_MESSAGES.unavailable);
  expect(await page.getByRole('button', { name: 'Make offer' }).count()).toBe(0);
});

test('a stale or another buyer\'s offer id on the payment page shows "Offer not found" and calls nothing', async () => {
  const { page } = fixture;
  const listing = await newListing(300_000, 320_000);
  const owner = await createUserWithRole('user');
  const foreign = await createOffer(owner, listing, 310_000);
  await signIn(page, await createUserWithRole('user'));
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('paymentSecret') || request.url().includes('payment-success')) calls.push(request.url());
  });
  for (const offerId of [foreign, 'NoSuchOffer', 'bad/../id']) {
    await open(page, `/dashboard/PaymentPage?offerId=${encodeURIComponent(offerId)}`);
    await waitForText(page, PAYMENT_MESSAGES.offerNotFound);
  }
  expect(calls).toEqual([]);
  expect((await readFixture(`offers/${foreign}`))?.fields.status?.stringValue).toBe('pending');
});

test('a buyer whose bank asks for 3-D Secure: a failed check says so and the offer stays pending; a passed one buys it', async () => {
  const { page } = fixture;
  const listing = await newListing(50_000, 60_000);
  const buyer: TestUser = await createUserWithRole('user');
  const offerId = await createOffer(buyer, listing, 52_000);
  await signIn(page, buyer);
  await open(page, `/dashboard/PaymentPage?offerId=${offerId}`);
  await payWithCard(page, TEST_CARDS.authenticationAlways);
  await answerChallenge(page, 'fail');
  expect(await page.getByTestId('card-error').textContent()).toBe(AUTHENTICATION_FAILED);
  expect((await readFixture(`offers/${offerId}`))?.fields.status?.stringValue).toBe('pending');
  await page.getByRole('button', { name: /^Pay / }).click();
  await answerChallenge(page, 'complete');
  await waitForText(page, PAYMENT_MESSAGES.success);
  await eventually(async () => (await readFixture(`offers/${offerId}`))?.fields.status?.stringValue).toBe('bought');
});

test('a charge whose recording fails says so, offers no second charge, and the webhook still marks the offer bought', async () => {
  const { page } = fixture;
  const listing = await newListing(50_000, 60_000);
  const buyer: TestUser = await createUserWithRole('user');
  const offerId = await createOffer(buyer, listing, 55_000);
  await signIn(page, buyer);
  await page.route('**/makeOffer/payment-success/**', (route) => route.abort());
  await open(page, `/dashboard/PaymentPage?offerId=${offerId}`);
  await payWithCard(page, TEST_CARDS.succeeds);
  await waitForText(page, PAYMENT_MESSAGES.updateFailed);
  await waitForText(page, PAYMENT_MESSAGES.webhookFollowUp);
  expect(await page.getByRole('button', { name: /^Pay / }).count()).toBe(0);
  await eventually(async () => (await readFixture(`offers/${offerId}`))?.fields.status?.stringValue).toBe('bought');
  await page.unroute('**/makeOffer/payment-success/**');
  await open(page, `/dashboard/PaymentPage?offerId=${offerId}`);
  await waitForText(page, 'This offer is paid.');
});

test('the offer, Property Bought and payment pages pass axe at 390 and 1280 px', async () => {
  const { page } = fixture;
  const listing = await newListing(300_000, 320_000);
  const buyer = await createUserWithRole('user');
  const offerId = await createOffer(buyer, listing, 310_000);
  await signIn(page, buyer);
  for (const width of WIDTHS) {
    await check(page, 'offer', width, async () => {
      await open(page, `/dashboard/offerPage?propertyId=${listing.id}`);
      await page.getByRole('button', { name: 'Make offer' }).waitFor();
    });
    expect(await skippedHeadings(page), `offer at ${width}px`).toEqual([]);
    await check(page, 'property-bought', width, async () => {
      await open(page, '/dashboard/propertyBought');
      await page.getByTestId('offer-card').first().waitFor();
    });
    expect(await skippedHeadings(page), `property-bought at ${width}px`).toEqual([]);
    await check(page, 'payment', width, async () => {
      await open(page, `/dashboard/PaymentPage?offerId=${offerId}`);
      await page.locator('input[name="cardnumber"]').waitFor();
    });
    expect(await skippedHeadings(page), `payment at ${width}px`).toEqual([]);
  }
});
