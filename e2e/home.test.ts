import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { HEADLINE_FIGURE, HOME_FEATURED_LEAD, HOME_NEW_PROPERTIES, PROMO_DISCOUNT_PERCENT } from '@homehaven/domain/constants';
import { MESSAGES } from '@homehaven/domain/messages';
import { REVIEW_MESSAGES } from '@homehaven/domain/review-messages';
import { BLOG_ARTICLES } from '../web/src/features/home/content/blog-articles';
import { FEATURE_PHRASES } from '../web/src/features/home/content/feature-phrases';
import { SMART_FEATURES } from '../web/src/features/home/content/smart-features';
import { open, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { createUserWithRole } from './support/emulators';
import { updateFixture } from './support/firestore-rest';
import { createListing, createReview, uniqueWord } from './support/listings';

const fixture = useBrowser();

/**
 * Scrolls a section into view: every section is in the prerendered page, but the browser lays out
 * those far from the viewport only as they come near (content-visibility), and the data sections read
 * their data then.
 */
async function section(page: Page, name: string) {
  const region = page.getByRole('region', { name });
  await region.scrollIntoViewIfNeeded();
  return region;
}

test('home shows every required section, with the featured listings leading the newest and the latest reviews, live from Firestore', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const buyer = await createUserWithRole('user');
  const word = uniqueWord();
  // Listed "in the future" so they are the newest whatever else the suite has written.
  // Seconds apart from one base, so a rerun on the same emulator lists its own above an earlier run's.
  const base = Date.now() + 3_600_000;
  const later = (seconds: number) => new Date(base + seconds * 1000);
  const titles: string[] = [];
  for (let i = 0; i < HOME_NEW_PROPERTIES + 1; i += 1) {
    const title = `${word} New ${i}`;
    titles.unshift(title);
    await createListing(agent, { title, location: `${word} Town`, createdAt: later(i) });
  }
  // An older listing featured (as the featuring functions leave it): it leads New Properties.
  const featuredTitle = `${word} Featured`;
  const featured = await createListing(agent, { title: featuredTitle, location: `${word} Town`, createdAt: later(-2) });
  await updateFixture(`properties/${featured}`, { featured: true, featuredUntil: new Date(Date.now() + 86_400_000) });
  const reviewed = await createListing(agent, { title: `${word} Reviewed`, location: `${word} Town`, createdAt: later(-1) });
  await createReview(buyer, reviewed, { propertyTitle: `${word} Reviewed`, agentName: agent.name, rating: 4, comment: `${word} oldest of three`, createdAt: later(10) });
  await createReview(buyer, reviewed, { propertyTitle: '', agentName: agent.name, rating: 5, comment: `${word} no title`, createdAt: later(11) });
  await createReview(buyer, reviewed, { propertyTitle: `${word} Reviewed`, agentName: agent.name, rating: 3, comment: `${word} no name`, userName: '', createdAt: later(12) });

  await open(page, '/');
  await page.getByRole('heading', { level: 1, name: 'Find the home that fits your life' }).waitFor();
  expect(await page.getByRole('link', { name: 'All properties' }).first().getAttribute('href')).toBe('/properties');

  const phrases = await section(page, 'Built for buyers, sellers and agents');
  for (const phrase of FEATURE_PHRASES) expect(await phrases.getByText(phrase, { exact: true }).count()).toBeGreaterThan(0);

  // Featured listings lead (the newest featured first: this one, listed "in the future"; journeys
  // running beside this one may feature theirs), then the newest of the rest.
  const newest = await section(page, 'New Properties');
  await newest.getByTestId('property-card').first().waitFor();
  const shown = await newest
    .getByTestId('property-card')
    .evaluateAll((cards) => cards.map((card) => ({ title: card.getAttribute('aria-label'), featured: card.querySelector('[data-testid="featured-badge"]') !== null })));
  expect(shown).toHaveLength(HOME_NEW_PROPERTIES);
  expect(shown[0]).toEqual({ title: featuredTitle, featured: true });
  const lead = shown.filter((card) => card.featured).length;
  expect(lead).toBeLessThanOrEqual(HOME_FEATURED_LEAD);
  expect(shown.slice(0, lead).every((card) => card.featured)).toBe(true);
  expect(shown.slice(lead).map((card) => card.title)).toEqual(titles.slice(0, HOME_NEW_PROPERTIES - lead));

  const features = await section(page, 'Everything you need to buy, sell and list');
  expect(await features.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(4);

  const smart = await section(page, 'Tools that make the search easier');
  const names = await smart.getByRole('heading', { level: 3 }).allTextContents();
  expect(names).toEqual(SMART_FEATURES.map((feature) => feature.name));

  await (await section(page, 'Local know-how, wherever you move')).getByText(HEADLINE_FIGURE, { exact: true }).waitFor();

  const reviews = await section(page, 'Latest reviews');
  await reviews.getByTestId('latest-review').nth(2).waitFor();
  const quotes = await reviews.getByTestId('latest-review').allTextContents();
  expect(quotes).toHaveLength(3);
  expect(quotes[0]).toContain(`${word} no name`);
  expect(quotes[0]).toContain(MESSAGES.fallback.reviewer);
  expect(quotes[1]).toContain(`${word} no title`);
  expect(quotes[1]).toContain(`on ${MESSAGES.fallback.propertyTitle}`);
  expect(quotes[2]).toContain(`${word} oldest of three`);

  const promo = await section(page, 'Save on your next home');
  await promo.getByText(`Up to ${PROMO_DISCOUNT_PERCENT}% off`).first().waitFor();

  const blog = await section(page, 'News, tips and tricks');
  const links = blog.getByRole('link', { name: /Read more/ });
  expect(await links.count()).toBe(BLOG_ARTICLES.length);
  for (const [index, article] of BLOG_ARTICLES.entries()) {
    expect(await links.nth(index).getAttribute('href')).toBe(article.url);
    expect(await links.nth(index).getAttribute('target')).toBe('_blank');
  }
  await blog.getByText('News', { exact: true }).first().waitFor();
  await blog.getByText('Tips & Tricks', { exact: true }).first().waitFor();
});

test('latest reviews say "Failed to load reviews" in red when they cannot be loaded', async () => {
  const { page } = fixture;
  // The live reads (the public live worker, which runs the Firestore SDK) cannot be downloaded (a flaky
  // network): the reviews section reports it.
  await page.route('**/assets/public-live.worker-*.js', (route) => route.abort());
  await open(page, '/');
  const reviews = await section(page, 'Latest reviews');
  const failure = reviews.getByText(REVIEW_MESSAGES.loadFailedHome, { exact: true });
  // New Properties above it fill in meanwhile and push the section down: bring the message into view.
  await failure.waitFor({ state: 'attached' });
  await failure.scrollIntoViewIfNeeded();
  await failure.waitFor();
  expect(await failure.evaluate((element) => getComputedStyle(element).color)).toMatch(/^rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)$/);
});

test('All properties shows "No properties found" and a retry when loading fails, and the retry loads them', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const word = uniqueWord();
  await createListing(agent, { title: `${word} Retry`, location: `${word} Town` });
  // Neither the facade's first page nor the live reads can be reached. The page's own first
  // listings come with its HTML (rendered per request): the search made on it reads them.
  await page.route('**/api/properties?*', (route) => route.abort());
  await page.route('**/assets/public-live.worker-*.js', (route) => route.abort());
  await open(page, '/properties');
  await page.getByPlaceholder('Search by location...').fill(word);
  await page.getByRole('button', { name: 'Search' }).click();
  await waitForText(page, MESSAGES.property.noneFound);
  await page.unroute('**/api/properties?*');
  await page.unroute('**/assets/public-live.worker-*.js');
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('link', { name: `View details of ${word} Retry` }).waitFor();
});
