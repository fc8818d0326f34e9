// Featured listings on the screens (docs/plans.md "Featured listings"): Feature on My Added Properties,
// from the plan's allowance or paid once by card; the Featured badge on the card and the details page;
// the Featured filter of All properties. Home's lead is in home.test.ts. Every test makes its own agent
// and listings.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { FEATURE_MESSAGES as M, FEATURED_LABEL } from '@homehaven/domain/featured-listings';
import { FILTER_LABELS } from '@homehaven/domain/listing-filters';
import { TEST_CARDS } from '../tools/stripe-stand-in/cards';
import { check, checkOpen, WIDTHS } from './support/axe';
import { eventually, open, signIn, TRIGGER_WAIT, waitForToast } from './support/app';
import { useBrowser } from './support/browser';
import { createUserWithRole, type TestUser } from './support/emulators';
import { readFixture, updateFixture } from './support/firestore-rest';
import { createListing, uniqueWord } from './support/listings';
import { payWithCard } from './support/offers';

const fixture = useBrowser();

/** An agent whose plan allows `allowed` featured listings, none in use. */
async function agentAllowing(allowed: number): Promise<TestUser> {
  const agent = await createUserWithRole('agent');
  await updateFixture(`billingAccounts/${agent.uid}`, { featuredAllowed: allowed, featuredUsed: 0 });
  return agent;
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const featureDialog = (page: Page) => page.getByTestId('feature-dialog');
const isFeatured = async (id: string) => (await readFixture(`properties/${id}`))?.fields.featured?.booleanValue === true;

/** Opens My Added Properties and the Feature dialog of the listing titled `title`. */
async function openFeature(page: Page, title: string): Promise<void> {
  await open(page, '/dashboard/myAddProperty');
  await card(page, title)
    .getByRole('button', { name: `${M.feature} ${title}` })
    .click();
  await featureDialog(page).waitFor();
}

test('an agent features a public listing from the plan: it says until when, shows the badge on its card and page, and the Featured filter finds it; one in review has no Feature', async () => {
  const { page } = fixture;
  const agent = await agentAllowing(1);
  const word = uniqueWord();
  const title = `${word} Featured Loft`;
  const other = `${word} Plain Loft`;
  const id = await createListing(agent, { title, location: `${word} Springs` });
  await createListing(agent, { title: other, location: `${word} Springs` });
  const pending = `${word} Pending Loft`;
  await createListing(agent, { title: pending, location: `${word} Springs`, status: 'pending' });
  await signIn(page, agent);

  await openFeature(page, title);
  await featureDialog(page).getByText(M.fromPlan(0, 1)).waitFor();
  await featureDialog(page).getByRole('button', { name: M.fromPlanButton }).click();
  await waitForToast(page, M.featured);
  // Featured (live): the dialog closes by itself and the card says until when, with the badge.
  await featureDialog(page).waitFor({ state: 'detached' });
  await card(page, title).getByTestId('featured-until').waitFor();
  expect(await card(page, title).getByTestId('featured-badge').textContent()).toBe(FEATURED_LABEL);
  expect(
    await card(page, pending)
      .getByRole('button', { name: `${M.feature} ${pending}` })
      .count(),
  ).toBe(0);
  expect(await isFeatured(id)).toBe(true);
  expect((await readFixture(`billingAccounts/${agent.uid}`))?.fields.featuredUsed?.integerValue).toBe('1');

  // Its allowance in use, the next one can only be paid for.
  await card(page, other)
    .getByRole('button', { name: `${M.feature} ${other}` })
    .click();
  await featureDialog(page).getByText(M.noAllowance(1)).waitFor();
  expect(await featureDialog(page).getByRole('button', { name: M.fromPlanButton }).count()).toBe(0);
  await page.keyboard.press('Escape');
  await featureDialog(page).waitFor({ state: 'detached' });

  await open(page, `/DetailsPage/${id}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByTestId('featured-badge').waitFor();

  await open(page, `/properties?search=${encodeURIComponent(`${word} Springs`)}`);
  await card(page, other).waitFor();
  await page.getByRole('checkbox', { name: FILTER_LABELS.featured }).check();
  await page.waitForURL((url) => url.searchParams.get('featured') === 'true');
  await eventually(() => page.getByTestId('property-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))).toEqual([title]);
  await card(page, title).getByTestId('featured-badge').waitFor();
});

test('a listing featured paid once by card: a declined card changes nothing, a good one features it once Stripe confirms', async () => {
  const { page } = fixture;
  const agent = await agentAllowing(0);
  const title = `${uniqueWord()} Paid Loft`;
  const id = await createListing(agent, { title, location: 'Salem, Oregon' });
  await signIn(page, agent);
  await openFeature(page, title);
  await featureDialog(page).getByText(M.noAllowance(0)).waitFor();
  await featureDialog(page)
    .getByRole('button', { name: /^Pay \$[\d,.]+ once$/ })
    .click();
  await featureDialog(page).getByTestId('card-field').waitFor();

  await payWithCard(page, TEST_CARDS.declined);
  await featureDialog(page).getByTestId('card-error').getByText('Your card was declined.').waitFor();
  expect(await isFeatured(id)).toBe(false);
  await payWithCard(page, TEST_CARDS.succeeds);
  await waitForToast(page, M.paid);
  await card(page, title).getByTestId('featured-until').waitFor({ timeout: TRIGGER_WAIT });
  await featureDialog(page).waitFor({ state: 'detached' });
  expect((await readFixture(`properties/${id}`))?.fields.featuredFrom?.stringValue).toBe('paid');
});

test('the Feature dialog and the Featured filter pass axe at 390 and 1280 px', async () => {
  const { page } = fixture;
  const agent = await agentAllowing(2);
  const word = uniqueWord();
  const title = `${word} Axe Loft`;
  const featured = await createListing(agent, { title: `${word} Axe Featured`, location: `${word} Falls` });
  await updateFixture(`properties/${featured}`, { featured: true, featuredUntil: new Date(Date.now() + 86_400_000) });
  await createListing(agent, { title, location: `${word} Falls` });
  await signIn(page, agent);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 860 });
    await openFeature(page, title);
    await featureDialog(page).getByRole('button', { name: M.fromPlanButton }).waitFor();
    await featureDialog(page)
      .getByRole('button', { name: /^Pay \$[\d,.]+ once$/ })
      .waitFor();
    await checkOpen(page, `feature-dialog-${width}`);
    await page.keyboard.press('Escape');
    await check(page, 'properties-featured', width, async () => {
      await open(page, `/properties?search=${encodeURIComponent(`${word} Falls`)}&featured=true`);
      await card(page, `${word} Axe Featured`).getByTestId('featured-badge').waitFor();
    });
  }
});
