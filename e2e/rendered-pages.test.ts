// All properties rendered per request by the `pages` function behind Hosting's /properties rewrite
// (docs/decisions.md, "Public pages", "All properties is rendered per request"): the URL's own view with its first listings is in the
// HTML before any script runs, with the answer it was rendered from for the app to hydrate with; a
// later page renders its frame and leaves the listings to the listener; the browser then shows the
// same cards without asking the facade again, and nothing differs from the app's first render (the
// browser fixture fails on a hydration mismatch).
import { expect, test } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '@homehaven/domain/images';
import type { RenderedFirstPage } from '@homehaven/domain/rendered-page';
import { open } from './support/app';
import { renderedDataOf } from './support/rendered-data';
import { useBrowser } from './support/browser';
import { APP_URL } from './support/config';
import { createUserWithRole } from './support/emulators';
import { createListing, FIXTURE_IMAGE, uniqueWord } from './support/listings';

const fixture = useBrowser();

/** Two verified listings in a made-up place, the dearer one older. */
async function twoListings() {
  const word = uniqueWord();
  const agent = await createUserWithRole('agent');
  const older = `${word} Orchard House`;
  const newer = `${word} Mill Loft`;
  await createListing(agent, { title: older, location: `3 Orchard Lane, ${word}`, min: 700_000, max: 720_000, createdAt: new Date(Date.now() - 60_000) });
  await createListing(agent, { title: newer, location: `9 Mill Street, ${word}`, min: 300_000, max: 310_000 });
  return { word, older, newer };
}

test("/properties answers the URL's own view with its first listings in the HTML, cacheable briefly and publicly", async () => {
  const { word, older, newer } = await twoListings();
  const response = await fetch(`${APP_URL}/properties?search=${word}&sort=desc`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(response.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=60');
  const html = await response.text();
  // Dearer first (sort=desc), under the search's own heading.
  expect(html.indexOf(older)).toBeGreaterThan(0);
  expect(html.indexOf(older)).toBeLessThan(html.indexOf(newer));
  // React separates adjacent text with empty comments.
  expect(html.replace(/<!-- -->/g, '')).toContain(`Results for “${word}”`);
  // The first listing's photo (a phone's largest paint) is fetched as the head is read: its resized copies, as the card's srcset.
  const preload = /<link rel="preload" as="image" imagesrcset="([^"]*)"[^>]*fetchpriority="high" \/>/.exec(html.slice(0, html.indexOf('</head>')));
  expect(preload?.[1]).toContain(`${imageVariantUrl(FIXTURE_IMAGE, IMAGE_VARIANT_WIDTHS[0])} ${IMAGE_VARIANT_WIDTHS[0]}w`);
  const rendered = renderedDataOf<RenderedFirstPage>(html);
  expect(rendered?.path).toBe(`/properties?search=${word}&sort=desc&limit=13`);
  expect(rendered?.listings.map((listing) => (listing as { title: string }).title)).toEqual([older, newer]);
  // The answer it rendered from is the facade's own.
  const facade = (await (await fetch(`${APP_URL}/api${rendered?.path ?? ''}`)).json()) as unknown[];
  expect(rendered?.listings).toEqual(facade);
});

test('a later page (a cursor in the URL) renders its frame and carries no first page', async () => {
  const html = await (await fetch(`${APP_URL}/properties?sort=asc&after=420000_abc&page=2`)).text();
  expect(html).toContain('aria-label="Loading properties"');
  expect(html).toContain(' · page 2');
  expect(renderedDataOf<RenderedFirstPage>(html)).toEqual({ path: null, listings: [] });
});

test('only GET and HEAD are answered', async () => {
  const response = await fetch(`${APP_URL}/properties`, { method: 'POST', body: 'x' });
  expect(response.status).toBe(405);
});

test('the browser shows the rendered cards without asking the facade for them, then keeps them live', async () => {
  const { page } = fixture;
  const { word, older, newer } = await twoListings();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/properties')) asked.push(request.url());
  });
  await open(page, `/properties?search=${word}`);
  const cards = page.getByRole('list', { name: 'Properties' }).getByRole('heading');
  expect(await cards.allTextContents()).toEqual([newer, older]);
  expect(asked).toEqual([]);

  // A listing verified after the page was rendered appears: the live listener took over.
  const agent = await createUserWithRole('agent');
  const latest = `${word} Harbour Flat`;
  await createListing(agent, { title: latest, location: `1 Quay, ${word}` });
  await page.getByRole('heading', { name: latest }).waitFor();
});
