// Paying an offer by bank transfer (docs/payments.md "Bank transfers"): the buyer chooses it on the
// payment page and gets the account and the reference; the money arrives in parts, shown live on the
// page, on Property Bought and on the agent's Requested, until the offer is bought; a transfer the buyer
// cancels gives the card back; the instructions pass axe on a phone and a desktop.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { TRANSFER_MESSAGES, TRANSFER_STATUS_LABELS } from '@homehaven/domain/bank-transfers';
import { formatDay } from '@homehaven/domain/format';
import { PAYMENT_MESSAGES } from '@homehaven/domain/offer-messages';
import { TEST_CARDS } from '../tools/stripe-stand-in/cards';
import { check, checkOpen, WIDTHS } from './support/axe';
import { eventually, open, signIn, STEP_WAIT, waitForPath, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { APP_URL } from './support/config';
import { createUserWithRole } from './support/emulators';
import { readFixture } from './support/firestore-rest';
import { skippedHeadings } from './support/headings';
import { createListing, uniqueWord } from './support/listings';
import { createOffer, payWithCard } from './support/offers';
import { sendMoney, startTransferAs, storedTransfer } from './support/transfers';

const fixture = useBrowser();

/** An offer with cents, so every figure shows them; half of it is a whole number of cents. */
const AMOUNT = 250_000.5;
const HALF_CENTS = 12_500_025;
const TOTAL_TEXT = '$250,000.50';

async function offerToPay() {
  const agent = await createUserWithRole('agent');
  const title = `${uniqueWord()} Farmhouse`;
  const listing = { id: '', title, location: 'Bend, Oregon', agent };
  listing.id = await createListing(agent, { title, location: listing.location, min: 240_000, max: 260_000 });
  const buyer = await createUserWithRole('user');
  const offerId = await createOffer(buyer, listing, AMOUNT);
  return { agent, buyer, title, listing, offerId };
}

const paymentPage = (offerId: string) => `/dashboard/PaymentPage?offerId=${offerId}`;
const stored = async (offerId: string, field: string) => (await readFixture(`offers/${offerId}`))?.fields[field]?.stringValue;
const transferField = async (offerId: string, field: string) => (await storedTransfer(offerId))?.[field]?.stringValue;
const method = (page: Page, name: 'Card' | 'Bank transfer') => page.getByRole('radio', { name: new RegExp(`^${name}`) });

test('the buyer pays by bank transfer: details and reference, half the money shown live on every side, then the rest buys the offer', async () => {
  const { page, context } = fixture;
  const { agent, buyer, title, offerId } = await offerToPay();
  await signIn(page, buyer);
  await open(page, paymentPage(offerId));

  // Card is the default; the buyer chooses bank transfer and asks for the details.
  await page.locator('input[name="cardnumber"]').waitFor();
  expect(await method(page, 'Card').isChecked()).toBe(true);
  await method(page, 'Bank transfer').check();
  await waitForText(page, TRANSFER_MESSAGES.explanation(TOTAL_TEXT));
  expect(await page.locator('input[name="cardnumber"]').count()).toBe(0);
  await page.getByRole('button', { name: TRANSFER_MESSAGES.getDetails }).click();

  // The instructions, from the stored offer: status, amount, reference, account, day, nothing arrived yet.
  const instructions = page.getByTestId('transfer-instructions');
  await instructions.waitFor({ timeout: STEP_WAIT });
  await waitForText(page, TRANSFER_STATUS_LABELS.awaiting);
  const reference = (await page.getByTestId('transfer-reference').textContent()) ?? '';
  expect(reference).toBe(await transferField(offerId, 'reference'));
  expect(reference).toMatch(/^[A-Z0-9]{8,}$/);
  expect(await page.getByTestId('transfer-amount').textContent()).toBe(TOTAL_TEXT);
  const dueAt = (await storedTransfer(offerId))?.dueAt?.timestampValue;
  await instructions.getByText(formatDay(new Date(String(dueAt))), { exact: true }).waitFor();
  for (const text of ['STRIPE TEST BANK', '110000000', TRANSFER_MESSAGES.arrived(0, 25_000_050)]) await instructions.getByText(text, { exact: true }).waitFor();
  expect(await method(page, 'Card').count()).toBe(0);

  // The copy button puts the reference on the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP_URL });
  await page.getByRole('button', { name: TRANSFER_MESSAGES.copy }).click();
  await page.getByRole('button', { name: TRANSFER_MESSAGES.copied }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);

  // The agent, elsewhere, sees the transfer awaited on Requested.
  const agentPage = await (await fixture.newContext()).newPage();
  await signIn(agentPage, agent);
  await open(agentPage, '/dashboard/requested');
  const row = agentPage.getByTestId('offer-row').filter({ hasText: buyer.email });
  await row.getByText(TRANSFER_STATUS_LABELS.awaiting, { exact: true }).waitFor();
  await row.getByText(TRANSFER_MESSAGES.arrived(0, 25_000_050), { exact: true }).waitFor();
  expect(await row.getByRole('button').count()).toBe(0);

  // Half the money arrives: the payment page and Requested show it without a reload.
  await sendMoney(reference, HALF_CENTS);
  const half = TRANSFER_MESSAGES.arrived(HALF_CENTS, 25_000_050);
  expect(half).toBe('$125,000.25 of $250,000.50 arrived');
  await waitForText(page, half);
  await eventually(() => page.getByRole('progressbar', { name: TRANSFER_MESSAGES.progressLabel }).getAttribute('aria-valuenow')).toBe('50');
  await row.getByText(half, { exact: true }).waitFor({ timeout: STEP_WAIT });
  expect(await stored(offerId, 'status')).toBe('pending');

  // Property Bought says the same to the buyer, and leads back to the details.
  await open(page, '/dashboard/propertyBought');
  const card = page.getByRole('article', { name: title });
  await card.getByText(TRANSFER_STATUS_LABELS.awaiting, { exact: true }).waitFor();
  await card.getByText(half, { exact: true }).waitFor();
  expect(await card.getByRole('link', { name: /^Purchase/ }).count()).toBe(0);
  await card.getByRole('link', { name: TRANSFER_MESSAGES.transferDetailsFor(title) }).click();
  await waitForPath(page, '/dashboard/PaymentPage');
  await waitForText(page, half);

  // The rest arrives: the offer is bought by the transfer's payment, shown on the open page, Requested and Property Bought.
  await sendMoney(reference, 25_000_050 - HALF_CENTS);
  await waitForText(page, 'This offer is paid.');
  const intent = await transferField(offerId, 'paymentIntentId');
  await waitForText(page, `${TRANSFER_STATUS_LABELS.funded}. Transaction ${intent}`);
  expect(await stored(offerId, 'status')).toBe('bought');
  expect(await stored(offerId, 'transactionId')).toBe(intent);
  expect(await transferField(offerId, 'status')).toBe('funded');
  await eventually(() => row.getAttribute('data-status')).toBe('bought');
  await row.getByText(TRANSFER_STATUS_LABELS.funded, { exact: true }).waitFor();
  await row.getByRole('button', { name: /^Accept/ }).waitFor();
  await open(page, '/dashboard/propertyBought');
  await eventually(() => card.getAttribute('data-status')).toBe('bought');
  await card.getByText(/^Paid by bank transfer, awaiting the agent's decision\./).waitFor();
  expect(await card.getByTestId('transaction-id').textContent()).toBe(intent);
});

test('the buyer keeps, then cancels a transfer after a question, and pays by card instead', async () => {
  const { page } = fixture;
  const { buyer, offerId } = await offerToPay();
  await startTransferAs(buyer, offerId);
  const first = await transferField(offerId, 'paymentIntentId');
  await signIn(page, buyer);
  await open(page, paymentPage(offerId));
  await page.getByTestId('transfer-reference').waitFor();

  // Keep the transfer: the question closes and the details stay.
  const cancel = page.getByRole('button', { name: TRANSFER_MESSAGES.cancel });
  await cancel.click();
  const question = page.getByRole('alertdialog', { name: TRANSFER_MESSAGES.cancelQuestion });
  await question.getByText(TRANSFER_MESSAGES.cancelText).waitFor();
  await question.getByRole('button', { name: TRANSFER_MESSAGES.cancelKeep }).click();
  await question.waitFor({ state: 'hidden' });
  expect(await transferField(offerId, 'status')).toBe('awaiting');
  await page.getByTestId('transfer-reference').waitFor();

  // Cancel it: the note says so, the choice is back with Card chosen.
  await cancel.click();
  await question.getByRole('button', { name: TRANSFER_MESSAGES.cancelConfirm }).click();
  await waitForText(page, TRANSFER_MESSAGES.canceled({ late: false, due: '', returnedCents: 0 }));
  expect(await page.getByTestId('transfer-instructions').count()).toBe(0);
  expect(await method(page, 'Card').isChecked()).toBe(true);
  expect(await transferField(offerId, 'status')).toBe('canceled');

  // The card pays it, as without a transfer.
  await payWithCard(page, TEST_CARDS.succeeds);
  await waitForText(page, PAYMENT_MESSAGES.success);
  await waitForPath(page, '/dashboard/propertyBought');
  await eventually(() => stored(offerId, 'status')).toBe('bought');
  const transaction = await stored(offerId, 'transactionId');
  expect(transaction).toMatch(/^pi_/);
  expect(transaction).not.toBe(first);
});

test('the transfer instructions and the question before cancelling pass axe at 390 and 1280 px, and fit a phone', async () => {
  const { page } = fixture;
  const { buyer, offerId } = await offerToPay();
  await startTransferAs(buyer, offerId);
  await signIn(page, buyer);
  for (const width of WIDTHS) {
    await check(page, 'bank-transfer-instructions', width, async () => {
      await open(page, paymentPage(offerId));
      await page.getByTestId('transfer-reference').waitFor();
    });
    expect(await skippedHeadings(page), `instructions at ${width}px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `instructions at ${width}px`).toBeLessThanOrEqual(width);
  }
  await page.getByRole('button', { name: TRANSFER_MESSAGES.cancel }).click();
  await page.getByRole('alertdialog').waitFor();
  await checkOpen(page, 'bank-transfer-cancel-question-1280');
});

test('the choice of bank transfer and Property Bought with a transfer awaited pass axe at 390 and 1280 px', async () => {
  const { page } = fixture;
  const { buyer, listing, offerId } = await offerToPay();
  // A second offer of the buyer's, its transfer awaited, for Property Bought.
  await startTransferAs(buyer, await createOffer(buyer, listing, AMOUNT));
  await signIn(page, buyer);
  for (const width of WIDTHS) {
    await check(page, 'bank-transfer-choice', width, async () => {
      await open(page, paymentPage(offerId));
      await page.locator('input[name="cardnumber"]').waitFor();
      await method(page, 'Bank transfer').check();
      await page.getByRole('button', { name: TRANSFER_MESSAGES.getDetails }).waitFor();
    });
    expect(await skippedHeadings(page), `choice at ${width}px`).toEqual([]);
    await check(page, 'property-bought-transfer', width, async () => {
      await open(page, '/dashboard/propertyBought');
      await page.getByText(TRANSFER_MESSAGES.arrived(0, 25_000_050), { exact: true }).waitFor();
    });
    // The bar runs across the card, not just under its words.
    const card = page.getByTestId('offer-card').filter({ has: page.getByRole('progressbar') });
    const [cardBox, barBox] = await Promise.all([card.boundingBox(), card.getByRole('progressbar').boundingBox()]);
    if (!cardBox || !barBox) throw new Error(`no offer card with a progress bar on screen at ${width} px`);
    expect(barBox.width, `progress bar at ${width}px`).toBeGreaterThan(cardBox.width * 0.8);
  }
});

test("the agent's Requested with a transfer arrived in part passes axe at 390 and 1280 px", async () => {
  const { page } = fixture;
  const { agent, buyer, offerId } = await offerToPay();
  await sendMoney(await startTransferAs(buyer, offerId), HALF_CENTS);
  const half = TRANSFER_MESSAGES.arrived(HALF_CENTS, 25_000_050);
  await eventually(async () => (await storedTransfer(offerId))?.receivedCents?.integerValue).toBe(String(HALF_CENTS));
  await signIn(page, agent);
  for (const width of WIDTHS) {
    await check(page, 'requested-transfer', width, async () => {
      await open(page, '/dashboard/requested');
      await page.getByText(half, { exact: true }).waitFor();
    });
    const row = page.getByTestId('offer-row').first();
    await row.getByText(TRANSFER_STATUS_LABELS.awaiting, { exact: true }).waitFor();
    expect(await row.getByRole('progressbar', { name: TRANSFER_MESSAGES.progressLabel }).getAttribute('aria-valuenow')).toBe('50');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `requested at ${width}px`).toBeLessThanOrEqual(width);
  }
});
