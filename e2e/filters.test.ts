// All properties' filters (docs/listings.md "Filters"): each alone, combined with the location search
// and an order, paging a filtered list both ways, the URL (reload, Clear filters), bad prices, the
// empty state, areas in m², and the phone's Filters toggle; axe at 390 and 1280 px. Every listing is
// in a made-up place only this file's search finds; the fixtures carry their search facts.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@homehaven/domain/messages';
import { FILTER_MESSAGES } from '@homehaven/domain/listing-filters';
import type { ListingFacts } from '@homehaven/domain/listing-facts';
import { check } from './support/axe';
import { eventually, open, reload, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { createUserWithRole } from './support/emulators';
import { cardTitles, createListing, secondsAgo, uniqueWord } from './support/listings';

const fixture = useBrowser();

const grove = Array.from({ length: 12 }, (_, i) => `Grove ${String(i + 1).padStart(2, '0')}`);

/** Listings with known facts in a place of their own; answers the place's search word. Newest last. */
async function filteredPlace(): Promise<string> {
  const agent = await createUserWithRole('agent');
  const word = uniqueWord();
  const listings: { title: string; min: number; max: number; facts?: ListingFacts }[] = [
    { title: 'Alder House', min: 500_000, max: 550_000, facts: { type: 'house', bedrooms: 4, bathrooms: 2.5, area: 2200 } },
    { title: 'Birch Flat', min: 220_000, max: 200_000, facts: { type: 'apartment', bedrooms: 1, bathrooms: 1, area: 600 } },
    { title: 'Cedar Townhouse', min: 350_000, max: 380_000, facts: { type: 'townhouse', bedrooms: 3, bathrooms: 2, area: 1500 } },
    { title: 'Dune Lot', min: 100_000, max: 120_000, facts: { type: 'land' } },
    // A listing from before facts: only filters that set no fact find it.
    { title: 'Elm Cottage', min: 300_000, max: 320_000 },
    { title: 'Fir House', min: 420_000, max: 600_000, facts: { type: 'house', bedrooms: 3, bathrooms: 1.5, area: 1100 } },
    ...grove.map((title, i) => ({ title, min: 250_000 + i * 1000, max: 260_000 + i * 1000, facts: { type: 'house', bedrooms: 2, bathrooms: 1, area: 900 } as const })),
  ];
  await Promise.all(listings.map((listing, i) => createListing(agent, { ...listing, location: `${word} Heights`, createdAt: secondsAgo(listings.length - i) })));
  return word;
}

/** The address's query, without the `?`, decoded (`~` in cursors). */
const query = (page: Page) => decodeURIComponent(new URL(page.url()).search.slice(1));

test('each filter alone and combined with the search and an order; paging, the URL, bad prices, the empty state and areas in m²', async () => {
  const { page } = fixture;
  const word = await filteredPlace();

  // Chosen in the form: bedrooms, then an order, then a typed minimum price; the count follows.
  await open(page, `/properties?search=${word}`);
  await eventually(() => cardTitles(page)).toHaveLength(12);
  await page.getByLabel('Bedrooms').selectOption('3');
  await eventually(() => cardTitles(page)).toEqual(['Fir House', 'Cedar Townhouse', 'Alder House']);
  expect(query(page)).toBe(`search=${word}&beds=3`);
  await waitForText(page, FILTER_MESSAGES.found(3));
  await page.getByLabel('Order by price').selectOption('asc');
  await eventually(() => cardTitles(page)).toEqual(['Cedar Townhouse', 'Fir House', 'Alder House']);
  await page.getByLabel('Min price').fill('400,000');
  await page.getByLabel('Min price').press('Enter');
  await eventually(() => cardTitles(page)).toEqual(['Fir House', 'Alder House']);
  expect(query(page)).toBe(`search=${word}&sort=asc&min=400000&beds=3`);
  await waitForText(page, FILTER_MESSAGES.found(2));

  // A reload keeps them; bad prices say why and leave the URL as it was.
  await reload(page);
  await eventually(() => cardTitles(page)).toEqual(['Fir House', 'Alder House']);
  expect(await page.getByLabel('Bedrooms').inputValue()).toBe('3');
  expect(await page.getByLabel('Min price').inputValue()).toBe('400000');
  await page.getByLabel('Max price').fill('lots');
  await page.getByLabel('Max price').press('Enter');
  await waitForText(page, FILTER_MESSAGES.price);
  expect(await page.getByLabel('Max price').getAttribute('aria-invalid')).toBe('true');
  await page.getByLabel('Max price').fill('100000');
  await page.getByLabel('Max price').press('Enter');
  await waitForText(page, FILTER_MESSAGES.priceRange);
  expect(query(page)).toBe(`search=${word}&sort=asc&min=400000&beds=3`);
  await check(page, 'properties-filters', 1280, () => page.getByText(FILTER_MESSAGES.priceRange).waitFor());

  // Clear filters keeps the search and the order, and empties the fields.
  await page.getByRole('button', { name: FILTER_MESSAGES.clear }).click();
  await page.waitForURL((url) => url.search === `?search=${word}&sort=asc`);
  await eventually(async () => (await cardTitles(page)).slice(0, 3)).toEqual(['Dune Lot', 'Birch Flat', 'Grove 01']);
  expect(await page.getByLabel('Min price').inputValue()).toBe('');
  expect(await page.getByLabel('Bedrooms').inputValue()).toBe('');
  expect(await page.getByText(FILTER_MESSAGES.priceRange).count()).toBe(0);

  // Each filter alone, from the address (a price range overlaps the listing's, whichever way its prices were typed).
  for (const [filter, titles] of [
    ['min=590000', ['Fir House']],
    ['max=210000', ['Dune Lot', 'Birch Flat']],
    ['baths=2', ['Cedar Townhouse', 'Alder House']],
    ['type=townhouse', ['Cedar Townhouse']],
  ] as const) {
    await open(page, `/properties?search=${word}&${filter}`);
    await eventually(() => cardTitles(page)).toEqual(titles);
  }

  // Nothing matches: the empty state, and no count.
  await open(page, `/properties?search=${word}&beds=5`);
  await waitForText(page, MESSAGES.property.noneFound);
  await waitForText(page, FILTER_MESSAGES.noneFoundHint);
  expect(await page.getByTestId('property-card').count()).toBe(0);

  // A filtered list of 14 pages forward and back, its cursors in the URL.
  await open(page, `/properties?search=${word}&type=house`);
  await eventually(() => cardTitles(page)).toEqual([...grove].reverse());
  await waitForText(page, FILTER_MESSAGES.found(14));
  await page.getByRole('link', { name: 'Next' }).click();
  await eventually(() => cardTitles(page)).toEqual(['Fir House', 'Alder House']);
  expect(query(page)).toMatch(new RegExp(`^search=${word}&type=house&after=\\d+\\.\\d{9}(~[\\d.]+){5}_\\w+&page=2$`));
  await reload(page);
  await eventually(() => cardTitles(page)).toEqual(['Fir House', 'Alder House']);
  await page.getByRole('link', { name: 'Previous' }).click();
  await eventually(() => cardTitles(page)).toEqual([...grove].reverse());
  expect(query(page)).toBe(`search=${word}&type=house`);

  // Areas offered in the visitor's unit, filtered in the stored ft² (100 m² is 1,076 ft²).
  await page.evaluate(() => localStorage.setItem('area-unit', 'sqm'));
  await open(page, `/properties?search=${word}`);
  await page.getByLabel('Min area').selectOption({ label: '100+ m²' });
  await eventually(() => cardTitles(page)).toEqual(['Fir House', 'Cedar Townhouse', 'Alder House']);
  expect(query(page)).toBe(`search=${word}&area=1076`);
  await page.evaluate(() => localStorage.removeItem('area-unit'));
});

test('on a phone the filters sit behind a Filters toggle that counts them', async () => {
  const { page } = fixture;
  const word = await filteredPlace();
  const toggle = page.getByRole('button', { name: /^Filters/ });
  await check(page, 'properties-filters', 390, async () => {
    await open(page, `/properties?search=${word}&beds=3`);
    await eventually(() => cardTitles(page)).toEqual(['Fir House', 'Cedar Townhouse', 'Alder House']);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByLabel('Property type').isVisible()).toBe(false);
    expect(await toggle.textContent()).toContain(FILTER_MESSAGES.active(1));
    await toggle.click();
    await page.getByLabel('Property type').selectOption('house');
    await eventually(() => cardTitles(page)).toEqual(['Fir House', 'Alder House']);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.textContent()).toContain(FILTER_MESSAGES.active(2));
  });
});
