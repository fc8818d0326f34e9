// Refunds still owed on an admin's dashboard home (docs/product.md §9.4 Refunds still owed; docs/payments.md "Durable refunds"): each owed refund
// with its listing, amount, reason, attempts, last error and next attempt, and Retry now. The records
// are written as the functions leave them after a failed attempt (how refunds come to be owed, and
// the retries behind the button, are tested in tests/functions/refunds); this file tests the screen.
// Their next attempts are dated in 2001, so they come first among the emulator's owed refunds.
import { expect, test } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { formatPrice } from '@homehaven/domain/format';
import { REFUND_MESSAGES } from '@homehaven/domain/offer-messages';
import { REFUND_REASON_TEXT, type RefundReason } from '@homehaven/domain/refunds';
import { check, WIDTHS } from './support/axe';
import { eventually, open, signIn, waitForText, waitForToast } from './support/app';
import { useBrowser } from './support/browser';
import { startingWith } from './support/toasts';
import { createUserWithRole } from './support/emulators';
import { readFixture, setFixture, updateFixture } from './support/firestore-rest';
import { createListing, uniqueWord } from './support/listings';
import { createOffer, payAs } from './support/offers';

const fixture = useBrowser();
const HEADING = REFUND_MESSAGES.heading;
const LAST_ERROR = 'api_error: An error occurred while processing this refund.';

/** An owed refund record after one failed attempt, due `minutes` after 2001 began. */
function owedRecord(offerId: string, paymentIntentId: string, propertyTitle: string, amount: number, reason: RefundReason, minutes: number) {
  return setFixture(`refunds/${paymentIntentId}`, {
    offerId,
    paymentIntentId,
    reason,
    status: 'owed',
    attempts: 1,
    lastError: LAST_ERROR,
    amount,
    propertyTitle,
    createdAt: new Date(),
    updatedAt: new Date(),
    nextAttemptAt: new Date(Date.UTC(2001, 0, 1, 0, minutes)),
  });
}

/**
 * Two refunds owed: one for a payment really made through the Stripe stand-in (Retry now refunds it),
 * and one for a payment Stripe never took (Retry now fails: "No such payment_intent").
 */
async function twoOwedRefunds() {
  const [agent, buyer] = await Promise.all([createUserWithRole('agent'), createUserWithRole('user')]);
  const word = uniqueWord();
  const paid = { title: `${word} Villa`, location: 'Reno, Nevada' };
  const id = await createListing(agent, paid);
  const offerId = await createOffer(buyer, { id, ...paid, agent }, 420_000);
  await payAs(buyer, offerId);
  const intentId = String((await readFixture(`offers/${offerId}`))?.fields.transactionId?.stringValue);
  await owedRecord(offerId, intentId, paid.title, 420_000, 'offer-rejected', 2);
  const lost = { title: `${word} Lodge`, offerId: `${word}-offer`, intentId: `pi_${word}` };
  await owedRecord(lost.offerId, lost.intentId, lost.title, 310_500.5, 'fraud-withdrawal', 1);
  return { paid: { ...paid, offerId, intentId }, lost };
}

/** The row of an owed refund (its accessible name is the listing's title). */
function row(page: Page, title: string) {
  return page.getByRole('listitem', { name: title, exact: true });
}

/** Signs a new admin in and opens the dashboard home. */
async function openAsAdmin(page: Page): Promise<void> {
  const admin = await createUserWithRole('admin');
  await signIn(page, admin);
  await open(page, '/dashboard');
  await waitForText(page, `Welcome, ${admin.name}!`);
}

test('an admin sees each refund still owed and retries: a failing one says so and stays, counted; a good one is refunded once and leaves', async () => {
  const { page } = fixture;
  const { paid, lost } = await twoOwedRefunds();
  try {
    await openAsAdmin(page);
    await page.getByRole('heading', { level: 2, name: HEADING }).waitFor();
    const villa = row(page, paid.title);
    await villa.waitFor();
    expect(await villa.getByTestId('owed-refund-amount').textContent()).toBe(formatPrice(420_000));
    for (const text of [REFUND_REASON_TEXT['offer-rejected'], `Offer ${paid.offerId} · Payment ${paid.intentId}`, 'Attempts: 1 · Next automatic attempt: Jan 1, 2001', `Last error: ${LAST_ERROR}`]) {
      await villa.getByText(text).waitFor();
    }
    expect(await row(page, lost.title).getByTestId('owed-refund-amount').textContent()).toBe(formatPrice(310_500.5));
    await row(page, lost.title).getByText(REFUND_REASON_TEXT['fraud-withdrawal']).waitFor();

    // Stripe cannot refund a payment it never took: the failure is said, counted and shown, live.
    await row(page, lost.title)
      .getByRole('button', { name: /^Retry now/ })
      .click();
    // The toast names Stripe's reason after the message.
    await waitForToast(page, startingWith(REFUND_MESSAGES.stillFailing));
    await row(page, lost.title)
      .getByText(/^Attempts: 2 · /)
      .waitFor();
    await row(page, lost.title)
      .getByText(/No such payment_intent/)
      .waitFor();

    // A good one: the button is disabled while its call is out, a second click sends nothing more,
    // then it is refunded once and leaves the list.
    const calls: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/refunds/*/retry', async (route: Route) => {
      if (route.request().method() === 'POST') calls.push(route.request().url());
      await held;
      await route.continue();
    });
    const retry = villa.getByRole('button', { name: /^Retry now/ });
    await retry.click();
    await eventually(() => retry.isDisabled()).toBe(true);
    await retry.click({ force: true });
    release();
    await waitForToast(page, REFUND_MESSAGES.retried);
    await villa.waitFor({ state: 'detached' });
    expect(calls).toHaveLength(1);
    expect(await readFixture(`refunds/${paid.intentId}`)).toMatchObject({ fields: { status: { stringValue: 'refunded' } } });
    await page.unroute('**/api/refunds/*/retry');
    await row(page, lost.title).waitFor();
  } finally {
    // The lost payment can never be refunded: close it so other admins' dashboards do not show it.
    await updateFixture(`refunds/${lost.intentId}`, { status: 'refunded' });
  }
});

test.each(WIDTHS)('at %i px, refunds still owed pass axe', async (width) => {
  const { page } = fixture;
  const { paid, lost } = await twoOwedRefunds();
  try {
    await openAsAdmin(page);
    await check(page, 'dashboard-owed-refunds', width, () => row(page, paid.title).waitFor());
  } finally {
    await Promise.all([lost.intentId, paid.intentId].map((intentId) => updateFixture(`refunds/${intentId}`, { status: 'refunded' })));
  }
});

test('an agent’s dashboard home has no refunds section', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  await signIn(page, agent);
  await open(page, '/dashboard');
  await waitForText(page, `Welcome, ${agent.name}!`);
  await page.getByTestId('stat-value').first().waitFor();
  expect(await page.getByRole('heading', { name: HEADING }).count()).toBe(0);
  expect(await page.getByTestId('owed-refunds-skeleton').count()).toBe(0);
});
