// Property comparison: the compare tray (cards and the details page, kept across reloads, at most 4,
// validated when read back) and /compare (the listings side by side, live, with remove; a listing no
// longer public says so). Every test makes its own listings and reviews; the tray is put in local
// storage directly where how it got there is not the point.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { COMPARE_FULL_MESSAGE, COMPARE_LIMIT, serializeCompareTray, type CompareItem } from '@homehaven/domain/compare';
import { COMPARE_MESSAGES } from '@homehaven/domain/compare-view';
import { check, WIDTHS } from './support/axe';
import { eventually, open, reload, signIn, waitForPath, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { createUserWithRole, type TestUser } from './support/emulators';
import { updateFixture } from './support/firestore-rest';
import { createListing, createReview, FIXTURE_IMAGE, uniqueWord } from './support/listings';

const fixture = useBrowser();
const STORAGE_KEY = 'homehaven.compare';

interface Listed {
  id: string;
  title: string;
  location: string;
  min: number;
  max: number;
  agent: TestUser;
}

/** A public listing in a place only this test searches for. */
async function listing(word: string, title: string, min: number, max: number, location = `${word} Heights, Ohio`): Promise<Listed> {
  const agent = await createUserWithRole('agent');
  const id = await createListing(agent, { title: `${title} ${word}`, location, min, max });
  return { id, title: `${title} ${word}`, location, min, max, agent };
}

/** Reviews of a listing with the given ratings, by new buyers. */
async function review(target: Listed, ratings: number[]): Promise<void> {
  for (const rating of ratings) {
    const author = await createUserWithRole('user');
    await createReview(author, target.id, { propertyTitle: target.title, agentName: target.agent.name, rating, comment: 'Lovely home.' });
  }
}

/** The tray's copy of a listing. */
function item(target: Listed): CompareItem {
  return { id: target.id, title: target.title, image: FIXTURE_IMAGE, location: target.location, MinimumPrice: target.min, MaximumPrice: target.max };
}

/** Puts `stored` in the tray's storage before the page's first load (once per context: later loads keep what the app wrote). */
async function storeTray(page: Page, stored: string): Promise<void> {
  await page.context().addInitScript(
    ({ key, value }) => {
      if (sessionStorage.getItem('e2e-tray') !== null) return;
      sessionStorage.setItem('e2e-tray', '1');
      localStorage.setItem(key, value);
    },
    { key: STORAGE_KEY, value: stored },
  );
}

/** The ids the app keeps in the tray. */
async function trayIds(page: Page): Promise<string[]> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
  if (stored === null) return [];
  return ((JSON.parse(stored) as { items: { id: string }[] }).items ?? []).map((entry) => entry.id);
}

/** A card's Compare toggle. */
function cardToggle(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true }).getByRole('button', { name: `Compare ${title}`, exact: true });
}

/** The compare table's column of a listing. */
function column(page: Page, id: string) {
  return page.locator(`[data-testid="compare-column"][data-id="${id}"]`);
}

/** The text of a row's cells, in column order. */
function rowTexts(page: Page, label: string): Promise<string[]> {
  return page.getByTestId(`compare-row-${label}`).locator('td').allInnerTexts();
}

test('cards and the details page add to the tray, a reload keeps it, and /compare shows prices, places, agents, ratings and counts side by side, with remove', async () => {
  const { page } = fixture;
  const word = uniqueWord();
  const cheap = await listing(word, 'Cottage', 310_000, 295_000);
  const mid = await listing(word, 'Townhouse', 420_000, 450_000, `${word} Park, Texas`);
  const dear = await listing(word, 'Villa', 980_000, 1_050_000);
  await review(mid, [5, 4]);
  await review(dear, [3]);
  await signIn(page, await createUserWithRole('user'));

  // Two from the cards of All properties: each toggle is pressed, the bar counts them.
  await open(page, `/properties?search=${word}`);
  await cardToggle(page, mid.title).click();
  await cardToggle(page, cheap.title).click();
  await eventually(() => cardToggle(page, mid.title).getAttribute('aria-pressed')).toBe('true');
  expect(await cardToggle(page, dear.title).getAttribute('aria-pressed')).toBe('false');
  const bar = page.getByRole('region', { name: 'Compare tray' });
  await bar.getByText('2 of 4 to compare', { exact: true }).waitFor();
  expect(await trayIds(page)).toEqual([mid.id, cheap.id]);

  // The third from its details page.
  await open(page, `/DetailsPage/${dear.id}`);
  await page.getByRole('heading', { level: 1, name: dear.title }).waitFor();
  await page.getByRole('button', { name: 'Add to compare', exact: true }).click();
  await page.getByRole('button', { name: 'Remove from compare', exact: true }).waitFor();

  // A reload keeps the tray; the bar leads to the compare page.
  await reload(page);
  await page.getByRole('button', { name: 'Remove from compare', exact: true }).waitFor();
  await bar.getByText('3 of 4 to compare', { exact: true }).waitFor();
  await bar.getByRole('link', { name: 'Compare (3)' }).click();
  await waitForPath(page, '/compare');
  await page.getByRole('heading', { level: 1, name: 'Compare properties' }).waitFor();
  expect(await bar.count()).toBe(0);

  // In the order added, each fact in its row.
  await eventually(() => rowTexts(page, 'Reviews')).toEqual(['2 reviews', '0 reviews', '1 review']);
  await eventually(() => rowTexts(page, 'Price range')).toEqual(['$420,000 – $450,000', '$295,000 – $310,000\n\nLowest price', '$980,000 – $1,050,000']);
  expect(await rowTexts(page, 'Location')).toEqual([mid.location, cheap.location, dear.location]);
  expect(await rowTexts(page, 'Agent')).toEqual([mid.agent.name, cheap.agent.name, dear.agent.name]);
  expect(await rowTexts(page, 'Rating')).toEqual(['4.5', COMPARE_MESSAGES.noReviews, '3.0']);
  expect(await page.getByTestId('lowest-price').count()).toBe(1);
  expect(await column(page, mid.id).getByRole('link', { name: mid.title }).getAttribute('href')).toBe(`/DetailsPage/${mid.id}`);
  // Screen readers hear the row and the column of each cell: real headers.
  expect(await page.getByRole('rowheader', { name: 'Price range' }).count()).toBe(1);
  expect(await page.getByRole('columnheader').count()).toBe(4);

  for (const width of WIDTHS) {
    await check(page, 'compare', width, () => page.getByTestId('compare-row-Reviews').getByText('2 reviews').waitFor());
  }

  // Remove: the column goes, and so does the listing from the tray; the cheapest left is marked.
  await page.setViewportSize({ width: 1280, height: 860 });
  await column(page, cheap.id)
    .getByRole('button', { name: `Remove ${cheap.title} from compare` })
    .click();
  await eventually(() => page.getByTestId('compare-column').count()).toBe(2);
  expect(await trayIds(page)).toEqual([mid.id, dear.id]);
  await eventually(() => rowTexts(page, 'Price range')).toEqual(['$420,000 – $450,000\n\nLowest price', '$980,000 – $1,050,000']);
});

test(`a fifth listing is refused with the reason, and the tray keeps ${COMPARE_LIMIT}`, async () => {
  const { page } = fixture;
  const word = uniqueWord();
  const chosen = await Promise.all([1, 2, 3, 4].map((n) => listing(word, `Home${'ABCD'[n - 1] ?? ''}`, 100_000 * n, 100_000 * n + 5_000)));
  const fifth = await listing(word, 'Loft', 700_000, 720_000);
  await storeTray(page, serializeCompareTray(chosen.map(item)));

  await open(page, `/properties?search=${word}`);
  await page.getByRole('region', { name: 'Compare tray' }).getByText('4 of 4 to compare', { exact: true }).waitFor();
  await cardToggle(page, fifth.title).click();
  await waitForText(page, COMPARE_FULL_MESSAGE);
  expect(await cardToggle(page, fifth.title).getAttribute('aria-pressed')).toBe('false');
  expect(await trayIds(page)).toEqual(chosen.map((entry) => entry.id));

  // Removing one from the bar makes room.
  const first = chosen[0];
  if (!first) throw new Error('no listing');
  await page.getByRole('button', { name: `Remove ${first.title} from compare` }).click();
  await cardToggle(page, fifth.title).click();
  await eventually(() => trayIds(page)).toEqual([...chosen.slice(1).map((entry) => entry.id), fifth.id]);
  // Clear empties it, and the bar goes.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await page.getByTestId('compare-bar').waitFor({ state: 'detached' });
  expect(await trayIds(page)).toEqual([]);
});

test('tray contents the app did not write are ignored: garbage shows the empty state, and only valid entries of a tampered tray show', async () => {
  const { page } = fixture;
  await storeTray(page, '{"items": [ not json');
  await open(page, '/compare');
  await waitForText(page, COMPARE_MESSAGES.empty);
  expect(await page.getByRole('link', { name: 'All properties' }).last().getAttribute('href')).toBe('/properties');
  expect(await page.getByTestId('compare-bar').count()).toBe(0);
  for (const width of WIDTHS) await check(page, 'compare-empty', width, () => waitForText(page, COMPARE_MESSAGES.empty));

  const word = uniqueWord();
  const real = await listing(word, 'Bungalow', 350_000, 360_000);
  const tampered = JSON.stringify({
    version: 1,
    items: [
      { ...item(real), id: '../users/someone', title: 'Injected' },
      { ...item(real), image: 'javascript:alert(1)', title: 'Script picture' },
      { ...item(real), MinimumPrice: 'free', title: 'Bad price' },
      item(real),
    ],
  });
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: STORAGE_KEY, value: tampered });
  await reload(page);
  await eventually(() => rowTexts(page, 'Price range')).toEqual(['$350,000 – $360,000']);
  expect(await page.getByTestId('compare-column').count()).toBe(1);
  for (const text of ['Injected', 'Script picture', 'Bad price']) expect(await page.getByText(text).count()).toBe(0);
});

test('a listing withdrawn while compared, or gone, shows "No longer available" with Remove, not an error page', async () => {
  const { page } = fixture;
  const word = uniqueWord();
  const stays = await listing(word, 'Ranch', 500_000, 520_000);
  const withdrawn = await listing(word, 'Chalet', 600_000, 640_000);
  const gone: Listed = { ...stays, id: 'NoSuchListing123', title: `Demolished ${word}` };
  await storeTray(page, serializeCompareTray([stays, withdrawn, gone].map(item)));

  await open(page, '/compare');
  await eventually(() => page.getByTestId('unavailable').count()).toBe(1);
  await column(page, gone.id).getByText(COMPARE_MESSAGES.unavailable).waitFor();
  await column(page, withdrawn.id).getByRole('link', { name: withdrawn.title }).waitFor();

  // Its agent was marked fraud meanwhile: the page says so without a reload.
  await updateFixture(`properties/${withdrawn.id}`, { withdrawn: true });
  await column(page, withdrawn.id).getByText(COMPARE_MESSAGES.unavailable).waitFor();
  expect(await column(page, withdrawn.id).getByRole('link').count()).toBe(0);
  expect(await rowTexts(page, 'Price range')).toEqual(['$500,000 – $520,000', '—\nNot available', '—\nNot available']);
  for (const width of WIDTHS) await check(page, 'compare-unavailable', width, () => column(page, gone.id).getByText(COMPARE_MESSAGES.unavailable).waitFor());

  await page.setViewportSize({ width: 1280, height: 860 });
  await column(page, gone.id)
    .getByRole('button', { name: `Remove ${gone.title} from compare` })
    .click();
  await eventually(() => trayIds(page)).toEqual([stays.id, withdrawn.id]);
});

test('listings that cannot be loaded say so in their column, and Try again loads them', async () => {
  const { page } = fixture;
  const word = uniqueWord();
  const target = await listing(word, 'Farmhouse', 450_000, 470_000);
  await storeTray(page, serializeCompareTray([item(target)]));
  // The Firestore SDK cannot be downloaded (a flaky network).
  await page.route('**/assets/firestore-*.js', (route) => route.abort());
  await open(page, '/compare');
  const column = page.getByTestId('compare-column');
  await column.getByText(COMPARE_MESSAGES.loadFailed, { exact: true }).waitFor();
  // What the tray kept still names the listing.
  await column.getByText(target.title, { exact: true }).waitFor();
  await page.unroute('**/assets/firestore-*.js');
  await column.getByRole('button', { name: 'Try again' }).click();
  await eventually(() => rowTexts(page, 'Price range')).toEqual(['$450,000 – $470,000']);
  expect(await page.getByText(COMPARE_MESSAGES.loadFailed).count()).toBe(0);
});
