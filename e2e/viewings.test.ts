// Viewings: an agent publishes times on a listing's page; a buyer requests one there (a time taken
// meanwhile is refused inline, live); the agent confirms in another browser, declines another
// request (a reason required) and proposes its freed time instead; the buyer's bell counts both live,
// the buyer accepts the new time, downloads the visit as an .ics file, then cancels it; a fraud user
// cannot request. axe at 390 and 1280 px on the details section and the
// Viewings page. Makes its own people and listing.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { VIEWING_MESSAGES } from '@homehaven/domain/viewing-messages';
import { signInWithPassword } from '../tools/emulators/auth-rest';
import { requestViewing } from '../tools/emulators/viewing-client';
import { check } from './support/axe';
import { eventually, open, signIn, waitForText } from './support/app';
import { DESKTOP, useBrowser } from './support/browser';
import { createUserWithRole } from './support/emulators';
import { createListing, uniqueWord } from './support/listings';

const fixture = useBrowser();

/** `YYYY-MM-DDTHH:mm` of 10:00 local time, `days` days from now, as a datetime-local input takes it. */
function localTenAm(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T10:00`;
}

/** The agent adds a time on their listing's page. */
async function addTime(page: Page, local: string): Promise<void> {
  await page.getByLabel('Date and time').fill(local);
  await page.getByRole('button', { name: 'Add this time' }).click();
  await waitForText(page, VIEWING_MESSAGES.slotPublished);
}

test('an agent publishes times, a buyer requests one (a taken time refused), the agent confirms in another browser, declines a rival with a reason and proposes the freed time; the bell counts it live, the buyer accepts, downloads the .ics and cancels; a fraud user cannot request', async () => {
  const { page } = fixture;
  const [agent, buyer, rival, fraud] = await Promise.all([createUserWithRole('agent'), createUserWithRole('user'), createUserWithRole('user'), createUserWithRole('fraud')]);
  const word = uniqueWord();
  const title = `${word} Garden House`;
  const listing = await createListing(agent, { title, location: `4 Elm Street, ${word}` });

  // The agent, in their own browser, publishes two times on their listing's page.
  const agentContext = await fixture.newContext();
  const agentPage = await agentContext.newPage();
  try {
    await signIn(agentPage, agent);
    await open(agentPage, `/DetailsPage/${listing}`);
    // The section reads its times once near the viewport: the journey goes to it, as a reader would.
    await agentPage.getByRole('heading', { name: 'Viewing times' }).scrollIntoViewIfNeeded();
    await agentPage.getByText(VIEWING_MESSAGES.noSlots).waitFor();
    await addTime(agentPage, localTenAm(2));
    await addTime(agentPage, localTenAm(3));
    const agentTimes = agentPage.getByRole('list', { name: 'Your viewing times' }).getByRole('listitem');
    await eventually(() => agentTimes.count()).toBe(2);
    // The section once per width: the agent's Viewing times here (1280), the buyer's form below (390).
    await check(agentPage, 'viewings-details-agent', 1280, () => agentTimes.nth(1).waitFor());

    // The buyer sees both times in their zone, picks the second; a rival takes it meanwhile.
    await signIn(page, buyer);
    await open(page, `/DetailsPage/${listing}`);
    const section = page.getByRole('region', { name: 'Schedule a visit' });
    const times = section.getByRole('radiogroup', { name: 'Available times' }).getByRole('radio');
    await section.scrollIntoViewIfNeeded();
    await eventually(() => times.count()).toBe(2);
    await section.getByText(/Times shown in your time zone/).waitFor();
    await check(page, 'viewings-details-buyer', 390, () => section.getByRole('button', { name: 'Request this visit' }).waitFor());
    await page.setViewportSize(DESKTOP);

    const slotIds = await times.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    await times.nth(1).check();
    const rivalToken = (await signInWithPassword(rival.email, rival.password)).idToken;
    expect((await requestViewing(rivalToken, listing, String(slotIds[1]))).status).toBe(201);
    // Live: the time shows taken at once; sending the choice anyway is refused, with the reason.
    await eventually(() => times.nth(1).isDisabled()).toBe(true);
    await section.getByRole('button', { name: 'Request this visit' }).click();
    await section.getByText(VIEWING_MESSAGES.slotTaken).waitFor();

    await times.nth(0).check();
    await section.getByLabel('Note for the agent (optional)').fill('Can I see the garden too?');
    await section.getByRole('button', { name: 'Request this visit' }).click();
    await waitForText(page, VIEWING_MESSAGES.requested);
    await section.getByTestId('open-viewing').getByText('Requested').waitFor();

    // The agent confirms it on their Viewings page (the rival's request is there too).
    await open(agentPage, '/dashboard/viewings');
    const request = agentPage.getByTestId('viewing').filter({ hasText: 'Can I see the garden too?' });
    await request.waitFor();
    await eventually(() => agentPage.getByTestId('viewing').count()).toBe(2);
    // The Viewings page once per width: the agent's side here (1280), the buyer's below (390).
    await check(agentPage, 'viewings-agent', 1280, () => request.waitFor());
    const bell = page.getByRole('link', { name: /^Notifications/ });
    await eventually(() => bell.getAttribute('aria-label')).toBe('Notifications');
    await request.getByRole('button', { name: 'Confirm' }).click();
    await waitForText(agentPage, VIEWING_MESSAGES.confirmed);
    await eventually(() => request.getAttribute('data-status')).toBe('confirmed');
    // The rival's request: declined, a reason required first.
    const rivalRequest = agentPage.getByTestId('viewing').filter({ hasNotText: 'Can I see the garden too?' });
    await rivalRequest.getByRole('button', { name: 'Decline' }).click();
    const decline = agentPage.getByRole('dialog', { name: 'Decline this visit' });
    await decline.getByRole('button', { name: 'Decline visit' }).click();
    await decline.getByText(VIEWING_MESSAGES.reasonRequired).waitFor();
    await decline.getByLabel('Reason').fill('The owners are away that day.');
    await decline.getByRole('button', { name: 'Decline visit' }).click();
    await waitForText(agentPage, VIEWING_MESSAGES.declined);
    await eventually(() => rivalRequest.getAttribute('data-status')).toBe('declined');
    await rivalRequest.getByText('Reason: The owners are away that day.').waitFor();

    // The declined time is open again: the agent proposes it instead of the confirmed one.
    await request.getByRole('button', { name: 'Propose another time' }).click();
    const propose = agentPage.getByRole('dialog', { name: 'Propose another time' });
    await propose.getByRole('radio', { disabled: false }).first().check();
    await propose.getByRole('button', { name: 'Propose this time' }).click();
    await waitForText(agentPage, VIEWING_MESSAGES.proposed);
    await eventually(() => request.getAttribute('data-status')).toBe('proposed');

    // The buyer's bell counts both without a reload (confirmed, then a new time); the card says so.
    await eventually(() => bell.getAttribute('aria-label')).toBe('Notifications, 2 unread');
    await section.getByTestId('open-viewing').getByText('New time proposed').waitFor();
  } finally {
    await agentContext.close();
  }

  // The buyer's Viewings page: they accept the new time; the confirmed visit offers its calendar file.
  await open(page, '/dashboard/viewings');
  const visit = page.getByTestId('viewing').filter({ hasText: title });
  await visit.getByText('New time proposed').waitFor();
  await check(page, 'viewings-buyer', 390, () => visit.getByRole('button', { name: 'Accept new time' }).waitFor());
  await visit.getByRole('button', { name: 'Accept new time' }).click();
  await waitForText(page, VIEWING_MESSAGES.accepted);
  await eventually(() => visit.getAttribute('data-status')).toBe('confirmed');
  const [download] = await Promise.all([page.waitForEvent('download'), visit.getByRole('button', { name: /Add to calendar/ }).click()]);
  const ics = readFileSync(String(await download.path()), 'utf8');
  expect(download.suggestedFilename()).toMatch(/^visit-.*garden-house\.ics$/);
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toMatch(/UID:viewing-[A-Za-z0-9]+@homehaven/);
  expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  expect(ics).toContain(`SUMMARY:Visit: ${word} Garden House`);

  // Then they cancel it, after a question: the visit closes.
  await visit.getByRole('button', { name: 'Cancel visit' }).click();
  await page.getByRole('alertdialog', { name: 'Cancel this visit?' }).getByRole('button', { name: 'Cancel visit' }).click();
  await waitForText(page, VIEWING_MESSAGES.cancelled);
  await eventually(() => visit.getAttribute('data-status')).toBe('cancelled');

  // A fraud user is told they cannot request a visit, and is offered no form.
  const fraudContext = await fixture.newContext();
  try {
    const fraudPage = await fraudContext.newPage();
    await signIn(fraudPage, fraud);
    await open(fraudPage, `/DetailsPage/${listing}`);
    const fraudSection = fraudPage.getByRole('region', { name: 'Schedule a visit' });
    await fraudSection.scrollIntoViewIfNeeded();
    await fraudSection.getByText(VIEWING_MESSAGES.fraud).waitFor();
    expect(await fraudSection.getByRole('button', { name: 'Request this visit' }).count()).toBe(0);
  } finally {
    await fraudContext.close();
  }
});
