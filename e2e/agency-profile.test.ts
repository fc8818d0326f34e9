// An agency's public page (docs/decisions.md "The public agency page"): rendered per request by the
// `pages` function behind Hosting's /agencies/** rewrite, with the agency, its agents and its agents'
// public listings in the HTML and the answer it was rendered from, so the app hydrates it without
// asking again (the browser fixture fails on a hydration mismatch); "More listings" reads the next
// page through the facade; a card opens the details page, whose agency leads back. An agency without
// listings says so, an unknown one is the not-found page, a failed render's template loads the agency
// itself, and the agencies' sitemap is named in robots.txt.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { AGENCY_LISTINGS_PAGE_SIZE, AGENCY_PROFILE_MESSAGES as M } from '@homehaven/domain/agency-profile';
import { MESSAGES } from '@homehaven/domain/messages';
import { AGENCY_TEMPLATE_FILE } from '@homehaven/domain/rendered-page';
import { serverRenderDir } from '../web/prerender/server-render';
import { agencySeller, agentOf, createAgency } from './support/agencies';
import { check, WIDTHS } from './support/axe';
import { eventually, open, signIn, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { APP_URL } from './support/config';
import { createUserWithRole, type TestUser } from './support/emulators';
import { cardTitles, createListing, secondsAgo, uniqueWord } from './support/listings';

const fixture = useBrowser();

/** The site's address in the emulator build (web/.env.emulator VITE_SITE_URL). */
const SITE = APP_URL;

/** An agency named `name` with one agent and that agent's one public listing. */
async function agencyWithOneListing(name: string): Promise<{ agency: TestUser; title: string; id: string }> {
  const word = uniqueWord();
  const agency = await createAgency(`${name} ${word}`);
  const agent = await agentOf(agency, `Agent ${word}`);
  const title = `${word} Cottage`;
  const id = await createListing(agent, { title, location: `4 Mill Lane, ${word}`, seller: agencySeller(agency) });
  return { agency, title, id };
}

test('a visitor opens an agency’s page rendered with the agency, its agents and its public listings, newest first; More listings loads the next page', async () => {
  const { page } = fixture;
  const word = uniqueWord();
  const agency = await createAgency(`Harbor Realty ${word}`, { bio: 'Family homes by the harbour since 2009.' });
  const ana = await agentOf(agency, `Ana ${word}`, secondsAgo(120));
  const ben = await agentOf(agency, `Ben ${word}`, secondsAgo(60));
  const seller = agencySeller(agency);
  // One more than a page, newest first; then a pending one (newer still) and another agent's, neither shown.
  const titles: string[] = [];
  for (let index = 0; index <= AGENCY_LISTINGS_PAGE_SIZE; index += 1) {
    const title = `${word} Home ${index + 1}`;
    await createListing(index % 2 === 0 ? ana : ben, { title, location: `${index + 1} Harbour Road, ${word}`, createdAt: secondsAgo(600 - index * 10), seller });
    titles.unshift(title);
  }
  const pending = `${word} Pending Loft`;
  await createListing(ana, { title: pending, location: `1 Pier, ${word}`, status: 'pending', seller });
  const lone = `${word} Lone Cabin`;
  await createListing(await createUserWithRole('agent'), { title: lone, location: `2 Pier, ${word}` });

  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/agencies/')) asked.push(request.url());
  });
  await open(page, `/agencies/${agency.uid}`);
  expect(await page.title()).toBe(`${agency.name} · HomeHaven`);
  await page.getByRole('heading', { level: 1, name: agency.name }).waitFor();
  await page.getByText('Family homes by the harbour since 2009.').waitFor();
  await page.getByText(M.agentCount(2)).waitFor();
  expect(await page.getByTestId('agency-profile-agent').allTextContents()).toEqual([`Ben ${word}`, `Ana ${word}`]);
  const listings = page.getByRole('list', { name: `Listings of ${agency.name}` });
  await listings.waitFor();
  expect(await cardTitles(page)).toEqual(titles.slice(0, AGENCY_LISTINGS_PAGE_SIZE));
  // The page hydrated from the answer in its HTML: nothing asked of the facade.
  expect(asked).toEqual([]);
  for (const width of WIDTHS) await check(page, 'agency-profile', width, () => listings.waitFor());

  await page.getByRole('button', { name: M.moreListings }).click();
  await eventually(() => cardTitles(page)).toEqual(titles);
  await page.getByRole('button', { name: M.moreListings }).waitFor({ state: 'detached' });
  expect(asked).toEqual([expect.stringContaining(`/api/agencies/${agency.uid}?after=`)]);
  expect(await cardTitles(page)).not.toContain(pending);
  expect(await cardTitles(page)).not.toContain(lone);
});

test('a card opens the listing’s details page, whose agency leads back to the agency’s page', async () => {
  const { page } = fixture;
  const { agency, title, id } = await agencyWithOneListing('Seaside Homes');
  // The details page asks a visitor to log in first: a buyer, signed in.
  await signIn(page, await createUserWithRole('user'));

  await open(page, `/agencies/${agency.uid}`);
  await page.getByRole('link', { name: `View details of ${title}` }).click();
  await waitForPath(page, `/DetailsPage/${id}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByTestId('listing-seller').getByRole('link', { name: agency.name }).click();
  await waitForPath(page, `/agencies/${agency.uid}`);
  // Rendered in the browser this time, from the facade.
  await page.getByRole('heading', { level: 1, name: agency.name }).waitFor();
  expect(await cardTitles(page)).toEqual([title]);
});

test('an agency without listings or agents says so; an unknown agency answers 404 with the not-found page', async () => {
  const { page } = fixture;
  const agency = await createAgency(`Quiet Homes ${uniqueWord()}`);
  await open(page, `/agencies/${agency.uid}`);
  await page.getByText(M.noListings, { exact: true }).waitFor();
  await page.getByText(M.noAgents).waitFor();
  for (const width of WIDTHS) await check(page, 'agency-profile-empty', width, () => page.getByText(M.noListings, { exact: true }).waitFor());

  const unknown = `/agencies/no-such-agency-${uniqueWord()}`;
  expect((await fetch(`${APP_URL}${unknown}`)).status).toBe(404);
  await open(page, unknown);
  await page.getByText(M.notFound).waitFor();
  await page.getByRole('link', { name: MESSAGES.notFound.home }).waitFor();
});

test('the template a failed render answers shows skeletons, then loads the agency itself, and hydrates cleanly', async () => {
  const { page } = fixture;
  const { agency, title } = await agencyWithOneListing('Fallback Realty');
  // What the `pages` function answers when its read or render fails: the template as the build wrote it.
  const template = readFileSync(`${serverRenderDir('emulator') ?? ''}${AGENCY_TEMPLATE_FILE}`, 'utf8');
  expect(template).toContain('aria-label="Loading listings"');
  await page.route(`${APP_URL}/agencies/${agency.uid}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: template }));
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/agencies/')) asked.push(new URL(request.url()).pathname);
  });

  await open(page, `/agencies/${agency.uid}`);
  await page.getByRole('heading', { level: 1, name: agency.name }).waitFor();
  expect(await cardTitles(page)).toEqual([title]);
  // The frame read the agency itself.
  expect(asked).toEqual([`/api/agencies/${agency.uid}`]);
});

test('Hosting serves the agency page and the agencies’ sitemap briefly cacheable, and robots.txt names that sitemap', async () => {
  const agency = await createAgency(`Sitemap Realty ${uniqueWord()}`);
  const response = await fetch(`${APP_URL}/agencies/${agency.uid}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=60');
  expect(await response.text()).toContain(`<link rel="canonical" href="${SITE}/agencies/${agency.uid}" />`);

  const sitemap = await fetch(`${APP_URL}/sitemap-agencies.xml`);
  expect(sitemap.status).toBe(200);
  expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
  expect(sitemap.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=3600');
  expect(await sitemap.text()).toContain(`<loc>${SITE}/agencies/${agency.uid}</loc>`);

  const robots = await (await fetch(`${APP_URL}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml\nSitemap: ${SITE}/sitemap-agencies.xml\n`);
});
