// Price history on the details page (docs/decisions.md "Price history"): an agent's price edit through Update property is
// recorded by the system (the trigger) and shows in the list and the chart; a listing never changed
// says so; the changes page with "Show more" and a new one appears live; a bad price in the editor is
// refused and records nothing. Clients writing history is refused by the rules (tests/rules/suites/price-history.ts).
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { formatDay } from '@homehaven/domain/format';
import { MESSAGES } from '@homehaven/domain/messages';
import { PRICE_HISTORY_MESSAGES } from '@homehaven/domain/price-history-messages';
import { PRICE_HISTORY_PAGE_SIZE, priceHistoryPath } from '@homehaven/domain/queries/price-history';
import { check, screenshot, WIDTHS } from './support/axe';
import { TRIGGER_WAIT, eventually, open, signIn, waitForPath, waitForText, waitForToast } from './support/app';
import { useBrowser } from './support/browser';
import { createUserWithRole } from './support/emulators';
import { setFixture, updateFixture } from './support/firestore-rest';
import { createListing, uniqueWord } from './support/listings';
import { fillListing, submitUpdate } from './support/listing-form';

const fixture = useBrowser();
/** Set PRICE_HISTORY_SHOTS=1 to keep screenshots of the section in /tmp/shots/price-history. */
const SHOTS = process.env.PRICE_HISTORY_SHOTS ? '/tmp/shots/price-history' : null;

const section = (page: Page) => page.getByTestId('price-history');
const rows = (page: Page) => section(page).getByTestId('price-change');
const chart = (page: Page) => section(page).getByRole('img', { name: /^Price history chart/ });

/** The shown rows as "date | minimum | maximum" cells' main figures. */
async function rowTexts(page: Page): Promise<string[]> {
  return rows(page).evaluateAll((trs) =>
    trs.map((tr) =>
      Array.from(tr.querySelectorAll('td'))
        .map((td) => (td.firstChild?.textContent ?? '').trim())
        .join(' | '),
    ),
  );
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await section(page).scrollIntoViewIfNeeded();
  await screenshot(section(page), `${SHOTS}/${name}.png`);
}

/** A recorded change as the trigger writes it, `daysAgo` days back (fixtures: the system's own data). */
function change(min: number, max: number, previousMin: number, previousMax: number, daysAgo: number) {
  return { MinimumPrice: min, MaximumPrice: max, previousMinimumPrice: previousMin, previousMaximumPrice: previousMax, changedAt: new Date(Date.now() - daysAgo * 86_400_000) };
}

test('an agent’s price edit in Update property shows in the price history list and chart; before it, the listing says it never changed', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const title = `${uniqueWord()} Cottage`;
  const id = await createListing(agent, { title, location: 'Bend, Oregon', min: 300_000, max: 350_000, createdAt: new Date(Date.now() - 30 * 86_400_000) });
  await signIn(page, agent);

  await open(page, `/DetailsPage/${id}`);
  // The section reads the history once it nears the viewport (docs/performance.md "Details page").
  await section(page).scrollIntoViewIfNeeded();
  await waitForText(page, PRICE_HISTORY_MESSAGES.unchanged);
  expect(await chart(page).count()).toBe(0);
  await shoot(page, 'unchanged-1280');

  // A bad price is refused by the editor and records nothing.
  await open(page, `/dashboard/updateProperty/${id}`);
  await submitUpdate(page).waitFor();
  await fillListing(page, { min: '-5' });
  await submitUpdate(page).click();
  await waitForText(page, MESSAGES.property.priceNegative);
  await fillListing(page, { min: 'cheap' });
  await submitUpdate(page).click();
  await waitForText(page, MESSAGES.property.priceNotANumber);

  await fillListing(page, { min: '285,000', max: '340000' });
  await submitUpdate(page).click();
  await waitForToast(page, MESSAGES.property.updated);
  await waitForPath(page, '/dashboard/myAddProperty');

  await open(page, `/DetailsPage/${id}`);
  await section(page).scrollIntoViewIfNeeded();
  // Recorded by the trigger after the write: the live list shows it when it lands.
  await eventually(() => rowTexts(page), TRIGGER_WAIT).toEqual([`${formatDay(new Date())} | $285,000 | $340,000`]);
  await section(page).getByText('$15,000').first().waitFor();
  const summary = await chart(page).getAttribute('aria-label');
  expect(summary).toContain('minimum price from $300,000 to $285,000');
  expect(summary).toContain('maximum price from $350,000 to $340,000');
  // From the listing day, through the change, to today.
  expect(await section(page).getByTestId('price-history-chart').getAttribute('data-points')).toBe('3');
  expect(await page.getByText(PRICE_HISTORY_MESSAGES.unchanged).count()).toBe(0);
  await page.locator('[data-testid="price-history-chart"] svg .recharts-line').first().waitFor();
  await shoot(page, 'one-change-1280');
});

test('a buyer sees the newest changes first, a few at a time with "Show more", and a new change live; axe passes at 390 and 1280 px', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const buyer = await createUserWithRole('user');
  const total = PRICE_HISTORY_PAGE_SIZE + 2;
  // Prices falling by 10,000 a week from 500,000-600,000: change i (1 = oldest) ends at 500,000 - 10,000 i.
  const id = await createListing(agent, {
    title: `${uniqueWord()} Loft with a long name by the old harbour`,
    location: 'Portland, Maine',
    min: 500_000 - 10_000 * total,
    max: 600_000 - 10_000 * total,
    createdAt: new Date(Date.now() - (total + 1) * 7 * 86_400_000),
  });
  for (let i = 1; i <= total; i += 1) {
    const min = 500_000 - 10_000 * i;
    const max = 600_000 - 10_000 * i;
    await setFixture(`${priceHistoryPath(id)}/fixture-${i}`, change(min, max, min + 10_000, max + 10_000, (total + 1 - i) * 7));
  }
  const money = (n: number) => `$${n.toLocaleString('en-US')}`;
  const figures = async () => (await rowTexts(page)).map((row) => row.split(' | ').slice(1).join(' '));

  await signIn(page, buyer);
  await open(page, `/DetailsPage/${id}`);
  // Read once near the viewport: where the page first lays it out (within reach or not) depends on how far
  // the sections above have drawn, so the journey goes to it as a reader would.
  await section(page).scrollIntoViewIfNeeded();
  const newest = Array.from({ length: total }, (_, k) => total - k).map((i) => `${money(500_000 - 10_000 * i)} ${money(600_000 - 10_000 * i)}`);
  await eventually(figures).toEqual(newest.slice(0, PRICE_HISTORY_PAGE_SIZE));
  await shoot(page, 'paged-1280');
  await section(page).getByRole('button', { name: PRICE_HISTORY_MESSAGES.showMore }).click();
  await eventually(figures).toEqual(newest);
  expect(await section(page).getByRole('button', { name: PRICE_HISTORY_MESSAGES.showMore }).count()).toBe(0);
  // The whole history: the chart starts at the listing day.
  expect(await section(page).getByTestId('price-history-chart').getAttribute('data-points')).toBe(String(total + 2));

  // The agent cuts the price meanwhile (another browser): the trigger records it and it shows on top.
  await updateFixture(`properties/${id}`, { MinimumPrice: 350_000 });
  await eventually(async () => (await figures())[0]).toBe(`${money(350_000)} ${money(600_000 - 10_000 * total)}`);
  expect(await rows(page).count()).toBe(total + 1);

  for (const width of WIDTHS) {
    await check(page, 'price-history', width, async () => {
      await open(page, `/DetailsPage/${id}`);
      await section(page).scrollIntoViewIfNeeded();
      await chart(page).waitFor();
      await page.locator('[data-testid="price-history-chart"] svg .recharts-line').first().waitFor();
    });
    if (SHOTS) {
      await page.setViewportSize({ width, height: 860 });
      await shoot(page, `section-${width}`);
    }
  }
});
