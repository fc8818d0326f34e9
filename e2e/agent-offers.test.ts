// The agent's side of offers (docs/decisions.md "Agent workspace"): Requested properties (decide paid offers through the decision
// endpoint, live) and Sold properties (accepted offers and their total).
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@homehaven/domain/messages';
import { DECISION_API_MESSAGES, DECISION_MESSAGES } from '@homehaven/domain/offer-messages';
import { check, WIDTHS } from './support/axe';
import { eventually, open, signIn, timesShown, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { createUserWithRole, type TestUser } from './support/emulators';
import { readFixture } from './support/firestore-rest';
import { createListing, uniqueWord } from './support/listings';
import { createOffer, payAs } from './support/offers';

const fixture = useBrowser();

async function listingOf(agent: TestUser, min = 500_000, max = 600_000) {
  const title = `${uniqueWord()} Townhouse`;
  const location = 'Portland, Maine';
  const id = await createListing(agent, { title, location, min, max });
  return { id, title, location, agent };
}

/** The status of the row of `buyer`'s offer. */
function rowStatus(page: Page, buyer: TestUser): Promise<string | null> {
  return page.getByTestId('offer-row').filter({ hasText: buyer.email }).getAttribute('data-status');
}

test('an agent accepts a paid offer after a question: it turns accepted, the rival paid one rejected and refunded, the listing sold; unpaid offers cannot be decided', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const listing = await listingOf(agent);
  const [winner, rival, unpaid] = await Promise.all([createUserWithRole('user'), createUserWithRole('user'), createUserWithRole('user')]);
  const winnerOffer = await createOffer(winner, listing, 550_000);
  const rivalOffer = await createOffer(rival, listing, 540_000);
  await createOffer(unpaid, listing, 530_000);
  await payAs(winner, winnerOffer);
  await payAs(rival, rivalOffer);

  await signIn(page, agent);
  await open(page, '/dashboard/requested');
  await page.getByTestId('offer-row').nth(2).waitFor();
  expect(await rowStatus(page, winner)).toBe('bought');
  const unpaidRow = page.getByTestId('offer-row').filter({ hasText: unpaid.email });
  expect(await unpaidRow.getByRole('button').count()).toBe(0);
  await unpaidRow.getByText(/Awaiting payment/).waitFor();

  const winnerRow = page.getByTestId('offer-row').filter({ hasText: winner.email });
  await winnerRow.getByRole('button', { name: /^Accept/ }).click();
  await page
    .getByRole('alertdialog')
    .getByText(/Accept .* offer of \$550,000\?/)
    .waitFor();
  await page.getByRole('button', { name: 'Yes, accept it' }).dblclick();
  await waitForText(page, DECISION_MESSAGES.accepted);
  await eventually(() => rowStatus(page, winner)).toBe('accepted');
  await eventually(() => rowStatus(page, rival)).toBe('rejected');
  await page.getByTestId('offer-row').filter({ hasText: rival.email }).getByText('Rejected: the buyer was refunded.').waitFor();
  expect(await winnerRow.getByRole('button').count()).toBe(0);
  expect((await readFixture(`properties/${listing.id}`))?.fields.soldOfferId?.stringValue).toBe(winnerOffer);
  // No failure toast from a second decision.
  expect(await timesShown(page, DECISION_API_MESSAGES.notBought)).toBe(0);

  // Sold properties: the sale, its buyer and the total.
  await open(page, '/dashboard/soldProperties');
  const sale = page.getByTestId('sale-row');
  await sale.first().waitFor();
  expect(await sale.count()).toBe(1);
  await sale.getByText(`Bought by ${winner.name} · ${winner.email}`).waitFor();
  expect(await sale.getByTestId('offer-amount').textContent()).toBe('$550,000');
  await eventually(() => page.getByTestId('sales-total').textContent()).toBe('$550,000');
  expect(await page.getByTestId('sales-count').textContent()).toBe('1 sale');
});

test('an agent rejects a paid offer: the buyer is refunded and nothing is sold', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const listing = await listingOf(agent, 100_000, 120_000);
  const buyer = await createUserWithRole('user');
  const offerId = await createOffer(buyer, listing, 110_000);
  await payAs(buyer, offerId);
  await signIn(page, agent);
  await open(page, '/dashboard/requested');
  await page.getByRole('button', { name: /^Reject/ }).click();
  await page.getByRole('button', { name: 'Yes, reject it' }).click();
  await waitForText(page, DECISION_MESSAGES.rejected);
  await eventually(() => rowStatus(page, buyer)).toBe('rejected');
  expect((await readFixture(`properties/${listing.id}`))?.fields.soldAt).toBeUndefined();
  await open(page, '/dashboard/soldProperties');
  await waitForText(page, MESSAGES.empty.sold);
});

test("a new agent sees the empty states; another agent's offers never show", async () => {
  const { page } = fixture;
  const other = await createUserWithRole('agent');
  const listing = await listingOf(other);
  await createOffer(await createUserWithRole('user'), listing, 520_000);
  await signIn(page, await createUserWithRole('agent'));
  await open(page, '/dashboard/requested');
  await waitForText(page, 'No offers yet.');
  await open(page, '/dashboard/soldProperties');
  await waitForText(page, MESSAGES.empty.sold);
  await waitForText(page, '$0');
});

test('Requested and Sold properties pass axe at 390 and 1280 px', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const listing = await listingOf(agent);
  const buyer = await createUserWithRole('user');
  const offerId = await createOffer(buyer, listing, 560_000);
  await payAs(buyer, offerId);
  await signIn(page, agent);
  for (const width of WIDTHS) {
    await check(page, 'requested', width, async () => {
      await open(page, '/dashboard/requested');
      await page.getByTestId('offer-row').first().waitFor();
    });
    // A row stacks on a phone and lines up on a wide screen: the title under the picture, then beside it.
    const row = page.getByTestId('offer-row').first();
    const [picture, title] = await Promise.all([row.locator('img').boundingBox(), row.getByRole('heading').boundingBox()]);
    if (!picture || !title) throw new Error(`the offer row at ${width} px has no picture or no title on screen`);
    if (width < 768) expect(title.y).toBeGreaterThanOrEqual(picture.y + picture.height);
    else {
      expect(title.x).toBeGreaterThanOrEqual(picture.x + picture.width);
      expect(title.width).toBeGreaterThan(picture.width);
    }
    await check(page, 'sold-properties', width, async () => {
      await open(page, '/dashboard/soldProperties');
      await page.getByTestId('sales-total').waitFor();
    });
  }
});
