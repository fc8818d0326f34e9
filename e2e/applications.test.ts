// Professional accounts (docs/accounts.md): an agency registers, verifies its address with the link the
// Auth emulator holds, applies and waits; an admin approves it in Approvals and the agency lists at
// once; a rejected developer reads why, corrects and sends again; Manage users finds them by type.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { APPLICATION_MESSAGES as M } from '@homehaven/domain/application-messages';
import { check, WIDTHS } from './support/axe';
import { eventually, open, signIn, waitForPath, waitForText } from './support/app';
import { authLinkCodes } from './support/auth-links';
import { useBrowser } from './support/browser';
import { PASSWORD } from './support/config';
import { createUserWithRole, readUserDoc, uidOfEmail, uniqueEmail, type TestUser } from './support/emulators';
import { readFixture, setFixture } from './support/firestore-rest';
import { uniqueWord } from './support/listings';

const fixture = useBrowser();

/** The application's card in the queue, paging on until it shows (other journeys' applications wait there too). */
async function queueCard(page: Page, title: string) {
  const card = page.getByTestId('application-card').filter({ has: page.getByRole('heading', { name: title }) });
  await page.getByRole('heading', { level: 1, name: M.approvals }).waitFor();
  for (let pages = 0; pages < 20; pages += 1) {
    await page.getByTestId('application-card').first().waitFor();
    if ((await card.count()) > 0) return card;
    await page.getByRole('link', { name: 'Next' }).click();
  }
  throw new Error(`${title} is not in the queue`);
}

/** A page of another browser signed in as `user`, at `path`. */
async function otherBrowser(user: TestUser, path: string) {
  const context = await fixture.newContext();
  const page = await context.newPage();
  await signIn(page, user);
  await open(page, path);
  return { page, close: () => context.close() };
}

/** A buyer's application waiting in the queue, written as the rules would let them, sent long ago (first in the queue). */
async function pendingApplication(applicant: TestUser, type: 'agent' | 'developer' | 'agency', companyName: string): Promise<void> {
  await setFixture(`applications/${applicant.uid}`, {
    type,
    companyName,
    agencyName: '',
    licence: 'DEV-2201',
    phone: '+1 512 555 0100',
    bio: 'We build townhomes in Austin.',
    logo: '',
    name: applicant.name,
    email: applicant.email,
    status: 'pending',
    submittedAt: new Date(Date.UTC(2001, 0, 1) + Math.floor(Math.random() * 1e9)),
    submissions: 1,
  });
}

test('an agency registers, verifies its address and applies; the admin approves it in Approvals; the agency may list at once', async () => {
  const { page } = fixture;
  const email = uniqueEmail('agency');
  const company = `Sunrise Realty ${uniqueWord()}`;
  await open(page, '/register');
  await page.getByLabel('I am joining as').selectOption('agency');
  await page.getByLabel('Name').fill('Sam Sunrise');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await waitForPath(page, '/dashboard/application');
  expect(new URL(page.url()).searchParams.get('type')).toBe('agency');
  expect(await page.getByRole('radio', { name: 'Agency' }).isChecked()).toBe(true);

  // Checked as the rules check it: nothing is written until it is whole.
  await page.getByRole('button', { name: M.send }).click();
  for (const message of [M.companyNameRequired, M.licenceRequired, M.phoneRequired, M.bioRequired]) await waitForText(page, message);
  await page.getByLabel(M.fields.companyName).fill(company);
  await page.getByLabel(M.fields.licence).fill('TX-RE-10442');
  await page.getByLabel(M.fields.phone).fill('call me');
  await page.getByLabel(M.fields.bio).fill('Austin homes since 2009.');
  await page.getByRole('button', { name: M.send }).click();
  await waitForText(page, M.phoneInvalid);
  const uid = (await uidOfEmail(email)) ?? '';
  expect(await readFixture(`applications/${uid}`)).toBeNull();

  // Sent before the address is verified: kept as a draft, and the link goes out.
  await page.getByLabel(M.fields.phone).fill('+1 (512) 555-0142');
  await page.getByRole('button', { name: M.send }).click();
  await page
    .getByTestId('application-status')
    .getByText(M.draft)
    .waitFor()
    .catch(async (error: unknown) => {
      // Seen once in a loaded run: the draft's state never showed. Which half stopped (the write, or
      // the live read of it) is what the stored document says
      // (docs/testing.md "2026-12-02: before and after the signed-in speed work").
      const stored = await readFixture(`applications/${uid}`);
      throw new Error(`the draft's state did not show; applications/${uid} is ${stored ? `stored as ${JSON.stringify(stored.fields.status)}` : 'not stored'}`, { cause: error });
    });
  await page.getByRole('button', { name: M.checkVerified }).click();
  await waitForText(page, M.stillUnverified);
  await eventually(async () => (await authLinkCodes(email, 'VERIFY_EMAIL')).length).toBeGreaterThan(0);
  const [code] = await authLinkCodes(email, 'VERIFY_EMAIL');

  await open(page, `/auth/action?mode=verifyEmail&oobCode=${code ?? ''}`);
  await page.getByTestId('email-verified').waitFor();
  // Back on the application, the verified address sends the draft.
  await open(page, '/dashboard/application');
  await page.getByTestId('application-status').getByText(M.pending).waitFor();
  for (const width of WIDTHS) await check(page, 'application-pending', width, () => page.getByTestId('application-status').getByText(M.pending).waitFor());
  // A buyer until approved: no agent pages.
  expect(await page.getByRole('link', { name: 'Add Property' }).count()).toBe(0);

  const admin = await createUserWithRole('admin');
  const approvals = await otherBrowser(admin, '/dashboard/approvals');
  try {
    const card = await queueCard(approvals.page, company);
    for (const width of WIDTHS) await check(approvals.page, 'approvals', width, () => card.waitFor());
    await card.getByRole('button', { name: `${M.approve} ${company}` }).click();
    await waitForText(approvals.page, M.approvedToast);
    await card.waitFor({ state: 'detached' });
  } finally {
    await approvals.close();
  }

  // The applicant's page follows live: approved, and the agent's pages are theirs.
  await page.getByTestId('application-status').getByText(M.approved).waitFor();
  await page.getByRole('link', { name: 'Add Property' }).waitFor();
  expect(await readUserDoc(uid)).toMatchObject({ roll: 'agent', accountType: 'agency' });
  await open(page, '/dashboard/notifications');
  await page.getByTestId('application-notification').getByText(M.noticeApproved).waitFor();
});

test('a rejection needs a reason; the developer reads it, corrects the application and sends it again; Manage users shows the decision and filters by type', async () => {
  const { page } = fixture;
  const developer = await createUserWithRole('user');
  const company = `Hillside Builders ${uniqueWord()}`;
  await pendingApplication(developer, 'developer', company);
  const admin = await createUserWithRole('admin');
  await signIn(page, admin);
  await open(page, '/dashboard/approvals');
  const card = await queueCard(page, company);
  await card.getByRole('button', { name: `${M.reject} ${company}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: M.reject }).click();
  await dialog.getByText(M.reasonRequired).waitFor();
  await dialog.getByLabel(M.reasonLabel).fill('The licence number is not in the state register.');
  await dialog.getByRole('button', { name: M.reject }).click();
  await waitForText(page, M.rejectedToast);
  await card.waitFor({ state: 'detached' });

  const applicant = await otherBrowser(developer, '/dashboard/application');
  try {
    const status = applicant.page.getByTestId('application-status');
    await status.getByText(M.rejected).waitFor();
    await applicant.page.getByTestId('application-reason').getByText('The licence number is not in the state register.').waitFor();
    await applicant.page.getByRole('button', { name: 'Correct the application' }).click();
    await applicant.page.getByLabel(M.fields.licence).fill('TX-DEV-88410');
    await applicant.page.getByRole('button', { name: M.send }).click();
    // Not verified in this journey's account: kept as a draft until it is.
    await status.getByText(M.draft).waitFor();
    // The screen shows the write at once; the server's copy follows.
    await eventually(async () => (await readFixture(`applications/${developer.uid}`))?.fields.submissions).toEqual({ integerValue: '2' });
  } finally {
    await applicant.close();
  }

  await open(page, `/dashboard/manageUsers?q=${developer.email.split('@')[0] ?? ''}`);
  const row = page.getByTestId('user-row').filter({ has: page.getByText(developer.email, { exact: true }) });
  await row
    .getByTestId('user-decision')
    .getByText(/Rejected as developer by .*: The licence number is not in the state register\./)
    .waitFor();
  await page.getByLabel('Account type').selectOption('agency');
  await page.waitForURL((url) => url.searchParams.get('type') === 'agency');
  await row.waitFor({ state: 'detached' });
  await page.getByLabel('Role').selectOption('user');
  await page.getByLabel('Account type').selectOption('all');
  await row.waitFor();
  for (const width of WIDTHS) await check(page, 'manage-users-filters', width, () => row.waitFor());
});
