// Listing slots on Add Property (docs/plans.md "Quotas"): the plan's usage above the form, live; a
// listing taking the last slot turns it into the quota message with the ways out; a full plan refuses
// the listing with that message and stores nothing; an agency's agent sees the agency's plan.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@homehaven/domain/messages';
import { PLAN_MESSAGES } from '@homehaven/domain/plan-messages';
import { SUBMISSION_MESSAGES as S } from '@homehaven/domain/one-off-prices';
import { TEST_CARDS } from '../tools/stripe-stand-in/cards';
import { payWithCard } from './support/offers';
import { check, WIDTHS } from './support/axe';
import { eventually, open, signIn, TRIGGER_WAIT, waitForText, waitForToast } from './support/app';
import { useBrowser } from './support/browser';
import { createUserWithRole, type TestUser } from './support/emulators';
import { findFixtures, readFixture, updateFixture } from './support/firestore-rest';
import { fillListing, jpegFiles, mapDrawn, PHOTO, pictureInput, submitAdd } from './support/listing-form';
import { agentOf, createAgency } from './support/agencies';
import { uniqueWord } from './support/listings';

const fixture = useBrowser();

const slots = (page: Page) => page.getByTestId('listing-slots');
const usedOf = async (uid: string): Promise<number> => Number((await readFixture(`billingAccounts/${uid}`))?.fields.listingsUsed?.integerValue ?? -1);

/** The agent's plan with `used` of `allowed` slots in use. */
const planAt = (uid: string, used: number, allowed: number) => updateFixture(`billingAccounts/${uid}`, { listingsUsed: used, listingsAllowed: allowed });

/** Fills Add Property with a valid listing and its photo, uploaded. */
async function fillValidListing(page: Page, title: string): Promise<void> {
  await fillListing(page, { title, location: 'Eugene, Oregon', min: '300000', max: '320000', details: 'Two bedrooms by the river.' });
  await pictureInput(page, 'photos').setInputFiles(PHOTO);
  await page.getByRole('img', { name: 'Photo 1', exact: true }).waitFor();
}

test('the last slot taken turns the usage into the ways out, live; a full plan refuses the listing and stores nothing', async () => {
  const { page } = fixture;
  const agent: TestUser = await createUserWithRole('agent');
  await planAt(agent.uid, 1, 2);
  await signIn(page, agent);
  await open(page, '/dashboard/addProperty');
  await waitForText(page, `Roomy plan: ${PLAN_MESSAGES.usage(1, 2)}`);

  const title = `${uniqueWord()} Cottage`;
  await fillValidListing(page, title);
  await submitAdd(page).click();
  await waitForToast(page, MESSAGES.property.added);
  expect(await usedOf(agent.uid)).toBe(2);
  const [stored] = await findFixtures('properties', 'title', title);
  expect(stored?.slotHolder).toBe(agent.uid);

  // Back on Add Property the plan is full: the message and the ways out, before the form is filled in.
  await open(page, '/dashboard/addProperty');
  await slots(page).getByText(PLAN_MESSAGES.quotaFull(2)).waitFor();
  expect(await slots(page).getByRole('link', { name: PLAN_MESSAGES.withdraw }).getAttribute('href')).toBe('/dashboard/myAddProperty');

  // Submitted anyway, the rules refuse it and the page says why; nothing more is stored.
  const refused = `${uniqueWord()} Bungalow`;
  await fillValidListing(page, refused);
  await submitAdd(page).click();
  await waitForToast(page, PLAN_MESSAGES.quotaFull(2));
  expect(await findFixtures('properties', 'title', refused)).toEqual([]);
  expect(await usedOf(agent.uid)).toBe(2);

  // A slot freed elsewhere (a listing deleted) shows at once.
  await planAt(agent.uid, 1, 2);
  await waitForText(page, `Roomy plan: ${PLAN_MESSAGES.usage(1, 2)}`);
});

test("an agency's agent lists on the agency's plan and is told so when it is full", async () => {
  const { page } = fixture;
  const agency = await createAgency(`${uniqueWord()} Realty`);
  const member = await agentOf(agency);
  await planAt(agency.uid, 3, 3);
  await signIn(page, member);
  await open(page, '/dashboard/addProperty');
  await slots(page).getByText(PLAN_MESSAGES.agencyQuotaFull(3)).waitFor();
  await planAt(agency.uid, 2, 3);
  await eventually(() => slots(page).textContent()).toContain(PLAN_MESSAGES.usage(2, 3));
});

test('the gallery takes no more photos than the plan allows per listing, and says so', async () => {
  const { page } = fixture;
  const agent: TestUser = await createUserWithRole('agent');
  await updateFixture(`billingAccounts/${agent.uid}`, { photosPerListing: 2 });
  await signIn(page, agent);
  await open(page, '/dashboard/addProperty');
  await waitForText(page, `Roomy plan: ${PLAN_MESSAGES.usage(0, 100)}`);
  await pictureInput(page, 'photos').setInputFiles(await jpegFiles(3));
  await waitForText(page, PLAN_MESSAGES.photosAllowed(2));
  expect(await page.getByRole('list', { name: 'Photos in order' }).getByTestId('picture').count()).toBe(2);
  await eventually(() => pictureInput(page, 'photos').isDisabled()).toBe(true);
});

test('a full plan pays once for one listing by card: a declined card changes nothing, a good one makes it ready, and the listing goes to review', async () => {
  const { page } = fixture;
  const agent: TestUser = await createUserWithRole('agent');
  await planAt(agent.uid, 1, 1);
  await signIn(page, agent);
  await open(page, '/dashboard/addProperty');
  await slots(page)
    .getByRole('button', { name: new RegExp(`^${PLAN_MESSAGES.payOnce} \\(\\$`) })
    .click();
  await page.getByRole('form', { name: PLAN_MESSAGES.payOnce }).waitFor();
  expect(await slots(page).getByRole('link', { name: PLAN_MESSAGES.upgrade }).getAttribute('href')).toBe('/dashboard/billing');

  await payWithCard(page, TEST_CARDS.declined);
  await page.getByTestId('card-error').getByText('Your card was declined.').waitFor();
  expect((await readFixture(`billingAccounts/${agent.uid}`))?.fields.submissionCredits).toBeUndefined();
  await payWithCard(page, TEST_CARDS.succeeds);
  await waitForToast(page, S.paid);
  // Stripe's event grants it: the notice says so, live.
  await slots(page).getByText(S.credits(1)).waitFor({ timeout: TRIGGER_WAIT });

  const title = `${uniqueWord()} Loft`;
  await fillValidListing(page, title);
  await submitAdd(page).click();
  await waitForToast(page, MESSAGES.property.added);
  const [stored] = await findFixtures('properties', 'title', title);
  expect(stored).toMatchObject({ paidSlot: 'true', slotHolder: agent.uid, status: 'pending' });
  const account = (await readFixture(`billingAccounts/${agent.uid}`))?.fields;
  expect(account?.submissionCredits?.integerValue).toBe('0');
  expect(await usedOf(agent.uid)).toBe(1);
});

test('Add Property paying for one listing passes axe at 390 and 1280 px', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  await planAt(agent.uid, 1, 1);
  await signIn(page, agent);
  for (const width of WIDTHS) {
    await check(page, 'add-property-pay-submission', width, async () => {
      await open(page, '/dashboard/addProperty');
      await slots(page)
        .getByRole('button', { name: new RegExp(`^${PLAN_MESSAGES.payOnce}`) })
        .click();
      await page.getByTestId('card-field').waitFor();
      await mapDrawn(page);
    });
  }
});

test('Add Property with a full plan passes axe at 390 and 1280 px', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  await planAt(agent.uid, 2, 2);
  await signIn(page, agent);
  for (const width of WIDTHS) {
    await check(page, 'add-property-plan-full', width, async () => {
      await open(page, '/dashboard/addProperty');
      await slots(page).getByText(PLAN_MESSAGES.quotaFull(2)).waitFor();
      await mapDrawn(page);
    });
  }
});
