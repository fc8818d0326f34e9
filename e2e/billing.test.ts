// The Billing page (docs/plans.md "The Billing page", "Subscribing"): an agent on the free plan comes
// from Pricing with a plan chosen, pays by card, and sees the plan become theirs live once Stripe's
// event arrives, with its renewal date and the paid invoice; a declined card says so and changes
// nothing; an agency's agent is told the agency's plan covers them.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { BILLING_MESSAGES as M } from '@homehaven/domain/billing-messages';
import { PLAN_MESSAGES } from '@homehaven/domain/plan-messages';
import { TEST_CARDS } from '../tools/stripe-stand-in/cards';
import { check, WIDTHS } from './support/axe';
import { eventually, open, signIn, TRIGGER_WAIT, waitForText, waitForToast } from './support/app';
import { agentOf, createAgency } from './support/agencies';
import { useBrowser } from './support/browser';
import { createUserWithRole, type TestUser } from './support/emulators';
import { readFixture, updateFixture } from './support/firestore-rest';
import { uniqueWord } from './support/listings';
import { answerChallenge, AUTHENTICATION_FAILED, payWithCard } from './support/offers';
import { planOnSale } from './support/plans';

const fixture = useBrowser();

/** An agent on the free plan, one listing in use. */
async function freeAgent(): Promise<TestUser> {
  const agent = await createUserWithRole('agent');
  await updateFixture(`billingAccounts/${agent.uid}`, { planId: 'free', planName: 'Free', status: 'free', listingsAllowed: 1, featuredAllowed: 0, listingsUsed: 1 });
  return agent;
}

const currentPlan = (page: Page) => page.locator('section[aria-labelledby="current-plan"]');

/** A small and a large plan on sale, and a free agent signed in on the small one's card form. */
async function onSmallPlanForm(page: Page): Promise<{ small: string; large: string; agent: TestUser }> {
  const word = uniqueWord();
  const small = `Small ${word}`;
  const large = `Large ${word}`;
  const smallId = await planOnSale(small, 1_900);
  await planOnSale(large, 8_900);
  const agent = await freeAgent();
  await signIn(page, agent);
  await open(page, `/dashboard/billing?plan=${smallId}&interval=month`);
  await page.getByTestId('card-field').waitFor();
  return { small, large, agent };
}

test('an agent comes from Pricing with a plan chosen, pays by card, and the plan becomes theirs live, renewal and invoice shown', async () => {
  const { page } = fixture;
  const name = `Growth ${uniqueWord()}`;
  const planId = await planOnSale(name, 3_900);
  const agent = await freeAgent();
  await signIn(page, agent);
  await open(page, `/dashboard/billing?plan=${planId}&interval=month`);
  await waitForText(page, `${PLAN_MESSAGES.usage(1, 1)}`);
  await page
    .getByText(M.payingFor(name, '$39', M.perMonth))
    .first()
    .waitFor();
  await payWithCard(page, TEST_CARDS.succeeds);
  await waitForToast(page, M.paid);
  await eventually(async () => (await currentPlan(page).textContent()) ?? '', TRIGGER_WAIT).toContain(PLAN_MESSAGES.usage(1, 25));
  const text = (await currentPlan(page).textContent()) ?? '';
  expect(text).toContain(name);
  expect(text).toContain(M.statuses.active);
  expect(text).toMatch(/Renews on [A-Z][a-z]+ \d{1,2}, \d{4}/);
  await page.getByRole('list', { name: M.invoices }).getByText(M.invoiceStatuses.paid).waitFor({ timeout: TRIGGER_WAIT });
  expect(await page.getByRole('list', { name: M.invoices }).textContent()).toContain('$39');
  expect(await page.getByRole('button', { name: new RegExp(`^${M.subscribe}`) }).count()).toBe(0);
});

test('a declined card says why and changes nothing; Back to the plans shows them again', async () => {
  const { page } = fixture;
  const name = `Starter ${uniqueWord()}`;
  await planOnSale(name, 1_900);
  const agent = await freeAgent();
  await signIn(page, agent);
  await open(page, '/dashboard/billing');
  await page.getByRole('button', { name: `${M.subscribe} to ${name}` }).click();
  await payWithCard(page, TEST_CARDS.declined);
  await page.getByTestId('card-error').getByText('Your card was declined.').waitFor();
  expect((await readFixture(`billingAccounts/${agent.uid}`))?.fields.planId?.stringValue).toBe('free');
  await page.getByRole('button', { name: M.cancel }).click();
  await page.getByRole('list', { name: 'Plans on sale' }).waitFor();
});

test('a paying agent upgrades after being told what it costs, then cancels at the period’s end and keeps the plan after all', async () => {
  const { page } = fixture;
  const { small, large } = await onSmallPlanForm(page);
  await payWithCard(page, TEST_CARDS.succeeds);
  await eventually(async () => (await currentPlan(page).textContent()) ?? '', TRIGGER_WAIT).toContain(small);

  await page.getByRole('button', { name: `${M.switchTo} to ${large}` }).click();
  const question = page.getByRole('alertdialog', { name: M.switchTitle(large) });
  await question.getByText(M.upgradeText('$89', M.perMonth)).waitFor();
  await question.getByRole('button', { name: M.switchTo }).click();
  await waitForToast(page, M.switched(large));
  await eventually(async () => (await currentPlan(page).textContent()) ?? '', TRIGGER_WAIT).toContain(large);

  await page.getByRole('button', { name: M.cancelPlan }).click();
  await page.getByRole('alertdialog', { name: M.cancelTitle }).getByRole('button', { name: M.cancelConfirm }).click();
  await eventually(async () => (await currentPlan(page).textContent()) ?? '', TRIGGER_WAIT).toMatch(/Ends on /);
  await page.getByRole('button', { name: M.keepPlan }).click();
  await waitForToast(page, M.kept);
  await eventually(async () => (await currentPlan(page).textContent()) ?? '', TRIGGER_WAIT).toMatch(/Renews on /);
  for (const width of WIDTHS) {
    await check(page, 'billing-paying', width, async () => {
      await open(page, '/dashboard/billing');
      await page.getByRole('button', { name: M.cancelPlan }).waitFor();
    });
  }
});

test('an agent whose bank asks for 3-D Secure: a failed check changes nothing, a passed one starts the plan; an upgrade the saved card cannot pay alone is paid here, axe on it at 390 and 1280 px', async () => {
  const { page } = fixture;
  const { small, large, agent } = await onSmallPlanForm(page);
  await payWithCard(page, TEST_CARDS.authenticationAlways);
  await answerChallenge(page, 'fail');
  await page.getByTestId('card-error').getByText(AUTHENTICATION_FAILED).waitFor();
  expect((await readFixture(`billingAccounts/${agent.uid}`))?.fields.planId?.stringValue).toBe('free');
  await page.getByRole('button', { name: /^Pay / }).click();
  await answerChallenge(page, 'complete');
  await eventually(async () => (await currentPlan(page).textContent()) ?? '', TRIGGER_WAIT).toContain(small);

  // The saved card asks every time, so Stripe cannot charge the upgrade without the agent: it waits for the card.
  await page.getByRole('button', { name: `${M.switchTo} to ${large}` }).click();
  await page
    .getByRole('alertdialog', { name: M.switchTitle(large) })
    .getByRole('button', { name: M.switchTo })
    .click();
  const form = page.getByRole('form', { name: M.payUpgrade });
  await form.getByText(M.payUpgradeText(large, '').split(' Pay ')[0] ?? '').waitFor();
  for (const width of WIDTHS) await check(page, 'billing-upgrade-pay', width, () => form.getByTestId('card-field').waitFor());
  expect(await currentPlan(page).textContent()).toContain(small);
  await payWithCard(page, TEST_CARDS.authenticationAlways);
  await answerChallenge(page, 'complete');
  await eventually(async () => (await currentPlan(page).textContent()) ?? '', TRIGGER_WAIT).toContain(large);
  await page.getByRole('button', { name: M.cancelPlan }).waitFor();
});

test("an agency's agent is told their agency's plan covers them, with no way to pay", async () => {
  const { page } = fixture;
  const agency = await createAgency(`${uniqueWord()} Realty`);
  const member = await agentOf(agency);
  await signIn(page, member);
  await open(page, '/dashboard/billing');
  await waitForText(page, M.agencyPlan);
  expect(await page.getByRole('button', { name: new RegExp(`^${M.subscribe}`) }).count()).toBe(0);
});

test('past due, the page says when the grace ends and Pay now opens the card for the unpaid renewal; lapsed, it names the paused listings and where to choose; axe at 390 and 1280 px', async () => {
  const { page } = fixture;
  const agent = await freeAgent();
  const graceEnds = new Date(Date.UTC(2031, 4, 20, 12));
  await updateFixture(`billingAccounts/${agent.uid}`, {
    planId: 'pro',
    planName: 'Lapsing Pro',
    status: 'past_due',
    subscriptionId: 'sub_fixture',
    listingsAllowed: 10,
    pastDueSince: new Date(Date.UTC(2031, 4, 13, 12)),
    graceEndsAt: graceEnds,
  });
  await signIn(page, agent);
  for (const width of WIDTHS) {
    await check(page, 'billing-past-due', width, async () => {
      await open(page, '/dashboard/billing');
      await waitForText(page, M.pastDue('May 20, 2031'));
      await page.getByRole('button', { name: M.payNow }).click();
      await page.getByRole('form', { name: M.payInvoice }).getByText(M.payInvoiceText('Lapsing Pro')).waitFor();
      await page.getByTestId('card-field').waitFor();
    });
  }
  expect(await page.getByRole('button', { name: M.changePlan }).count()).toBe(0);

  await updateFixture(`billingAccounts/${agent.uid}`, { planId: 'free', planName: 'Free', status: 'lapsed', subscriptionId: null, listingsAllowed: 1, listingsPaused: 3 });
  for (const width of WIDTHS) {
    await check(page, 'billing-lapsed', width, async () => {
      await open(page, '/dashboard/billing');
      await waitForText(page, M.paused(3));
    });
  }
  await page.getByRole('link', { name: M.choosePaused }).click();
  await page.waitForURL('**/dashboard/myAddProperty');
});

test('Billing passes axe at 390 and 1280 px, choosing a plan and paying for one', async () => {
  const { page } = fixture;
  const name = `Team ${uniqueWord()}`;
  const planId = await planOnSale(name, 9_900);
  const agent = await freeAgent();
  await signIn(page, agent);
  for (const width of WIDTHS) {
    await check(page, 'billing-plans', width, async () => {
      await open(page, '/dashboard/billing');
      await page.getByRole('list', { name: 'Plans on sale' }).waitFor();
    });
    await check(page, 'billing-pay', width, async () => {
      await open(page, `/dashboard/billing?plan=${planId}&interval=year`);
      await page.getByTestId('card-field').waitFor();
    });
  }
});
