// axe-core on every page of the public marketplace, at phone and desktop widths, with a full-page
// screenshot of each in test-results/screens/ for people to look at.
import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { open, signIn } from './support/app';
import { useBrowser } from './support/browser';
import { createUserWithRole } from './support/emulators';
import { createListing, createReview, uniqueWord } from './support/listings';

const fixture = useBrowser();
const WIDTHS = [390, 1280] as const;
const SCREENS = 'test-results/screens';

/** Scrolls to the bottom step by step, so sections that render near the viewport all render. */
async function scrollThrough(page: Page): Promise<void> {
  for (let i = 0; i < 30; i += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (atBottom) break;
  }
  // Firestore keeps a channel open, so the network never idles: wait for loading placeholders to go.
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"], [role="status"]').length === 0, undefined, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Serious and critical axe violations, as "rule: target" lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary ?? ''})`));
}

async function check(page: Page, name: string, width: number, ready: () => Promise<void>): Promise<void> {
  await page.setViewportSize({ width, height: 860 });
  await ready();
  await scrollThrough(page);
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
  expect(await seriousViolations(page), `${name} at ${width}px`).toEqual([]);
}

test('home passes axe at 390 and 1280 px', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const buyer = await createUserWithRole('user');
  const word = uniqueWord();
  const id = await createListing(agent, { title: `${word} Cottage`, location: `${word} Town` });
  await createReview(buyer, id, { propertyTitle: `${word} Cottage`, agentName: agent.name, rating: 5, comment: 'We loved the garden.' });
  for (const width of WIDTHS) {
    await check(page, 'home', width, async () => {
      await open(page, '/');
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
  }
});

test('All properties, its search results and its empty state pass axe at 390 and 1280 px', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const word = uniqueWord();
  for (let i = 0; i < 3; i += 1) await createListing(agent, { title: `${word} Home ${i}`, location: `${word} Town` });
  for (const width of WIDTHS) {
    await check(page, 'properties', width, async () => {
      await open(page, `/properties?search=${word}`);
      await page.getByTestId('property-card').first().waitFor();
    });
    await check(page, 'properties-empty', width, async () => {
      await open(page, `/properties?search=${uniqueWord()}`);
      await page.getByText('No properties found').waitFor();
    });
  }
});

test('the details page, its review dialog and the 404 pass axe at 390 and 1280 px', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const buyer = await createUserWithRole('user');
  const title = `${uniqueWord()} Villa`;
  const id = await createListing(agent, { title, location: 'Lakeview, Ohio', details: 'Four bedrooms and a boathouse.' });
  await createReview(buyer, id, { propertyTitle: title, agentName: agent.name, rating: 4, comment: 'Bright rooms and a friendly agent.' });
  await signIn(page, buyer);
  for (const width of WIDTHS) {
    await check(page, 'details', width, async () => {
      await open(page, `/DetailsPage/${id}`);
      await page.getByTestId('review').first().waitFor();
    });
    await page.getByRole('button', { name: 'Write a review' }).click();
    await page.getByRole('dialog').waitFor();
    await page.screenshot({ path: `${SCREENS}/review-dialog-${width}.png` });
    expect(await seriousViolations(page), `review dialog at ${width}px`).toEqual([]);
    await page.keyboard.press('Escape');
    await check(page, 'details-not-found', width, async () => {
      await open(page, '/DetailsPage/NoSuchListing');
      await page.getByText('Property not found').waitFor();
    });
  }
});
