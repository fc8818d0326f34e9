// Plans (docs/plans.md "The Pricing page", "The admins' Plans screen"): a visitor compares the plans on
// sale on /pricing, rendered per request with them (the browser fixture fails on a hydration
// mismatch), monthly or yearly; an admin adds a plan (a bad price refused with its reason), sees it
// on the list and on the Pricing page, and changes its price, which makes its next version.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { PLAN_ADMIN_MESSAGES as A } from '@homehaven/domain/plan-messages';
import { PRICING_MESSAGES as M } from '@homehaven/domain/pricing';
import { ONE_OFF_DEFAULT_CENTS, SUBMISSION_MESSAGES as S } from '@homehaven/domain/one-off-prices';
import { readFixture, updateFixture } from './support/firestore-rest';
import { check, checkOpen, settled, WIDTHS } from './support/axe';
import { eventually, open, signIn, waitForToast } from './support/app';
import { useBrowser } from './support/browser';
import { createUserWithRole } from './support/emulators';
import { planOnSale } from './support/plans';
import { uniqueWord } from './support/listings';

const fixture = useBrowser();

const planCard = (page: Page, name: string) => page.getByRole('listitem', { name });

test('a visitor compares the free plan and the plans on sale, monthly or yearly; a hidden plan is not shown', async () => {
  const { page } = fixture;
  const word = uniqueWord();
  await planOnSale(`Growth ${word}`, 3_900);
  await planOnSale(`Secret ${word}`, 1_500, false);
  await open(page, '/pricing');
  await page.getByRole('heading', { level: 1, name: M.title }).waitFor();
  const growth = planCard(page, `Growth ${word}`);
  await expect.poll(() => growth.textContent()).toContain('$39/month');
  expect(await growth.textContent()).toContain(M.listings(25));
  expect(await growth.textContent()).toContain(M.featured(3));
  expect(await planCard(page, 'Free').textContent()).toContain(M.freeNote);
  expect(await page.getByText(`Secret ${word}`).count()).toBe(0);

  await page.getByRole('button', { name: M.yearly }).click();
  await expect.poll(() => growth.textContent()).toContain('$390/year');
  expect(await growth.textContent()).toContain(M.saving(16));
  expect(await page.getByRole('button', { name: M.yearly }).getAttribute('aria-pressed')).toBe('true');
  expect(await growth.getByRole('link', { name: M.choose }).getAttribute('href')).toMatch(/^\/dashboard\/billing\?plan=plan-[a-z]+&interval=year$/);
  expect(await planCard(page, 'Free').getByRole('link', { name: M.startFree }).getAttribute('href')).toBe('/register');
});

test('Pricing passes axe at 390 and 1280 px', async () => {
  const { page } = fixture;
  await planOnSale(`Team ${uniqueWord()}`, 9_900);
  for (const width of WIDTHS) {
    await check(page, 'pricing', width, async () => {
      await open(page, '/pricing');
      await planCard(page, 'Free').waitFor();
    });
  }
});

test('an admin adds a plan (a bad price refused with its reason), sees it live on the list and on Pricing, and a new price makes version 2', async () => {
  const { page } = fixture;
  const admin = await createUserWithRole('admin');
  const name = `Premier ${uniqueWord()}`;
  await signIn(page, admin);
  await open(page, '/dashboard/plans');
  await page.getByRole('list', { name: A.free }).getByRole('listitem').waitFor();

  await page.getByRole('button', { name: A.addPlan }).click();
  const dialog = page.getByRole('dialog', { name: A.addTitle });
  await dialog.getByLabel(A.name).fill(name);
  await dialog.getByLabel(A.monthly).fill('0.5');
  await dialog.getByLabel(A.yearly).fill('490');
  await dialog.getByRole('button', { name: A.save }).click();
  await dialog.getByText(A.priceInvalid).waitFor();

  await dialog.getByLabel(A.monthly).fill('49');
  await dialog.getByRole('button', { name: A.save }).click();
  await waitForToast(page, A.added);
  const row = page.getByRole('listitem', { name });
  await expect.poll(() => row.textContent()).toContain(A.version(1));
  expect(await row.textContent()).toContain(A.price('$49', '$490'));
  expect(await row.textContent()).toContain(A.onSale);

  await row.getByRole('button', { name: `${A.edit} ${name}` }).click();
  const edit = page.getByRole('dialog', { name: A.editTitle(name) });
  await edit.getByLabel(A.monthly).fill('59');
  await edit.getByRole('button', { name: A.save }).click();
  await waitForToast(page, A.saved);
  await expect.poll(() => row.textContent()).toContain(A.version(2));
  expect(await row.textContent()).toContain(A.price('$59', '$490'));

  await open(page, '/pricing');
  await eventually(async () => planCard(page, name).textContent()).toContain('$59/month');
});

test('an admin sets what a paid submission costs (a bad price refused with its reason), live on the list', async () => {
  const { page } = fixture;
  const admin = await createUserWithRole('admin');
  await signIn(page, admin);
  await open(page, '/dashboard/plans');
  const row = page.getByRole('listitem', { name: S.priceTitle });
  await row.getByRole('button', { name: `${A.edit} ${S.priceTitle}` }).click();
  const dialog = page.getByRole('dialog', { name: S.priceTitle });
  await dialog.getByLabel(S.priceLabel).fill('0.5');
  await dialog.getByRole('button', { name: S.savePrice }).click();
  await dialog.getByText(A.priceInvalid).waitFor();
  // Another journey may be paying for a submission meanwhile: the price set is one it accepts (it reads the price live), then put back.
  await dialog.getByLabel(S.priceLabel).fill('24.5');
  await dialog.getByRole('button', { name: S.savePrice }).click();
  await waitForToast(page, S.priceSaved);
  await expect.poll(() => row.textContent()).toContain(S.priceOnce('$24.50'));
  expect((await readFixture('oneOffPrices/submission'))?.fields.amountCents?.integerValue).toBe('2450');
  await updateFixture('oneOffPrices/submission', { amountCents: ONE_OFF_DEFAULT_CENTS.submission });
  await expect.poll(() => row.textContent()).toContain(S.priceOnce('$19'));
});

test('the Plans screen and its form pass axe at 390 and 1280 px', async () => {
  const { page } = fixture;
  const admin = await createUserWithRole('admin');
  await planOnSale(`Studio ${uniqueWord()}`, 2_900);
  await signIn(page, admin);
  for (const width of WIDTHS) {
    await check(page, 'plans', width, async () => {
      await open(page, '/dashboard/plans');
      await page.getByRole('list', { name: 'Paid plans' }).waitFor();
    });
    await page.getByRole('button', { name: A.addPlan }).click();
    await page.getByRole('dialog', { name: A.addTitle }).waitFor();
    await settled(page);
    await checkOpen(page, `plans-form-${width}`);
    await page.keyboard.press('Escape');
  }
});
