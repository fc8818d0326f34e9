import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@homehaven/domain/messages';
import { eventually, open, reload, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { createUserWithRole } from './support/emulators';
import { cardTitles, createListing, secondsAgo, uniqueWord } from './support/listings';

const fixture = useBrowser();

/** Searches through the form, as a visitor does. */
async function search(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder('Search by location...').fill(text);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL((url) => url.searchParams.get('search') === text);
}

test('search finds public listings by the start of any word of the location, in any case', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const word = uniqueWord();
  await createListing(agent, { title: `${word} Lofts`, location: `${word}ville, Ohio` });
  await createListing(agent, { title: `Port ${word} Cottage`, location: `Port ${word}, Maine` });
  await createListing(agent, { title: `Hidden ${word} Flat`, location: `Ab${word}, Maine` });
  await createListing(agent, { title: `Pending ${word} House`, location: `${word} Falls`, status: 'pending' });
  await createListing(agent, { title: `Withdrawn ${word} House`, location: `${word} Springs`, withdrawn: true });

  await open(page, '/properties');
  await search(page, word.slice(0, 6).toUpperCase());
  await eventually(async () => (await cardTitles(page)).sort()).toEqual([`${word} Lofts`, `Port ${word} Cottage`].sort());
  expect(new URL(page.url()).searchParams.get('search')).toBe(word.slice(0, 6).toUpperCase());
  expect(await page.getByText('Awaiting verification').count()).toBe(0);
});

test('an unknown location shows "No properties found"', async () => {
  const { page } = fixture;
  await open(page, `/properties?search=${uniqueWord()}`);
  await waitForText(page, MESSAGES.property.noneFound);
  expect(await page.getByTestId('property-card').count()).toBe(0);
});

test('the order selector sorts by minimum price both ways, newest first by default, and the URL keeps it', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const word = uniqueWord();
  await createListing(agent, { title: 'Middle', location: `${word} A`, min: 200_000, max: 210_000, createdAt: secondsAgo(3) });
  await createListing(agent, { title: 'Cheapest', location: `${word} B`, min: 100_000, max: 900_000, createdAt: secondsAgo(2) });
  await createListing(agent, { title: 'Dearest', location: `${word} C`, min: 300_000, max: 310_000, createdAt: secondsAgo(1) });

  await open(page, `/properties?search=${word}`);
  await eventually(() => cardTitles(page)).toEqual(['Dearest', 'Cheapest', 'Middle']);
  await page.getByLabel('Order by price').selectOption('asc');
  await page.waitForURL(/sort=asc/);
  await eventually(() => cardTitles(page)).toEqual(['Cheapest', 'Middle', 'Dearest']);
  await page.getByLabel('Order by price').selectOption('desc');
  await eventually(() => cardTitles(page)).toEqual(['Dearest', 'Middle', 'Cheapest']);
  await reload(page);
  await eventually(() => cardTitles(page)).toEqual(['Dearest', 'Middle', 'Cheapest']);
  expect(await page.getByLabel('Order by price').inputValue()).toBe('desc');
  await page.getByText('$100,000 – $900,000').waitFor();
});

test('pages move forward and back with cursors in the URL; reload and Back keep the results', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const word = uniqueWord();
  // 14 listings, 1000 apart: page 1 shows the 12 cheapest, page 2 the other 2.
  for (let i = 0; i < 14; i += 1) await createListing(agent, { title: `Home ${String(i).padStart(2, '0')}`, location: `${word} Row`, min: 100_000 + i * 1000, max: 500_000 });
  const titles = Array.from({ length: 14 }, (_, i) => `Home ${String(i).padStart(2, '0')}`);

  await open(page, `/properties?search=${word}&sort=asc`);
  await eventually(() => cardTitles(page)).toEqual(titles.slice(0, 12));
  expect(await page.getByRole('link', { name: 'Previous' }).count()).toBe(0);

  await page.getByRole('link', { name: 'Next' }).click();
  await page.waitForURL(/after=/);
  await eventually(() => cardTitles(page)).toEqual(titles.slice(12));
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  expect(await page.getByRole('link', { name: 'Next' }).count()).toBe(0);

  await reload(page);
  await eventually(() => cardTitles(page)).toEqual(titles.slice(12));

  await page.goBack();
  await eventually(() => cardTitles(page)).toEqual(titles.slice(0, 12));
  await page.goForward();
  await eventually(() => cardTitles(page)).toEqual(titles.slice(12));

  await page.getByRole('link', { name: 'Previous' }).click();
  await eventually(() => cardTitles(page)).toEqual(titles.slice(0, 12));
  expect(new URL(page.url()).search).toBe(`?search=${word}&sort=asc`);
});

test('a listing verified while the page is open appears without a reload', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const word = uniqueWord();
  await createListing(agent, { title: `First ${word}`, location: `${word} Bay` });
  await open(page, `/properties?search=${word}`);
  await eventually(() => cardTitles(page)).toEqual([`First ${word}`]);
  await createListing(agent, { title: `Second ${word}`, location: `${word} Bay` });
  await eventually(() => cardTitles(page)).toEqual([`Second ${word}`, `First ${word}`]);
});

test('only a verified card links to its details page; others show a label that cannot be clicked', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const word = uniqueWord();
  const id = await createListing(agent, { title: `Open ${word}`, location: `${word} Hill` });
  await open(page, `/properties?search=${word}`);
  const link = page.getByRole('link', { name: `View details of Open ${word}` });
  expect(await link.getAttribute('href')).toBe(`/DetailsPage/${id}`);
  const card = page.getByTestId('property-card').first();
  expect(await card.getByText('verified').getAttribute('data-tone')).toBe('green');
});
