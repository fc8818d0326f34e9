// Manage users (/dashboard/manageUsers, admin; docs/product.md §9.2 Manage users): search, roles, fraud, deletion, the admin's
// own row protected, and the affected person's session following live in another browser.
// The emulator holds every test's users: each test finds its people by searching their unique e-mail.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@homehaven/domain/messages';
import { check, seriousViolations, WIDTHS } from './support/axe';
import { TRIGGER_WAIT, eventually, open, signIn, waitForPath, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { createUserWithRole, readUserDoc, uidOfEmail, type TestUser } from './support/emulators';
import { readFixture } from './support/firestore-rest';
import { createListing, uniqueWord } from './support/listings';
import { createOffer, payAs } from './support/offers';

const fixture = useBrowser();
const PATH = '/dashboard/manageUsers';

/** The searchable part of a test account's e-mail ("user-1a2b3c4d"), unique to it. */
const handle = (user: TestUser) => user.email.split('@')[0] ?? user.email;

/** Signs a new admin in and opens Manage users; answers the admin. */
async function openAsAdmin(page: Page): Promise<TestUser> {
  const admin = await createUserWithRole('admin');
  await signIn(page, admin);
  await open(page, PATH);
  await page.getByRole('heading', { level: 1, name: 'Manage users' }).waitFor();
  return admin;
}

/** Types a search and waits for the URL to hold it. */
async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search users by name or e-mail' }).fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

/** The row of a user (found once the search keys are derived). */
function row(page: Page, user: TestUser) {
  return page.getByTestId('user-row').filter({ has: page.getByText(user.email, { exact: true }) });
}

/** Runs `use` with a page of another browser context signed in as `user` (their own session, elsewhere), then closes it. */
async function inOtherBrowser(user: TestUser, path: string, use: (page: Page) => Promise<void>): Promise<void> {
  const browser = fixture.context.browser();
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  try {
    const page = await context.newPage();
    await signIn(page, user);
    await open(page, path);
    await use(page);
  } finally {
    await context.close();
  }
}

/** A stored field of a document as text. */
async function fieldOf(path: string, field: string): Promise<unknown> {
  return (await readFixture(path))?.fields[field]?.stringValue;
}

test('an admin makes a buyer an agent: the buyer’s sidebar changes live in their own browser', async () => {
  const { page } = fixture;
  const buyer = await createUserWithRole('user');

  // The buyer, signed in elsewhere, on their dashboard.
  await inOtherBrowser(buyer, '/dashboard', async (buyerPage) => {
    const sidebar = buyerPage.getByRole('navigation', { name: 'Dashboard' });
    await sidebar.getByRole('link', { name: 'Wishlist' }).waitFor();

    await openAsAdmin(page);
    await search(page, handle(buyer));
    const buyerRow = row(page, buyer);
    await buyerRow.getByTestId('role-badge').getByText('User').waitFor();
    expect(await buyerRow.getByRole('button', { name: `Mark ${buyer.name} as fraud` }).count()).toBe(0);

    // A double click changes the role once: one success, no failure.
    await buyerRow.getByRole('button', { name: `Make ${buyer.name} an agent` }).dblclick();
    await waitForText(page, MESSAGES.users.roleUpdated);
    await buyerRow.getByTestId('role-badge').getByText('Agent').waitFor();
    expect(await buyerRow.getByRole('button', { name: `Make ${buyer.name} an agent` }).isDisabled()).toBe(true);
    expect(await page.getByText(MESSAGES.users.roleUpdateFailed).count()).toBe(0);
    await eventually(async () => (await readUserDoc(buyer.uid))?.roll).toBe('agent');

    // Without signing out, the former buyer now has the agent's links.
    await sidebar.getByRole('link', { name: 'Add Property' }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Wishlist' }).count()).toBe(0);
  });
});

test('marking an agent fraud asks first, withdraws their listings, rejects and refunds their paid offers and sends them home', async () => {
  const { page } = fixture;
  const [agent, buyer] = await Promise.all([createUserWithRole('agent'), createUserWithRole('user')]);
  const word = uniqueWord();
  const title = `${word} Farmhouse`;
  const location = `${word} Valley, Boise`;
  const listingId = await createListing(agent, { title, location, min: 1_000, max: 2_000 });
  const offerId = await createOffer(buyer, { id: listingId, title, location, agent }, 1_500);
  await payAs(buyer, offerId);

  await inOtherBrowser(agent, '/dashboard/myAddProperty', async (agentPage) => {
    await agentPage.getByRole('heading', { name: title }).waitFor();

    await openAsAdmin(page);
    await search(page, handle(agent));
    const agentRow = row(page, agent);
    await agentRow.getByRole('button', { name: `Mark ${agent.name} as fraud` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(MESSAGES.users.confirmFraudText).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await readUserDoc(agent.uid))?.roll).toBe('agent');

    await agentRow.getByRole('button', { name: `Mark ${agent.name} as fraud` }).click();
    await dialog.getByRole('button', { name: MESSAGES.users.confirmFraudYes }).dblclick();
    await waitForText(page, MESSAGES.users.roleUpdated);
    // A fraud user shows only the Fraud label: no role buttons.
    await agentRow.getByTestId('role-badge').getByText('Fraud').waitFor();
    expect(await agentRow.getByRole('button', { name: /^(Make|Mark) / }).count()).toBe(0);

    // Their session: sent home at once, told why.
    await waitForPath(agentPage, '/');
    await waitForText(agentPage, MESSAGES.users.suspended);
  });

  // The server withdraws the listing, rejects the paid offer and refunds its payment.
  await eventually(async () => (await readFixture(`properties/${listingId}`))?.fields.withdrawn?.booleanValue, TRIGGER_WAIT).toBe(true);
  await eventually(() => fieldOf(`offers/${offerId}`, 'status'), TRIGGER_WAIT).toBe('rejected');
  const paymentIntent = await fieldOf(`offers/${offerId}`, 'transactionId');
  await eventually(() => fieldOf(`refunds/${String(paymentIntent)}`, 'status'), TRIGGER_WAIT).toBe('refunded');
  await open(page, `/properties?search=${word}`);
  await waitForText(page, MESSAGES.property.noneFound);
});

test('an admin deletes a user after the delete confirmation; their own row cannot be changed or deleted', async () => {
  const { page } = fixture;
  const buyer = await createUserWithRole('user');
  const admin = await openAsAdmin(page);

  await search(page, handle(admin));
  const own = row(page, admin);
  await own.getByText('You', { exact: true }).waitFor();
  for (const button of await own.getByRole('button').all()) expect(await button.isDisabled()).toBe(true);

  await search(page, handle(buyer));
  const buyerRow = row(page, buyer);
  await buyerRow.getByRole('button', { name: `Delete ${buyer.name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(MESSAGES.confirm.deleteText, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: MESSAGES.confirm.deleteYes }).dblclick();
  await waitForText(page, MESSAGES.users.deleted);
  await waitForText(page, MESSAGES.users.noneFound);
  expect(await page.getByText(MESSAGES.users.deleteFailed).count()).toBe(0);
  expect(await readUserDoc(buyer.uid)).toBeNull();
  expect(await uidOfEmail(buyer.email)).toBeNull();
});

test('Manage users, the search and the fraud question pass axe at 390 and 1280 px', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  await openAsAdmin(page);
  for (const width of WIDTHS) {
    await check(page, 'manage-users', width, async () => {
      await open(page, `${PATH}?q=${handle(agent)}`);
      await row(page, agent).waitFor();
    });
    await page.getByRole('button', { name: `Mark ${agent.name} as fraud` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    expect(await seriousViolations(page), `fraud question at ${width}px`).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  }
});
