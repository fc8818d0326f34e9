// All properties' map mode (docs/listings.md "Map"): the markers are the results column's listings,
// panning by keyboard searches the new area and keeps it in the URL, a reload stays there (markers
// need no tiles), the list's filters apply and an empty area says so, "Search this area" when the
// map does not search as it moves, a cluster where listings crowd, a marker's card by keyboard and
// its link to the details page; on a phone the map fills the screen and "Show list" shows the same
// listings; axe at 1280 and 390 px. Every listing is in a made-up place only this file's search
// finds, at real positions in two cities (Austin and Houston, far apart at zoom 9).
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { check } from './support/axe';
import { eventually, open, reload, signIn, waitForPath, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { createUserWithRole } from './support/emulators';
import { cardTitles, createListing, secondsAgo, uniqueWord } from './support/listings';
import { MAP_MESSAGES } from '../web/src/features/properties/components/map/map-messages';

const fixture = useBrowser();

const ZOOM = 9;
const AUSTIN = { lat: 30.2672, lng: -97.7431 };
/** Leaflet's keyboard pan with Shift: 3 × 80 px. */
const SHIFT_PAN_PX = 240;

/** The titles of the price markers on the map (clusters left out). */
const markerTitles = (page: Page) => page.getByTestId('map-marker').evaluateAll((markers) => markers.map((marker) => marker.getAttribute('data-title') ?? '').sort());
const sortedCards = async (page: Page) => (await cardTitles(page)).sort();
/** The URL's `at` parameter, as numbers. */
const atOf = (page: Page) => (new URL(page.url()).searchParams.get('at') ?? '').split(',').map(Number);

/** The longitude a pan of `px` pixels east reaches at `zoom` (Web Mercator: 256 × 2^zoom pixels round the globe). */
const lngAfterPan = (lng: number, px: number, zoom: number) => lng + (px * 360) / (256 * 2 ** zoom);

/** Pans the focused map with Shift+arrow (240 px) and waits for the move to end (the URL's `at` changes). */
async function pan(page: Page, key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown'): Promise<void> {
  const before = new URL(page.url()).searchParams.get('at');
  await page.keyboard.press(`Shift+${key}`);
  await page.waitForURL((url) => url.searchParams.get('at') !== before);
}

test('the markers are the listed results; panning searches the new area, the URL keeps it; a marker opens its card; a phone shows map or list', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  await signIn(page, await createUserWithRole('user'));
  const word = uniqueWord();
  const place = (city: string) => `${city} ${word}, Texas`;
  const [congress] = await Promise.all([
    createListing(agent, { title: 'Congress Avenue Loft', location: place('Austin'), position: AUSTIN, min: 420_000, max: 465_000, createdAt: secondsAgo(4) }),
    createListing(agent, { title: 'Round Rock Ranch House', location: place('Round Rock'), position: { lat: 30.5083, lng: -97.6789 }, min: 1_250_000, max: 1_300_000, createdAt: secondsAgo(3) }),
    // Not public: never on the map.
    createListing(agent, { title: 'Pending Zilker Cottage', location: place('Austin'), position: { lat: 30.2669, lng: -97.7729 }, status: 'pending' }),
    // A few hundred metres apart: one cluster of two at this zoom.
    createListing(agent, { title: 'Houston Heights Bungalow', location: place('Houston'), position: { lat: 29.79, lng: -95.398 }, createdAt: secondsAgo(2) }),
    createListing(agent, { title: 'Midtown Houston Condo', location: place('Houston'), position: { lat: 29.7604, lng: -95.3698 }, createdAt: secondsAgo(1) }),
  ]);
  const austin = ['Congress Avenue Loft', 'Round Rock Ranch House'];
  const houston = ['Houston Heights Bungalow', 'Midtown Houston Condo'];

  // Austin: each listing is a price marker, and the column lists the same ones.
  await check(page, 'properties-map', 1280, async () => {
    await open(page, `/properties?search=${word}&view=map&at=${AUSTIN.lat},${AUSTIN.lng},${ZOOM}`);
    await eventually(() => markerTitles(page)).toEqual(austin);
  });
  expect(await sortedCards(page)).toEqual(austin);
  await waitForText(page, MAP_MESSAGES.found(2));
  expect(await page.getByRole('button', { name: 'Congress Avenue Loft, $420,000 – $465,000, Austin' }).textContent()).toContain('$420K');
  expect(await page.getByRole('link', { name: 'Map', exact: true }).getAttribute('aria-current')).toBe('true');

  // Panned by keyboard to Houston (3 × 240 px east, 240 px south): its listings, as one cluster of two.
  await page.getByTestId('listings-map').locator('.leaflet-container').focus();
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown'] as const) await pan(page, key);
  await eventually(() => sortedCards(page)).toEqual(houston);
  expect(await markerTitles(page)).toEqual([]);
  expect(await page.getByTestId('map-cluster').locator('[aria-hidden="true"]').textContent()).toBe('2');
  const [lat = 0, lng = 0, zoom] = atOf(page);
  expect(zoom).toBe(ZOOM);
  // Within two pixels of the pan (Leaflet rounds the map's pixel origin).
  expect(Math.abs(lng - lngAfterPan(AUSTIN.lng, 3 * SHIFT_PAN_PX, ZOOM))).toBeLessThan(lngAfterPan(0, 2, ZOOM));
  expect(lat).toBeLessThan(AUSTIN.lat);

  // A reload stays there; markers and results need no tiles (the tile server fails meanwhile).
  const here = new URL(page.url()).searchParams.get('at');
  await page.route('**/tiles/**', (route) => route.abort());
  await reload(page);
  await eventually(() => sortedCards(page)).toEqual(houston);
  expect(new URL(page.url()).searchParams.get('at')).toBe(here);
  expect(await page.getByTestId('map-cluster').count()).toBe(1);
  await page.unroute('**/tiles/**');

  // The list's filters apply, the map and its place kept: none of these has 5 bedrooms. Back restores them.
  await page.getByLabel('Bedrooms').selectOption('5');
  await waitForText(page, MAP_MESSAGES.empty);
  expect(await page.getByTestId('property-card').count()).toBe(0);
  expect(new URL(page.url()).searchParams.get('view')).toBe('map');
  expect(new URL(page.url()).searchParams.get('at')).toBe(here);
  await page.goBack();
  await eventually(() => sortedCards(page)).toEqual(houston);

  // Not searching as the map moves: back over Austin, the results wait for "Search this area".
  await page.getByLabel(MAP_MESSAGES.searchAsMove).uncheck();
  await page.getByTestId('listings-map').locator('.leaflet-container').focus();
  for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowUp'] as const) await pan(page, key);
  const searchHere = page.getByRole('button', { name: MAP_MESSAGES.searchHere });
  await searchHere.waitFor();
  expect(await sortedCards(page)).toEqual(houston);
  await searchHere.click();
  await eventually(() => sortedCards(page)).toEqual(austin);
  await eventually(() => markerTitles(page)).toEqual(austin);

  // A marker by keyboard: Enter opens its card, focus in its link, which leads to the details page.
  await page.getByRole('button', { name: /^Congress Avenue Loft,/ }).focus();
  await page.keyboard.press('Enter');
  const card = page.getByTestId('map-card');
  await card.waitFor();
  expect(await card.textContent()).toContain('$420,000 – $465,000');
  const details = card.getByRole('link', { name: 'View details of Congress Avenue Loft' });
  expect(await details.evaluate((link) => link === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  await waitForPath(page, `/DetailsPage/${congress}`);
  await page.getByRole('heading', { name: 'Congress Avenue Loft' }).first().waitFor();

  // A phone: the map fills the screen under the filters; "Show list" shows the same listings over it.
  await check(page, 'properties-map', 390, async () => {
    await open(page, `/properties?search=${word}&view=map&at=${AUSTIN.lat},${AUSTIN.lng},${ZOOM}`);
    await eventually(() => markerTitles(page)).toEqual(austin);
  });
  const map = page.getByTestId('listings-map');
  const box = await map.boundingBox();
  expect(box?.width).toBeGreaterThan(340);
  expect(box?.height).toBeGreaterThan(860 * 0.75);
  expect(await sortedCards(page)).toEqual(austin);
  expect(await page.getByTestId('property-card').first().isVisible()).toBe(false);
  await page.getByRole('button', { name: MAP_MESSAGES.showList }).click();
  expect(await page.getByTestId('property-card').first().isVisible()).toBe(true);
  expect(await map.isVisible()).toBe(false);
  await page.getByRole('button', { name: MAP_MESSAGES.showMap }).click();
  expect(await map.isVisible()).toBe(true);
});
