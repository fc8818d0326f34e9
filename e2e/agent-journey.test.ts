// The agent's workspace in one journey (docs/product.md §8 Agents): add a listing with a photo, see it
// pending, an admin verifies it, a price edit keeps it verified and a title edit sends it back,
// another listing is deleted after confirming, and a buyer's paid offer is accepted in Requested and
// shows in Sold Properties with the total. Each step's edge cases have their own files
// (listing-editor, my-listings, agent-offers).
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@homehaven/domain/messages';
import { DECISION_MESSAGES } from '@homehaven/domain/offer-messages';
import { callApi } from '../tools/emulators/facade-client';
import { eventually, open, signIn, waitForPath, waitForText, waitForToast } from './support/app';
import { useBrowser } from './support/browser';
import { createUserWithRole } from './support/emulators';
import { readFixture } from './support/firestore-rest';
import { fillListing, PHOTO, pictureInput, slowUploads, submitAdd, submitUpdate } from './support/listing-form';
import { createListing, secondsAgo, uniqueWord } from './support/listings';
import { createOffer, idTokenOf, payAs } from './support/offers';

const fixture = useBrowser();
const MY_LISTINGS = '/dashboard/myAddProperty';

/** The card of the listing titled `title` in My Added Properties. */
function card(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true });
}

/** The status badge's text on that card. */
function badge(page: Page, title: string): Promise<string | null> {
  return card(page, title).locator('[data-tone]').textContent();
}

/** Opens the card's Update page, changes `fields` and saves; back on My Added Properties. */
async function edit(page: Page, title: string, fields: Parameters<typeof fillListing>[1], resubmits: boolean): Promise<void> {
  await card(page, title)
    .getByRole('link', { name: `Update ${title}` })
    .click();
  await submitUpdate(page).waitFor();
  await fillListing(page, fields);
  // The form says before saving whether the listing goes back to the admin.
  if (resubmits) await waitForText(page, MESSAGES.property.contentEditResubmits);
  else expect(await page.getByTestId('resubmit-notice').count()).toBe(0);
  // Each edit's own toast: the previous edit's was taken by its own wait (e2e/support/toasts.ts).
  await submitUpdate(page).click();
  await waitForToast(page, MESSAGES.property.updated);
  await waitForPath(page, MY_LISTINGS);
}

test('an agent adds a listing with a photo, sees it verified, edits its price then its title, deletes another, accepts a paid offer and sees the sale', async () => {
  const { page } = fixture;
  const [agent, admin, buyer] = await Promise.all([createUserWithRole('agent'), createUserWithRole('admin'), createUserWithRole('user')]);
  const word = uniqueWord();
  const title = `${word} Farmhouse`;
  const renamed = `${word} Farmhouse, renovated`;
  const doomed = `${word} Shack`;
  await createListing(agent, { title: doomed, location: 'Salem, Oregon', status: 'pending', createdAt: secondsAgo(60) });

  // Add Property with a photo: the upload's progress shows, then the listing is pending.
  await signIn(page, agent);
  await open(page, '/dashboard/addProperty');
  await fillListing(page, { title, location: `${word} Hills, Oregon`, min: '400000', max: '450,000', details: 'Four bedrooms, a barn and ten acres of pasture.' });
  await slowUploads(page, 1000);
  await pictureInput(page, 'photos').setInputFiles(PHOTO);
  await page.getByRole('progressbar').first().waitFor();
  await page.getByRole('img', { name: 'Photo 1', exact: true }).waitFor();
  await submitAdd(page).click();
  await waitForToast(page, MESSAGES.property.added);
  await waitForPath(page, MY_LISTINGS);
  await card(page, title).getByText('Awaiting verification').waitFor();
  expect(await badge(page, title)).toBe('pending');
  const href = await card(page, title)
    .getByRole('link', { name: `Update ${title}` })
    .getAttribute('href');
  const id = String(href).split('/').pop() ?? '';

  // An admin verifies it through the facade (the admin's screen comes with the admin workspace): the badge follows live.
  const adminToken = await idTokenOf(admin);
  const judged = (await callApi('GET', `/properties/${id}`, adminToken)).body as { updatedAt: string };
  const verdict = await callApi('PATCH', `/properties/${id}`, adminToken, { status: 'verified', updatedAt: judged.updatedAt });
  expect(verdict.status).toBe(200);
  await eventually(() => badge(page, title)).toBe('verified');

  // A price edit keeps it verified; a title edit sends it back to the admin.
  await edit(page, title, { min: '410,000' }, false);
  await eventually(() => badge(page, title)).toBe('verified');
  expect((await readFixture(`properties/${id}`))?.fields.MinimumPrice).toEqual({ integerValue: '410000' });
  await edit(page, title, { title: renamed }, true);
  await eventually(() => badge(page, renamed)).toBe('pending');

  // Another listing is deleted after "Are you sure?".
  await card(page, doomed)
    .getByRole('button', { name: `Delete ${doomed}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: MESSAGES.confirm.deleteYes }).click();
  await waitForToast(page, MESSAGES.property.deleted);
  await eventually(() => card(page, doomed).count()).toBe(0);

  // A buyer has paid an offer on the agent's verified listing: accepted in Requested, then in Sold Properties.
  const forSale = { title: `${word} Bungalow`, location: 'Eugene, Oregon', agent };
  const forSaleId = await createListing(agent, { ...forSale, min: 300_000, max: 320_000 });
  const offerId = await createOffer(buyer, { id: forSaleId, ...forSale }, 310_000);
  await payAs(buyer, offerId);
  await open(page, '/dashboard/requested');
  const row = page.getByTestId('offer-row').filter({ hasText: buyer.email });
  await row.getByRole('button', { name: /^Accept/ }).click();
  await page.getByRole('button', { name: 'Yes, accept it' }).click();
  await waitForText(page, DECISION_MESSAGES.accepted);
  await eventually(() => row.getAttribute('data-status')).toBe('accepted');
  await open(page, '/dashboard/soldProperties');
  await page.getByTestId('sale-row').filter({ hasText: buyer.email }).getByText(forSale.title).waitFor();
  await eventually(() => page.getByTestId('sales-total').textContent()).toBe('$310,000');
});
