// Signed-in pages rendered per request (docs/decisions.md "Signed-in pages rendered per request"): once
// the browser holds the person's session cookie, a listing's details, the dashboard's home, My wishlist,
// Property Bought, the professional application, Requested, My agency and one of its agents, Manage
// properties and Approvals come from the `pages`
// function with their first reads in the HTML (the cards before any script runs), never cached; the
// app hydrates them without a difference (the browser fixture fails on a hydration mismatch) and goes
// live. Without a session, or for a role the page is not for, the function answers the app's shell.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { RenderedSignedIn } from '@homehaven/domain/rendered-page';
import { PLAN_ADMIN_MESSAGES, PLAN_MESSAGES } from '@homehaven/domain/plan-messages';
import { BILLING_MESSAGES } from '@homehaven/domain/billing-messages';
import { APPLICATION_MESSAGES } from '@homehaven/domain/application-messages';
import { AGENCY_MESSAGES } from '@homehaven/domain/agencies';
import { check, WIDTHS } from './support/axe';
import { MESSAGES } from '@homehaven/domain/messages';
import { eventually, open, reload, signIn, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { renderedDataOf } from './support/rendered-data';
import { APP_URL } from './support/config';
import { createUserWithRole, markEmailVerified, type TestUser } from './support/emulators';
import { readFixture, setFixture } from './support/firestore-rest';
import { createListing, FIXTURE_IMAGE, secondsAgo, uniqueWord } from './support/listings';
import { createOffer } from './support/offers';
import { agentOf, createAgency } from './support/agencies';

const fixture = useBrowser();
const WISHLIST = '/dashboard/wishlist';
const APPLICATION = '/dashboard/application';

/** What a page's HTML was rendered from, or null when it carries nothing (the shell). */
const renderedOf = (html: string) => renderedDataOf<RenderedSignedIn>(html);

/** A verified listing by a new agent, saved to `buyer`'s wishlist `age` seconds ago; its title. */
async function saved(buyer: TestUser, age: number): Promise<string> {
  const agent = await createUserWithRole('agent');
  const title = `${uniqueWord()} Cottage`;
  const id = await createListing(agent, { title, location: 'Lakeview, Ohio', min: 400_000, max: 450_000 });
  await setFixture(`wishlist/${buyer.uid}_${id}`, {
    userUid: buyer.uid,
    userEmail: buyer.email,
    propertyId: id,
    propertyImage: FIXTURE_IMAGE,
    propertyName: title,
    propertyLocation: 'Lakeview, Ohio',
    agentName: agent.name,
    agentEmail: agent.email,
    agentImage: '',
    MinimumPrice: 400_000,
    MaximumPrice: 450_000,
    isVerified: true,
    createdAt: secondsAgo(age),
  });
  return title;
}

/** Waits until the app has handed the browser its session cookie (it does once Firebase Auth reports the user). */
async function sessionCookie(context: BrowserContext): Promise<void> {
  await eventually(async () => (await context.cookies(APP_URL)).find((cookie) => cookie.name === '__session')?.httpOnly ?? false).toBe(true);
}

/** `page`'s next load of `path` as the browser sends it (its cookies), without running it. */
async function htmlOf(page: Page, path: string): Promise<{ html: string; cacheControl: string | undefined }> {
  const response = await page.request.get(`${APP_URL}${path}`);
  expect(response.status()).toBe(200);
  return { html: await response.text(), cacheControl: response.headers()['cache-control'] };
}

test('My wishlist comes rendered for its buyer once the session cookie is set: the cards in the HTML, never cached, hydrated and live', async () => {
  const { page, context } = fixture;
  const buyer = await createUserWithRole('user');
  const older = await saved(buyer, 120);
  const newer = await saved(buyer, 60);
  await signIn(page, buyer);
  await open(page, WISHLIST);
  await sessionCookie(context);

  const { html, cacheControl } = await htmlOf(page, WISHLIST);
  expect(cacheControl).toBe('private, no-store');
  const rendered = renderedOf(html);
  expect(rendered?.session.uid).toBe(buyer.uid);
  expect(rendered?.session.email).toBe(buyer.email);
  // The role, the page of entries and each entry's listing were read for the render.
  expect(Object.keys(rendered?.reads ?? {})).toContain(`users/${buyer.uid}`);
  expect(Object.keys(rendered?.reads ?? {}).filter((key) => key.startsWith('properties/'))).toHaveLength(2);
  const body = html.slice(html.indexOf('<div id="root"'));
  expect(body.indexOf(newer)).toBeGreaterThan(0);
  expect(body.indexOf(newer)).toBeLessThan(body.indexOf(older));
  expect(body).toContain('<h1');

  // The browser shows the same cards, then follows the list live.
  await reload(page);
  await page.getByRole('article', { name: newer, exact: true }).waitFor();
  const newest = await saved(buyer, 0);
  await page.getByRole('article', { name: newest, exact: true }).waitFor();
  for (const width of WIDTHS) {
    await check(page, 'signed-in-render-wishlist', width, async () => {
      await reload(page);
      await page.getByRole('article', { name: newest, exact: true }).waitFor();
    });
  }
});

test('another person’s session, a page for another role and no session at all get the app’s shell, never someone’s data', async () => {
  const { page, context } = fixture;
  const buyer = await createUserWithRole('user');
  const title = await saved(buyer, 30);

  // No cookie: the shell, which the browser renders (and sends to sign-in).
  const anonymous = await fetch(`${APP_URL}${WISHLIST}`);
  expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
  const shell = await anonymous.text();
  expect(renderedOf(shell)).toBeNull();
  expect(shell).toContain('<div id="root"></div>');

  // An agent's session on a buyer's page: the shell; the app's guard sends them home.
  const agent = await createUserWithRole('agent');
  await signIn(page, agent);
  await open(page, '/dashboard');
  await sessionCookie(context);
  const asAgent = await htmlOf(page, WISHLIST);
  expect(renderedOf(asAgent.html)).toBeNull();
  expect(asAgent.html).not.toContain(title);

  // A forged cookie is no session.
  await context.addCookies([{ name: '__session', value: 'forged.cookie.value', url: APP_URL }]);
  const forged = await htmlOf(page, WISHLIST);
  expect(renderedOf(forged.html)).toBeNull();
});

test('Property Bought and the dashboard’s home come rendered for their buyer too', async () => {
  const { page, context } = fixture;
  const buyer = await createUserWithRole('user');
  await signIn(page, buyer);
  await open(page, '/dashboard/propertyBought');
  await sessionCookie(context);
  const { html } = await htmlOf(page, '/dashboard/propertyBought');
  expect(renderedOf(html)?.session.uid).toBe(buyer.uid);
  await reload(page);
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
  // The dashboard's home too: its welcome in the HTML, its charts' skeleton until hydrated.
  const home = await htmlOf(page, '/dashboard');
  expect(renderedOf(home.html)?.session.uid).toBe(buyer.uid);
  expect(home.html.slice(home.html.indexOf('<div id="root"')).replace(/<!-- -->/g, '')).toContain(buyer.name);
  await open(page, '/dashboard');
  await page.getByTestId('insights').waitFor();
});

/** The app's Firebase Auth chunk, as this build names it (the Vite manifest of the build the journeys serve). */
function pageAuthChunk(): string {
  const manifest = JSON.parse(readFileSync(new URL('../web/dist-emulator/.vite/manifest.json', import.meta.url), 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest['src/lib/firebase/auth.ts']?.file;
  if (!chunk) throw new Error('the build has no chunk for src/lib/firebase/auth.ts');
  return `/${chunk}`;
}

/** Makes the ID token the app keeps in local storage an hour old, as a member back the next day finds it (the Auth emulator's tokens are unsigned). */
async function expireStoredToken(page: Page): Promise<void> {
  await page.evaluate(() => {
    const [header = '', payload = '', signature = ''] = (localStorage.getItem('access-token') ?? '').split('.');
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, number>;
    const expired = { ...claims, iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 };
    const encoded = btoa(JSON.stringify(expired)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    localStorage.setItem('access-token', [header, encoded, signature].join('.'));
  });
}

/** When the token the app keeps expires (ms since the epoch). */
function storedTokenExpiry(page: Page): Promise<number> {
  return page.evaluate(() => {
    const payload = (localStorage.getItem('access-token') ?? '').split('.')[1] ?? '';
    return Number((JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number }).exp) * 1000;
  });
}

test('a member back after an hour stays signed in on a rendered page: the signed-in live worker refreshes the expired token before the counts are asked for, and the page never loads Firebase Auth', async () => {
  const { page, context } = fixture;
  const buyer = await createUserWithRole('user');
  await signIn(page, buyer);
  await open(page, '/dashboard');
  await sessionCookie(context);
  await expireStoredToken(page);
  expect(await storedTokenExpiry(page)).toBeLessThan(Date.now());
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await reload(page);
  expect(await page.locator('#rendered-first-page').count()).toBe(1);
  // The counts come (GET /stats with the refreshed token): with the expired one the facade answered 401 and the member was signed out.
  await page.getByTestId('stat-value').first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  expect(await storedTokenExpiry(page)).toBeGreaterThan(Date.now());
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts).not.toContain(pageAuthChunk());
});

test('an agent’s Requested and Billing and an admin’s Manage properties, Approvals and Plans come rendered too, with the offer, the plan and the pending listing in the HTML', async () => {
  const { page, context } = fixture;
  const agent = await createUserWithRole('agent');
  const buyer = await createUserWithRole('user');
  const title = `${uniqueWord()} Barn`;
  const id = await createListing(agent, { title, location: 'Akron, Ohio', min: 300_000, max: 320_000, status: 'pending' });
  await createOffer(buyer, { id, title, location: 'Akron, Ohio', agent }, 310_000);

  await signIn(page, agent);
  await open(page, '/dashboard/requested');
  await sessionCookie(context);
  const requested = await htmlOf(page, '/dashboard/requested');
  expect(renderedOf(requested.html)?.session.uid).toBe(agent.uid);
  expect(requested.html.slice(requested.html.indexOf('<div id="root"'))).toContain(title);
  await reload(page);
  await page.getByRole('heading', { level: 1, name: 'Requested properties' }).waitFor();
  // Billing: the agent's plan and usage rendered from the account's read; the plans and invoices load in the browser.
  const billing = await htmlOf(page, '/dashboard/billing');
  expect(renderedOf(billing.html)?.session.uid).toBe(agent.uid);
  expect(billing.html.slice(billing.html.indexOf('<div id="root"'))).toContain(PLAN_MESSAGES.usage(0, 100));
  await open(page, '/dashboard/billing');
  await page.getByRole('heading', { level: 1, name: BILLING_MESSAGES.title }).waitFor();
  await waitForText(page, BILLING_MESSAGES.invoicesEmpty);
  await page.getByRole('heading', { level: 2, name: 'Roomy' }).waitFor();

  const admin = await createUserWithRole('admin');
  const adminPage = await (await fixture.newContext()).newPage();
  await signIn(adminPage, admin);
  await open(adminPage, '/dashboard/manageProperties');
  await sessionCookie(adminPage.context());
  const manage = await htmlOf(adminPage, '/dashboard/manageProperties');
  expect(renderedOf(manage.html)?.session.uid).toBe(admin.uid);
  expect(manage.html.slice(manage.html.indexOf('<div id="root"'))).toContain('Manage properties');
  await reload(adminPage);
  await adminPage.getByRole('heading', { level: 1, name: 'Manage properties' }).waitFor();
  const approvals = await htmlOf(adminPage, '/dashboard/approvals');
  expect(renderedOf(approvals.html)?.session.uid).toBe(admin.uid);
  await open(adminPage, '/dashboard/approvals');
  await adminPage.getByRole('heading', { level: 1, name: APPLICATION_MESSAGES.approvals }).waitFor();
  // The admins' Plans: the free plan's row rendered from its read (its defaults until an admin saves it).
  const plans = await htmlOf(adminPage, '/dashboard/plans');
  expect(renderedOf(plans.html)?.session.uid).toBe(admin.uid);
  expect(plans.html.slice(plans.html.indexOf('<div id="root"'))).toContain(PLAN_ADMIN_MESSAGES.free);
  await open(adminPage, '/dashboard/plans');
  await adminPage.getByRole('heading', { level: 1, name: PLAN_ADMIN_MESSAGES.title }).waitFor();
});

test('a listing’s details come rendered for whoever may see it: the listing and the buyer’s actions in the HTML, hydrated and usable; a listing not theirs to see gets the shell', async () => {
  const { page, context } = fixture;
  const agent = await createUserWithRole('agent');
  const title = `${uniqueWord()} Farmhouse`;
  const id = await createListing(agent, { title, location: 'Dayton, Ohio', min: 510_000, max: 540_000 });
  const pendingTitle = `${uniqueWord()} Loft`;
  const pending = await createListing(agent, { title: pendingTitle, location: 'Dayton, Ohio', status: 'pending' });
  const buyer = await createUserWithRole('user');
  await signIn(page, buyer);
  await open(page, `/DetailsPage/${id}`);
  await sessionCookie(context);

  const { html, cacheControl } = await htmlOf(page, `/DetailsPage/${id}`);
  expect(cacheControl).toBe('private, no-store');
  const rendered = renderedOf(html);
  expect(rendered?.session.uid).toBe(buyer.uid);
  expect(Object.keys(rendered?.reads ?? {})).toContain(`properties/${id}`);
  const body = html.slice(html.indexOf('<div id="root"'));
  expect(body).toContain(title);
  expect(body).toContain('$510,000');
  expect(body).toContain('Add to Wishlist');

  // Hydrated from the render (the fixture fails on a mismatch), then the buyer's actions work.
  await reload(page);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByRole('button', { name: 'Add to Wishlist' }).click();
  await page.getByRole('button', { name: 'Yes, add it!' }).click();
  await waitForText(page, MESSAGES.wishlist.added);
  for (const width of WIDTHS) {
    await check(page, 'signed-in-render-details', width, async () => {
      await reload(page);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    });
  }

  // A listing the buyer may not see: the shell, without its title; the browser answers it as not found.
  const hidden = await htmlOf(page, `/DetailsPage/${pending}`);
  expect(renderedOf(hidden.html)).toBeNull();
  expect(hidden.html).not.toContain(pendingTitle);
  await open(page, `/DetailsPage/${pending}`);
  await waitForText(page, MESSAGES.property.notFound);
  // Its agent may: rendered for them.
  const agentPage = await (await fixture.newContext()).newPage();
  await signIn(agentPage, agent);
  await open(agentPage, `/DetailsPage/${pending}`);
  await sessionCookie(agentPage.context());
  const own = await htmlOf(agentPage, `/DetailsPage/${pending}`);
  expect(renderedOf(own.html)?.session.uid).toBe(agent.uid);
  expect(own.html.slice(own.html.indexOf('<div id="root"'))).toContain(pendingTitle);
});

test('the professional application comes rendered for its applicant; a draft whose address was verified elsewhere is sent once Auth has the real user', async () => {
  const { page, context } = fixture;
  const buyer = await createUserWithRole('user');
  const company = `${uniqueWord()} Homes`;
  await setFixture(`applications/${buyer.uid}`, {
    type: 'developer',
    companyName: company,
    agencyName: '',
    licence: 'DEV-3301',
    phone: '+1 512 555 0101',
    bio: 'We build townhomes.',
    logo: '',
    name: buyer.name,
    email: buyer.email,
    status: 'draft',
    submittedAt: new Date(),
    submissions: 1,
  });
  await signIn(page, buyer);
  await open(page, APPLICATION);
  await sessionCookie(context);
  const { html } = await htmlOf(page, APPLICATION);
  expect(Object.keys(renderedOf(html)?.reads ?? {})).toContain(`applications/${buyer.uid}`);
  expect(html.slice(html.indexOf('<div id="root"'))).toContain(company);

  // The rendered page starts with a stand-in of the user; checking the address waits for Auth's own.
  await markEmailVerified(buyer.uid);
  await reload(page);
  await waitForText(page, APPLICATION_MESSAGES.pending);
  await eventually(async () => (await readFixture(`applications/${buyer.uid}`))?.fields.status?.stringValue).toBe('pending');
  for (const width of WIDTHS) {
    await check(page, 'signed-in-render-application', width, async () => {
      await reload(page);
      await waitForText(page, APPLICATION_MESSAGES.pending);
    });
  }
});

test('an agency’s page of one of its agents comes rendered with the agent’s listings and the offers on them; another agency’s render reads none of them', async () => {
  const { page, context } = fixture;
  const word = uniqueWord();
  const agency = await createAgency(`Bayside Homes ${word}`);
  const member = await agentOf(agency);
  const title = `${word} Loft`;
  const id = await createListing(member, { title, location: 'Dayton, Ohio', min: 280_000, max: 300_000, status: 'pending' });
  const buyer = await createUserWithRole('user');
  await createOffer(buyer, { id, title, location: 'Dayton, Ohio', agent: member }, 290_000);
  const agentPage = `/dashboard/agency/agents/${member.uid}`;

  await signIn(page, agency);
  await open(page, '/dashboard/agency');
  await sessionCookie(context);
  for (const address of [agentPage, `${agentPage}?show=offers`]) {
    const { html, cacheControl } = await htmlOf(page, address);
    expect(cacheControl).toBe('private, no-store');
    expect(renderedOf(html)?.session.uid).toBe(agency.uid);
    expect(html.slice(html.indexOf('<div id="root"')), address).toContain(title);
  }
  for (const width of WIDTHS) {
    await check(page, 'signed-in-render-agency-agent', width, async () => {
      await open(page, agentPage);
      await page.getByTestId('agent-listing-row').filter({ hasText: title }).waitFor();
    });
  }

  // Another agency: the page is rendered for it (it is an agency), with nothing of this agent's.
  const other = await createAgency(`Hilltop Homes ${uniqueWord()}`);
  const otherPage = await (await fixture.newContext()).newPage();
  await signIn(otherPage, other);
  await open(otherPage, '/dashboard/agency');
  await sessionCookie(otherPage.context());
  const { html } = await htmlOf(otherPage, `${agentPage}?show=offers`);
  expect(renderedOf(html)?.session.uid).toBe(other.uid);
  expect(html).not.toContain(title);
  await open(otherPage, agentPage);
  await otherPage.getByText(AGENCY_MESSAGES.notYourAgent).waitFor();
});
