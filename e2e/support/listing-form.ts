// The agent's listing form (Add Property, Update property) as the browser tests drive it.
import type { Page } from 'playwright-core';

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

/** A toast with exactly this text (not the same words inline). */
export function toast(page: Page, text: string) {
  return page.locator('.Toastify').getByText(text, { exact: true });
}
