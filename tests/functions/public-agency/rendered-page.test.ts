import { beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_PROFILE_MESSAGES as M, DESCRIPTION_MAX, agencyProfilePath } from '@homehaven/domain/agency-profile';
import { RENDERED_FIRST_PAGE_ID } from '../../../web/src/lib/listings/rendered-first-page';
import { db } from '../facade/support/admin';
import { call } from '../facade/support/api';
import type { Account } from '../facade/support/run';
import { useAgencyPeople } from '../agencies/support';
import { RENDER_TEST_TIMEOUT, serverRenderBuilt } from '../support/server-render';
import { join, listing, meta, page, sellerOf, SITE } from './support';

/** What a page's HTML carries for the app to hydrate with, or undefined. */
function renderedData(html: string): unknown {
  const json = new RegExp(`<script type="application/json" id="${RENDERED_FIRST_PAGE_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

const LONG_BIO = `${'We sell family homes by the harbour, '.repeat(8)}and we answer every call.`;

/**
 * An agency's page rendered per request by the `pages` function (docs/decisions.md "The public agency
 * page"): its head, its agents and listings in the HTML with the answer it rendered from, 404 for no
 * agency, and the agencies' sitemap.
 */
describe('the agency page rendered per request (the pages function)', () => {
  const { person, agency } = useAgencyPeople();
  let harbor: Account;
  let wordy: Account;
  let name: string;

  beforeAll(async () => {
    [harbor, wordy] = await Promise.all([agency('harbor'), agency('wordy')]);
    await db.doc(`agencies/${wordy.uid}`).update({ bio: LONG_BIO });
    name = String((await db.doc(`agencies/${harbor.uid}`).get()).get('name'));
    const agent = await person('agent', 'ana');
    await join(harbor, agent, 'Ana Harbor', new Date(Date.now() - 60_000));
    const seller = await sellerOf(harbor);
    await listing(agent, 'Harbour View Cottage', new Date(Date.now() - 30_000), { seller });
    await listing(agent, 'Harbour Pending Loft', new Date(Date.now() - 20_000), { seller, status: 'pending', isVerified: false });
  });

  it(
    'answers its HTML with the agency’s title, description, canonical address and link previews, its agents and listings, and the answer it rendered from',
    async () => {
      await serverRenderBuilt();
      const { status, headers, text: html } = await page(`/agencies/${harbor.uid}`);
      expect(status).toBe(200);
      expect(headers.get('content-type')).toMatch(/^text\/html/);
      // One title, description and canonical address: the agency's, in place of the template's.
      expect([...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1])).toEqual([`${name} · HomeHaven`]);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(meta(html, 'description')).toBe('Homes by the sea.');
      expect([...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((match) => match[1])).toEqual([`${SITE}/agencies/${harbor.uid}`]);
      expect(meta(html, 'og:title')).toBe(`${name} · HomeHaven`);
      expect(meta(html, 'og:url')).toBe(`${SITE}/agencies/${harbor.uid}`);
      expect(meta(html, 'robots')).toBeUndefined();
      const body = html.slice(html.indexOf('<div id="root"'));
      expect(body).toContain(`>${name}</h1>`);
      expect(body).toContain('Ana Harbor');
      expect(body).toContain('Harbour View Cottage');
      expect(body).not.toContain('Harbour Pending Loft');
      // The facade's own answer, for the app to hydrate with.
      const answer = (await call({ method: 'GET', path: agencyProfilePath(harbor.uid) })).body;
      expect(renderedData(html)).toEqual({ path: agencyProfilePath(harbor.uid), answer });
    },
    RENDER_TEST_TIMEOUT,
  );

  it(
    'describes an agency by its bio, cut at a word when long',
    async () => {
      await serverRenderBuilt();
      const description = meta((await page(`/agencies/${wordy.uid}`)).text, 'description') ?? '';
      expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
      expect(description).toMatch(/^We sell family homes by the harbour, .*[a-z]…$/);
      expect(LONG_BIO.startsWith(description.slice(0, -1))).toBe(true);
    },
    RENDER_TEST_TIMEOUT,
  );

  it(
    'answers 404 with the not-found page, kept out of search engines, for an unknown agency or another address under /agencies/',
    async () => {
      await serverRenderBuilt();
      for (const path of ['/agencies/no-such-agency-0000', '/agencies/has.dot', `/agencies/${harbor.uid}/more`]) {
        const { status, text: html } = await page(path);
        expect(status, path).toBe(404);
        expect(html, path).toContain("Look like you're lost".replace(/'/g, '&#x27;'));
        expect(meta(html, 'robots'), path).toBe('noindex');
        expect(html, path).not.toContain('<link rel="canonical"');
      }
      expect((await page('/agencies/no-such-agency-0000')).text).toContain(M.notFound);
    },
    RENDER_TEST_TIMEOUT,
  );

  it(
    'lists the agencies’ pages in /sitemap-agencies.xml, on the site’s address',
    async () => {
      await serverRenderBuilt();
      const { status, headers, text } = await page('/sitemap-agencies.xml');
      expect(status).toBe(200);
      expect(headers.get('content-type')).toMatch(/^application\/xml/);
      const locations = [...text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
      expect(locations).toEqual(expect.arrayContaining([`${SITE}/agencies/${harbor.uid}`, `${SITE}/agencies/${wordy.uid}`]));
      expect(locations.every((location) => location?.startsWith(`${SITE}/agencies/`))).toBe(true);
    },
    RENDER_TEST_TIMEOUT,
  );
});
