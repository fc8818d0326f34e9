// Agencies (docs/accounts.md "Agencies"): an approved agency invites an agent by e-mail; the link,
// opened signed out, leads to Register and back; the new person accepts, goes on to the agent's
// application with the agency named, and the agency sees them live and removes them. The link works
// once and only for its address. The agency follows an agent's listings, the offers on them and their
// sales.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { AGENCY_MESSAGES as M } from '@homehaven/domain/agencies';
import { APPLICATION_MESSAGES } from '@homehaven/domain/application-messages';
import { MESSAGES } from '@homehaven/domain/messages';
import { check, WIDTHS } from './support/axe';
import { TRIGGER_WAIT, eventually, open, signIn, waitForPath, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { PASSWORD } from './support/config';
import { createUserWithRole, readUserDoc, uidOfEmail, uniqueEmail } from './support/emulators';
import { findFixtures, readFixture, updateFixture } from './support/firestore-rest';
import { createListing, uniqueWord } from './support/listings';
import { agentOf, createAgency } from './support/agencies';
import { createOffer, idTokenOf } from './support/offers';
import { API_URL } from '../tools/emulators/config';

const fixture = useBrowser();

/** The invitation link e-mailed to `email` (the facade's `mail` document; the emulators send no e-mail). */
async function invitationLinkFor(email: string): Promise<string> {
  let link = '';
  await eventually(async () => {
    const mails = await findFixtures('mail', 'to', email);
    link = /(http\S+\/join-agency\?\S+)/.exec(mails.map((mail) => mail['message.text'] ?? '').join('\n'))?.[1] ?? '';
    return link;
  }).toBeTruthy();
  return new URL(link).pathname + new URL(link).search;
}

/** A page of another browser, signed out, at `path`. */
async function signedOutBrowser(path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await fixture.newContext();
  const page = await context.newPage();
  await open(page, path);
  return { page, close: () => context.close() };
}

test('an agency invites an agent who registers from the link, accepts, applies with the agency named; the agency sees them live and removes them', async () => {
  const { page } = fixture;
  const agency = await createAgency(`Sunrise Realty ${uniqueWord()}`);
  await signIn(page, agency);
  await open(page, '/dashboard');
  await page.getByRole('link', { name: 'My agency' }).click();
  await waitForPath(page, '/dashboard/agency');
  await page.getByText(M.noAgents).waitFor();

  // A bad address changes nothing; a good one is invited.
  await page.getByLabel(M.inviteEmail).fill('not-an-address');
  await page.getByRole('button', { name: M.sendInvitation }).click();
  await waitForText(page, MESSAGES.auth.emailInvalid);
  expect(await page.getByTestId('invitation-row').count()).toBe(0);
  const email = uniqueEmail('invited');
  await page.getByLabel(M.inviteEmail).fill(email);
  await page.getByRole('button', { name: M.sendInvitation }).click();
  await waitForText(page, M.invited);
  await page.getByTestId('invitation-row').filter({ hasText: email }).waitFor();
  for (const width of WIDTHS) await check(page, 'agency', width, () => page.getByTestId('invitation-row').first().waitFor());
  const link = await invitationLinkFor(email);

  const invited = await signedOutBrowser(link);
  try {
    const other = invited.page;
    await other.getByText(M.signInAs(email)).waitFor();
    for (const width of WIDTHS) await check(other, 'join-agency', width, () => other.getByText(M.signInAs(email)).waitFor());
    await other.getByRole('main').getByRole('link', { name: 'Register' }).click();
    await waitForPath(other, '/register');
    await other.getByLabel('I am joining as').selectOption('agent');
    await other.getByLabel('Name').fill('Ana Agent');
    await other.getByLabel('Email').fill(email);
    await other.getByLabel('Password').fill(PASSWORD);
    await other.getByRole('button', { name: 'Register', exact: true }).click();
    // Back on the invitation, signed in with its address.
    await waitForPath(other, '/join-agency');
    await other.getByRole('button', { name: M.accept }).click();
    await other.getByTestId('agency-joined').waitFor();
    const uid = (await uidOfEmail(email)) ?? '';
    expect((await readUserDoc(uid))?.agencyUid).toBe(agency.uid);
    await other.getByRole('link', { name: 'Apply as an agent' }).click();
    await waitForPath(other, '/dashboard/application');
    expect(await other.getByLabel(APPLICATION_MESSAGES.fields.agencyName).inputValue()).toBe(agency.name);

    // The link works once.
    await open(other, link);
    await waitForText(other, M.invitationUsed);
  } finally {
    await invited.close();
  }

  // The agency's page followed live: the invitation left the waiting list, the agent joined.
  const agent = page.getByTestId('agency-agent').filter({ hasText: 'Ana Agent' });
  await agent.waitFor();
  expect(await page.getByTestId('invitation-row').filter({ hasText: email }).count()).toBe(0);
  await agent.getByRole('button', { name: `${M.remove}: Ana Agent` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: M.remove }).click();
  await waitForText(page, M.removed);
  await agent.waitFor({ state: 'detached' });
  await page.getByText(M.noAgents).waitFor();
});

test('an invitation opened by another account says whom it is for and accepts nothing; a withdrawn one says so', async () => {
  const { page } = fixture;
  const agency = await createAgency(`Hillview Homes ${uniqueWord()}`);
  await signIn(page, agency);
  await open(page, '/dashboard/agency');
  const email = uniqueEmail('invited');
  await page.getByLabel(M.inviteEmail).fill(email);
  await page.getByRole('button', { name: M.sendInvitation }).click();
  await page.getByTestId('invitation-row').filter({ hasText: email }).waitFor();
  const link = await invitationLinkFor(email);

  const stranger = await createUserWithRole('user');
  const context = await fixture.newContext();
  try {
    const other = await context.newPage();
    await signIn(other, stranger);
    await open(other, link);
    await other.getByText(M.wrongAccount(email)).waitFor();
    expect(await other.getByRole('button', { name: M.accept }).count()).toBe(0);

    await page.getByRole('button', { name: `${M.revoke} the invitation to ${email}` }).click();
    await waitForText(page, M.revoked);
    await open(other, link);
    await waitForText(other, M.invitationUsed);
  } finally {
    await context.close();
  }
});

test('a listing shows its agent’s agency on its card and details page, and a developer’s listing says Developer', async () => {
  const { page } = fixture;
  const word = uniqueWord();
  const agency = await createAgency(`Harbor Crest ${word}`);
  const member = await agentOf(agency);
  const developer = await createUserWithRole('agent');
  await updateFixture(`users/${developer.uid}`, { accountType: 'developer' });
  // Written as a client writes a listing (no seller): the listing trigger names who sells it.
  const memberListing = await createListing(member, { location: `${word} Bay, Portland`, title: `Bay house ${word}`, seller: null });
  const developerListing = await createListing(developer, { location: `${word} Heights, Portland`, title: `New build ${word}`, seller: null });

  // The listing trigger writes it: wait for it as for any late trigger, then the page shows it.
  const sellerOf = async (id: string) => (await readFixture(`properties/${id}`))?.fields.seller;
  await eventually(async () => Boolean((await sellerOf(memberListing)) && (await sellerOf(developerListing))), TRIGGER_WAIT).toBe(true);
  const viewer = await createUserWithRole('user');
  await signIn(page, viewer);
  await open(page, `/properties?search=${word}`);
  await page
    .getByTestId('property-card')
    .filter({ hasText: `Bay house ${word}` })
    .getByTestId('card-seller')
    .getByText(agency.name)
    .waitFor();
  await page
    .getByTestId('property-card')
    .filter({ hasText: `New build ${word}` })
    .getByTestId('card-seller')
    .getByText('Developer')
    .waitFor();
  expect(await page.getByTestId('card-seller').count()).toBe(2);
  for (const width of WIDTHS) await check(page, 'cards-with-seller', width, () => page.getByTestId('card-seller').first().waitFor());

  await open(page, `/DetailsPage/${memberListing}`);
  await page.getByTestId('listing-seller').getByText(agency.name).waitFor();
});

test("an agency opens an agent's listings in every status, the offers on them and their sales total, live; removed meanwhile, the page says so", async () => {
  const { page } = fixture;
  const word = uniqueWord();
  const agency = await createAgency(`Lakeside Homes ${word}`);
  const member = await agentOf(agency);
  const sold = await createListing(member, { location: `${word} Lake, Austin`, title: `Lake house ${word}`, min: 500_000, max: 600_000 });
  await createListing(member, { location: `${word} Hill, Austin`, title: `Hill cabin ${word}`, status: 'pending' });
  // Another agent's listing and offer, outside the agency: never shown.
  const outsider = await createUserWithRole('agent');
  const outside = await createListing(outsider, { location: `${word} Field, Austin`, title: `Field barn ${word}` });
  const buyer = await createUserWithRole('user');
  const sale = await createOffer(buyer, { id: sold, title: `Lake house ${word}`, location: `${word} Lake, Austin`, agent: member }, 550_000);
  await updateFixture(`offers/${sale}`, { status: 'accepted', decidedAt: new Date() });
  await createOffer(buyer, { id: outside, title: `Field barn ${word}`, location: `${word} Field, Austin`, agent: outsider }, 300_000);

  await signIn(page, agency);
  await open(page, '/dashboard/agency');
  await page.getByRole('link', { name: `${M.activity}: ${member.name}` }).click();
  await waitForPath(page, `/dashboard/agency/agents/${member.uid}`);
  await page.getByRole('heading', { name: M.activityOf(member.name) }).waitFor();
  const listingRows = page.getByTestId('agent-listing-row');
  await eventually(() => listingRows.count()).toBe(2);
  expect(await listingRows.filter({ hasText: `Hill cabin ${word}` }).getAttribute('data-status')).toBe('pending');
  expect(await listingRows.filter({ hasText: `Lake house ${word}` }).getAttribute('data-status')).toBe('verified');
  await eventually(() => page.getByTestId('sales-total').textContent()).toBe('$550,000');
  expect(await page.getByTestId('sales-count').textContent()).toBe('1 sale');
  for (const width of WIDTHS) await check(page, 'agency-agent', width, () => listingRows.first().waitFor());

  await page.getByRole('link', { name: M.offersTab }).click();
  await waitForPath(page, `/dashboard/agency/agents/${member.uid}`);
  const offerRows = page.getByTestId('agent-offer-row');
  await eventually(() => offerRows.count()).toBe(1);
  expect(await offerRows.first().getAttribute('data-status')).toBe('accepted');
  expect(await page.getByText(`Field barn ${word}`).count()).toBe(0);
  // A buyer's new offer shows without a reload.
  const second = await createOffer(buyer, { id: sold, title: `Lake house ${word}`, location: `${word} Lake, Austin`, agent: member }, 520_000);
  await eventually(() => offerRows.count()).toBe(2);
  // A sale made meanwhile counts in the total without a reload.
  await updateFixture(`offers/${second}`, { status: 'accepted', decidedAt: new Date() });
  await eventually(() => page.getByTestId('sales-total').textContent()).toBe('$1,070,000');
  expect(await page.getByTestId('sales-count').textContent()).toBe('2 sales');

  // Removed from the agency (by its owner, in another tab), the agent's page closes at once.
  const removal = await fetch(`${API_URL}/agency/agents/${member.uid}`, { method: 'DELETE', headers: { Authorization: `Bearer ${await idTokenOf(agency)}` } });
  expect(removal.status).toBe(200);
  await page.getByText(M.notYourAgent).waitFor();
  expect(await offerRows.count()).toBe(0);
});
