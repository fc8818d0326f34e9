// The dashboard home (/dashboard, every role): the welcome, the four stat cards from GET /stats and the
// insight charts (the admin's and an agent's, from the aggregates the triggers keep).
// Counts on the shared emulator move with other tests: exact values only for what is scoped to this
// test's own accounts (My Property, an agent's or a buyer's orders); totals only show a number.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { STATS_MESSAGES } from '@homehaven/domain/admin-messages';
import { INSIGHT_MESSAGES } from '@homehaven/domain/insight-charts';
import { check, WIDTHS } from './support/axe';
import { eventually, open, signIn, TRIGGER_WAIT, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { createUserWithRole, type TestUser } from './support/emulators';
import { createListing, uniqueWord } from './support/listings';
import { createOffer } from './support/offers';
import { updateFixture } from './support/firestore-rest';

const fixture = useBrowser();
const PATH = '/dashboard';
/** A count as the cards write it: 0, 42, 1,234. */
const COUNT = /^\d{1,3}(,\d{3})*$/;
const DASH = '—';

type StatKey = 'properties' | 'offers' | 'myProperties' | 'users';
const LABELS: Record<StatKey, string> = {
  properties: STATS_MESSAGES.totalProperty,
  offers: STATS_MESSAGES.totalOrders,
  myProperties: STATS_MESSAGES.myProperty,
  users: STATS_MESSAGES.totalUser,
};

/** Signs `user` in and opens the dashboard home. */
async function openHome(page: Page, user: TestUser): Promise<void> {
  await signIn(page, user);
  await open(page, PATH);
  await waitForText(page, `Welcome, ${user.name}!`);
}

/** The card of a count (its accessible name is the card's required title). */
function card(page: Page, key: StatKey) {
  return page.getByRole('listitem', { name: LABELS[key], exact: true });
}

/** The number (or dash) a card shows, once loaded. */
async function value(page: Page, key: StatKey): Promise<string> {
  const shown = card(page, key).getByTestId('stat-value');
  await shown.waitFor();
  return (await shown.textContent()) ?? '';
}

/** The line under a card's number. */
function hint(page: Page, key: StatKey): Promise<string | null> {
  return card(page, key).getByTestId('stat-hint').textContent();
}

/** A listing of `agent` with a unique title. */
async function listing(agent: TestUser, status: 'pending' | 'verified' | 'rejected' = 'verified') {
  const title = `${uniqueWord()} Cottage`;
  const location = 'Toledo, Ohio';
  const id = await createListing(agent, { title, location, status });
  return { id, title, location, agent };
}

test('an agent sees the four cards: their listings in My Property, the offers on them in Total Orders, a dash for Total User', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const verified = await listing(agent, 'verified');
  await listing(agent, 'pending');
  await listing(agent, 'rejected');
  await createOffer(await createUserWithRole('user'), verified, 420_000);
  // Another agent's listing and offer are not this agent's.
  const others = await listing(await createUserWithRole('agent'));
  await createOffer(await createUserWithRole('user'), others, 420_000);

  await openHome(page, agent);
  expect(await page.getByTestId('dashboard-role').textContent()).toBe('agent');
  expect(await value(page, 'myProperties')).toBe('3');
  expect(await hint(page, 'myProperties')).toBe('Your listings, in every status');
  expect(await value(page, 'offers')).toBe('1');
  expect(await hint(page, 'offers')).toBe('Offers on your listings');
  expect(await value(page, 'properties')).toMatch(COUNT);
  expect(await value(page, 'users')).toBe(DASH);
  expect(await hint(page, 'users')).toBe('Shown to admins only');
  expect(
    await page
      .getByRole('listitem')
      .filter({ has: page.getByTestId('stat-value') })
      .count(),
  ).toBe(4);
});

test('a buyer sees their own offers in Total Orders and in their chart, and a dash with the reason for My Property and Total User', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const first = await listing(agent);
  const second = await listing(agent);
  const buyer = await createUserWithRole('user');
  await createOffer(buyer, first, 410_000);
  await createOffer(buyer, second, 430_000);
  await createOffer(await createUserWithRole('user'), first, 420_000);

  await openHome(page, buyer);
  expect(await value(page, 'offers')).toBe('2');
  expect(await hint(page, 'offers')).toBe('Offers you made');
  expect(await value(page, 'properties')).toMatch(COUNT);
  expect(await value(page, 'myProperties')).toBe(DASH);
  expect(await hint(page, 'myProperties')).toBe('Only agents list properties');
  expect(await value(page, 'users')).toBe(DASH);
  // Their one chart, counted by the offer trigger (live): both offers pending.
  const offers = page.getByRole('region', { name: INSIGHT_MESSAGES.heading, exact: true }).getByRole('region', { name: 'Your offers by status', exact: true });
  await eventually(() => offers.getByTestId('insight-summary').textContent(), TRIGGER_WAIT).toBe('2 offers now: 2 pending, 0 bought, 0 accepted, 0 rejected.');
});

test("an admin sees every count, Total User included, and the platform's charts with the revenue, each also as a table; the page passes axe at 390 and 1280 px", async () => {
  const { page } = fixture;
  const admin = await createUserWithRole('admin');
  // A listing of its own, so Listings by status has bars (and its table toggle) whichever files ran before.
  await listing(await createUserWithRole('agent'));
  await openHome(page, admin);
  const insights = page.getByRole('region', { name: INSIGHT_MESSAGES.heading, exact: true });
  const revenue = ['Recurring revenue per month', 'New and cancelled subscriptions', 'Paid submissions and featured upgrades'];
  for (const title of ['Listings by status', 'Offers by status', 'Sales and refunds per week', 'New users per week', ...revenue]) {
    await insights.getByRole('heading', { name: title, level: 3 }).waitFor();
  }
  // The revenue the webhook counts (docs/plans.md "Revenue"): other files' payments may have been counted already.
  const recurring = insights.getByRole('region', { name: revenue[0], exact: true });
  await eventually(() => recurring.getByTestId('insight-summary').textContent()).toMatch(/^\$[\d,]+ a month in subscriptions now; \$[\d,]+ invoiced in the last 12 months\.$/);
  // The admin just joined: this week has at least one new user, so its chart has bars.
  const users = insights.getByRole('region', { name: 'New users per week', exact: true });
  await users.getByTestId('insight-chart-new-users').waitFor();
  expect(await users.getByTestId('insight-summary').textContent()).toMatch(/^\d+ new users? in the last 12 weeks, the most in the week of \w{3} \d{1,2}\.$/);
  const listings = insights.getByRole('region', { name: 'Listings by status', exact: true });
  await listings.getByRole('button', { name: INSIGHT_MESSAGES.showTable }).click();
  const table = listings.getByRole('table', { name: 'Listings by status' });
  expect(await table.getByRole('rowheader').allTextContents()).toEqual(['Pending', 'Verified', 'Rejected', 'Withdrawn', 'Sold']);
  expect(await listings.getByRole('button', { name: INSIGHT_MESSAGES.showTable }).getAttribute('aria-pressed')).toBe('true');
  expect(await value(page, 'users')).toMatch(COUNT);
  expect(Number((await value(page, 'users')).replace(/,/g, ''))).toBeGreaterThanOrEqual(1);
  expect(await hint(page, 'users')).toBe('Registered accounts');
  expect(await value(page, 'properties')).toMatch(COUNT);
  expect(await hint(page, 'properties')).toBe('Every listing, in any status');
  expect(await value(page, 'offers')).toMatch(COUNT);
  expect(await value(page, 'myProperties')).toBe('0');
  // The admin's page with its revenue charts passes axe at both widths.
  for (const width of WIDTHS) await check(page, 'dashboard-home-admin', width, () => recurring.getByTestId('insight-summary').waitFor());
});

test.each(WIDTHS)('at %i px, placeholders hold the cards at their final size while counting; a failure offers Try again', async (width) => {
  const { page } = fixture;
  await page.setViewportSize({ width, height: 860 });
  const agent = await createUserWithRole('agent');
  await listing(agent);
  await signIn(page, agent);

  // The first answer fails; the cards say so and Try again asks once more, held until measured.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let calls = 0;
  await page.route('**/api/stats', async (route) => {
    if (route.request().method() === 'OPTIONS') return route.continue();
    calls += 1;
    if (calls === 1) return route.fulfill({ status: 500, headers: { 'Access-Control-Allow-Origin': '*' }, contentType: 'application/json', body: '{"message":"boom"}' });
    await held;
    return route.continue();
  });

  await open(page, PATH);
  const failure = page.getByTestId('stats-error');
  await failure.getByText(STATS_MESSAGES.loadFailed).waitFor();
  expect(await page.getByTestId('stat-value').count()).toBe(0);
  await failure.getByRole('button', { name: 'Try again' }).click();

  const grid = page.getByRole('list', { name: 'Your numbers' });
  await eventually(() => grid.getAttribute('aria-busy')).toBe('true');
  const sizes = () =>
    page
      .getByRole('listitem')
      .filter({ hasText: STATS_MESSAGES.totalOrders })
      .evaluate((item) => item.getBoundingClientRect().height);
  const loadingHeight = await sizes();
  release();
  expect(await value(page, 'myProperties')).toBe('1');
  expect(await grid.getAttribute('aria-busy')).toBeNull();
  expect(await sizes()).toBe(loadingHeight);
  await page.unroute('**/api/stats');
});

test('an agent sees their charts from the offers on their listings and a sale, as a table too; the page passes axe at 390 and 1280 px, in 1 column on a phone and 4 on a wide screen', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const sold = await listing(agent);
  const buyer = await createUserWithRole('user');
  const winner = await createOffer(buyer, sold, 420_000);
  await createOffer(buyer, sold, 410_000);
  // Paid and accepted as the payment and decision functions write it (their journeys test them).
  await updateFixture(`offers/${winner}`, { status: 'accepted', transactionId: `pi_${winner}`, paidAt: new Date(), decidedAt: new Date() });
  await openHome(page, agent);

  // Counted by the triggers (live): 2 offers this week, 1 sale of $420,000 this month, 1 of 2 converted.
  const insights = page.getByRole('region', { name: INSIGHT_MESSAGES.heading, exact: true });
  const conversion = insights.getByTestId('conversion-share');
  await eventually(() => conversion.textContent(), TRIGGER_WAIT).toBe('50%');
  const offers = insights.getByRole('region', { name: 'Offers on your listings per week', exact: true });
  await eventually(() => offers.getByTestId('insight-summary').textContent(), TRIGGER_WAIT).toMatch(/^2 offers in the last 12 weeks, the most in the week of /);
  const sales = insights.getByRole('region', { name: 'Your sales per month', exact: true });
  await eventually(() => sales.getByTestId('insight-summary').textContent(), TRIGGER_WAIT).toMatch(/^In the last 6 months: 1 accepted sale worth \$420,000; the best month was /);
  // The drawing is one image named by its summary (the text alternative).
  expect(await sales.getByTestId('insight-chart-agent-sales').getAttribute('role')).toBe('img');
  expect(await page.getByRole('img', { name: /^In the last 6 months: 1 accepted sale/ }).count()).toBe(1);
  await sales.getByRole('button', { name: INSIGHT_MESSAGES.showTable }).click();
  const rows = sales.getByRole('table', { name: 'Your sales per month' }).getByRole('row');
  expect(await rows.count()).toBe(7);
  expect(await rows.last().getByRole('cell').allTextContents()).toEqual(['1', '$420,000']);
  expect(await rows.first().getByRole('columnheader').allTextContents()).toEqual(['Month', 'Sales', 'Sales total']);
  const keys: StatKey[] = ['properties', 'offers', 'myProperties', 'users'];
  const boxes = () => Promise.all(keys.map(async (key) => (await card(page, key).boundingBox()) ?? { x: -1, y: -1 }));

  const chartsReady = async () => {
    await open(page, PATH);
    await value(page, 'myProperties');
    // The charts draw once their section is in view (below the fold on a phone).
    await page.getByTestId('insights').scrollIntoViewIfNeeded();
    await eventually(() => page.getByTestId('conversion-share').textContent()).toBe('50%');
    // One chart as its table (it scrolls sideways on a phone), the others drawn.
    await page.getByTestId('insight-chart-agent-sales').waitFor();
    await page.getByTestId('insight-agent-sales').getByRole('button', { name: INSIGHT_MESSAGES.showTable }).click();
    await page.getByTestId('insight-table-agent-sales').waitFor();
  };
  await check(page, 'dashboard-home', 390, chartsReady);
  const phone = await boxes();
  expect(new Set(phone.map((box) => Math.round(box.x))).size).toBe(1);

  await check(page, 'dashboard-home', 1280, chartsReady);
  const wide = await boxes();
  expect(new Set(wide.map((box) => Math.round(box.y))).size).toBe(1);
  expect(new Set(wide.map((box) => Math.round(box.x))).size).toBe(4);
});
