import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICING_MESSAGES, PRICING_PATH, type PricingAnswer } from '@homehaven/domain/pricing';
import { plansOnSaleQuery } from '@homehaven/domain/queries/plans';
import { RENDERED_FIRST_PAGE_ID } from '../../../web/src/lib/listings/rendered-first-page';
import { declaredIndexes, requiredIndex, serves } from '../../rules/support/indexes';
import { db } from '../facade/support/admin';
import { call } from '../facade/support/api';
import { newCast, removeCast, type Cast } from '../facade/support/cast';
import { page } from '../public-agency/support';
import { RENDER_TEST_TIMEOUT, serverRenderBuilt } from '../support/server-render';
import { useStripeStandIn } from '../payments/support/stand-in';

useStripeStandIn();

const TERMS = { listingsAllowed: 10, featuredAllowed: 2, photosPerListing: 20, visible: true };

/**
 * The Pricing page's read (docs/plans.md "The Pricing page"): `GET /plans`, anyone, the free plan and
 * the paid plans on sale cheapest first, nothing of Stripe's; and `/pricing` rendered per request by
 * the `pages` function with that answer. Other files add plans beside this one, so it checks its own
 * plans and the order of them all.
 */
describe('pricing (GET /plans, the /pricing page)', () => {
  let cast: Cast;
  const names = { cheap: '', dear: '', hidden: '' };
  const made: string[] = [];
  beforeAll(async () => {
    cast = await newCast();
    const add = async (name: string, monthlyCents: number, visible = true) => {
      const answer = await call({ method: 'POST', path: '/plans', body: { ...TERMS, name, monthlyCents, yearlyCents: monthlyCents * 10, visible } }, cast.admin.token);
      expect(answer.status).toBe(201);
      made.push(String((answer.body as { id: string }).id));
    };
    const tag = cast.prefix.slice(-6);
    Object.assign(names, { cheap: `Cheap ${tag}`, dear: `Dear ${tag}`, hidden: `Hidden ${tag}` });
    // The dearer one first: the answer's order is the price's, not the creation's.
    await add(names.dear, 8_800);
    await add(names.cheap, 1_100);
    await add(names.hidden, 2_200, false);
  });
  afterAll(async () => {
    await Promise.all(made.map((id) => db.recursiveDelete(db.doc(`plans/${id}`))));
    await removeCast(cast);
  });

  it('answers anyone the free plan and the plans on sale, cheapest first, without Stripe’s ids or hidden plans, cacheable', async () => {
    const answer = await call({ method: 'GET', path: PRICING_PATH });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=60');
    const { free, plans } = answer.body as PricingAnswer;
    expect(free).toMatchObject({ name: 'Free', listingsAllowed: expect.any(Number), featuredAllowed: expect.any(Number), photosPerListing: expect.any(Number) });
    const shown = plans.map((plan) => plan.name);
    expect(shown).toContain(names.cheap);
    expect(shown).toContain(names.dear);
    expect(shown).not.toContain(names.hidden);
    expect(shown).not.toContain('Free');
    expect(shown.indexOf(names.cheap)).toBeLessThan(shown.indexOf(names.dear));
    const prices = plans.map((plan) => plan.monthlyCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const cheap = plans.find((plan) => plan.name === names.cheap);
    expect(cheap).toEqual({ id: made[1], name: names.cheap, monthlyCents: 1_100, yearlyCents: 11_000, ...{ listingsAllowed: 10, featuredAllowed: 2, photosPerListing: 20 } });
  });

  it('reads the plans on sale through one declared composite index', () => {
    const { collection, spec } = plansOnSaleQuery();
    const need = requiredIndex(collection, spec);
    if (need === null) throw new Error('the query needs a composite index');
    expect(declaredIndexes().filter((index) => serves(index, need))).toHaveLength(1);
  });

  it(
    'renders /pricing with the plans in its HTML and the answer it rendered from in its head',
    async () => {
      await serverRenderBuilt();
      const { status, headers, text: html } = await page('/pricing');
      expect(status).toBe(200);
      expect(headers.get('content-type')).toMatch(/^text\/html/);
      expect([...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1])).toEqual(['Pricing · HomeHaven']);
      const body = html.slice(html.indexOf('<div id="root"'));
      expect(body).toContain(PRICING_MESSAGES.title);
      expect(body).toContain(names.cheap);
      expect(body).toContain('$11');
      expect(body).not.toContain(names.hidden);
      const json = new RegExp(`<script type="application/json" id="${RENDERED_FIRST_PAGE_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];
      const rendered = JSON.parse(json ?? 'null') as { path: string; answer: PricingAnswer };
      expect(rendered.path).toBe(PRICING_PATH);
      expect(rendered.answer.plans.map((plan) => plan.name)).toContain(names.dear);
    },
    RENDER_TEST_TIMEOUT,
  );
});
