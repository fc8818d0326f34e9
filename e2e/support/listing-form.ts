// The agent's listing form (Add Property, Update property) as the browser tests drive it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { GEO_STAND_IN_URL } from '../../functions/src/neighbourhood/stand-in-settings';
import { eventually } from './app';

/** A real photo to upload. */
export const PHOTO = new URL('../../web/public/hero.jpg', import.meta.url).pathname;
/** The image intake's route, as `page.route` patterns name it. */
export const UPLOAD_ROUTE = '**/api/upload';

export const submitAdd = (page: Page) => page.getByRole('button', { name: 'Add property' });
export const submitUpdate = (page: Page) => page.getByRole('button', { name: 'Update property' });

/** Fills the typed fields of the listing form (those given). */
export async function fillListing(page: Page, fields: Partial<Record<'title' | 'location' | 'min' | 'max' | 'details', string>>): Promise<void> {
  if (fields.title !== undefined) await page.getByRole('textbox', { name: 'Title' }).fill(fields.title);
  if (fields.location !== undefined) await page.getByRole('textbox', { name: 'Location' }).fill(fields.location);
  if (fields.min !== undefined) await page.getByRole('textbox', { name: 'Minimum price (USD)' }).fill(fields.min);
  if (fields.max !== undefined) await page.getByRole('textbox', { name: 'Maximum price (USD)' }).fill(fields.max);
  if (fields.details !== undefined) await page.getByRole('textbox', { name: 'Details' }).fill(fields.details);
}

/** Holds every upload for `ms` before it goes on, so its progress can be seen. */
export async function slowUploads(page: Page, ms: number): Promise<void> {
  await page.route(UPLOAD_ROUTE, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    // The test may have ended, or unrouted, meanwhile.
    await route.continue().catch(() => undefined);
  });
}

/** The facts fields of the listing form, as typed or picked (those given). */
export interface FactsInput {
  type?: string;
  bedrooms?: string;
  bathrooms?: string;
  area?: string;
  /** The interior area's unit as the select names it (ft², m²). */
  areaUnit?: string;
  lotSize?: string;
  yearBuilt?: string;
  parking?: string;
  /** Amenities to tick (or untick), as labelled. */
  amenities?: Record<string, boolean>;
}

/** Fills the facts fields given (type and unit by their option labels). */
export async function fillFacts(page: Page, facts: FactsInput): Promise<void> {
  if (facts.type !== undefined) await page.getByLabel('Property type').selectOption({ label: facts.type });
  const typed: [keyof FactsInput, string][] = [
    ['bedrooms', 'Bedrooms'],
    ['bathrooms', 'Bathrooms'],
    ['area', 'Interior area'],
    ['lotSize', 'Lot size'],
    ['yearBuilt', 'Year built'],
    ['parking', 'Parking spaces'],
  ];
  for (const [key, label] of typed) {
    const value = facts[key];
    if (typeof value === 'string') await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  if (facts.areaUnit !== undefined) await page.getByLabel('Unit').first().selectOption({ label: facts.areaUnit });
  for (const [amenity, ticked] of Object.entries(facts.amenities ?? {})) {
    // The checkbox input is visually hidden: its label is what a person clicks.
    if ((await page.getByRole('checkbox', { name: amenity }).isChecked()) !== ticked) await page.locator('label').filter({ hasText: amenity }).click();
  }
}

/** The file inputs of the three lists of pictures. */
export const pictureInput = (page: Page, list: 'photos' | 'floor plans' | 'panoramas') => page.getByLabel(`Add ${list}`);

/** The stored URLs of the pictures a list shows, in order (only those uploaded). */
export function listedUrls(page: Page, noun: 'Photo' | 'Floor plan' | 'Panorama'): Promise<string[]> {
  return page
    .getByRole('list', { name: `${noun}s in order` })
    .getByTestId('picture')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-url') ?? ''));
}

/** JPEG files of `width` × `height` pixels in a fresh temporary folder, each a different colour (so each is its own picture). */
export async function jpegFiles(count: number, width = 96, height = 64, name = 'photo'): Promise<string[]> {
  const folder = mkdtempSync(join(tmpdir(), 'homehaven-e2e-'));
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const path = join(folder, `${name}-${index + 1}.jpg`);
      const background = { r: (index * 53) % 256, g: (index * 97 + 80) % 256, b: (index * 151 + 160) % 256 };
      await sharp({ create: { width, height, channels: 3, background } })
        .jpeg({ quality: 80 })
        .toFile(path);
      return path;
    }),
  );
}

/** The geocoder's searches (the emulator build's VITE_GEOCODER_URL: the geo stand-in), as `page.route` matches them. */
export const GEOCODER_ROUTE = (url: URL): boolean => url.href.startsWith(`${GEO_STAND_IN_URL}/search?`);

export const findOnMap = (page: Page) => page.getByRole('button', { name: 'Find on map' });
export const latitude = (page: Page) => page.getByRole('textbox', { name: 'Latitude' });
export const longitude = (page: Page) => page.getByRole('textbox', { name: 'Longitude' });
/** The listing form's small map, and its pin (none until placed). */
export const positionMap = (page: Page) => page.getByTestId('position-map');
export const mapPin = (page: Page) => positionMap(page).locator('.leaflet-marker-icon');

/** Types the coordinates given. */
export async function fillPosition(page: Page, position: { lat?: string; lng?: string }): Promise<void> {
  if (position.lat !== undefined) await latitude(page).fill(position.lat);
  if (position.lng !== undefined) await longitude(page).fill(position.lng);
}

/** The coordinates as the form shows them. */
export async function shownPosition(page: Page): Promise<{ lat: string; lng: string }> {
  return { lat: await latitude(page).inputValue(), lng: await longitude(page).inputValue() };
}

/** Waits until the form's map has loaded and drawn every tile it asked for (before a screenshot). */
export async function mapDrawn(page: Page): Promise<void> {
  const map = positionMap(page);
  await map.locator('.leaflet-tile-loaded').first().waitFor();
  await eventually(() => map.locator('.leaflet-tile:not(.leaflet-tile-loaded)').count()).toBe(0);
}
