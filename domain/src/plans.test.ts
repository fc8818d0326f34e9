import { describe, expect, it } from 'vitest';
import { defaultFreePlan, needsNewVersion, paidPlanSchema } from './plans';
import { freePlanAllowancesOf, pricingOfPlans } from './pricing';

const terms = { name: 'Pro', listingsAllowed: 10, featuredAllowed: 2, photosPerListing: 20, monthlyCents: 2900, yearlyCents: 29_000, visible: true };

describe('plans', () => {
  it('makes a new version for a price or an allowance, not for a name or visibility', () => {
    expect(needsNewVersion(terms, { ...terms, name: 'Pro+', visible: false })).toBe(false);
    expect(needsNewVersion(terms, { ...terms, monthlyCents: 3900 })).toBe(true);
    expect(needsNewVersion(terms, { ...terms, listingsAllowed: 11 })).toBe(true);
  });

  it('takes a paid plan only within its limits, with nothing else', () => {
    expect(paidPlanSchema.safeParse(terms).success).toBe(true);
    expect(paidPlanSchema.safeParse({ ...terms, monthlyCents: 99 }).success).toBe(false);
    expect(paidPlanSchema.safeParse({ ...terms, listingsAllowed: 0 }).success).toBe(false);
    expect(paidPlanSchema.safeParse({ ...terms, monthlyCents: 12.5 }).success).toBe(false);
    expect(paidPlanSchema.safeParse({ ...terms, name: '   ' }).success).toBe(false);
    expect(paidPlanSchema.safeParse({ ...terms, stripeProductId: 'prod_x' }).success).toBe(false);
  });

  it('starts the free plan at one listing, no price, shown first', () => {
    expect(defaultFreePlan('now')).toMatchObject({ listingsAllowed: 1, monthlyCents: 0, visible: true, order: 0, version: 1 });
  });

  it("takes the free plan's allowances from its stored document, its defaults until an admin saved it", () => {
    expect(freePlanAllowancesOf(undefined)).toEqual({ listingsAllowed: 1, featuredAllowed: 0, photosPerListing: 20 });
    expect(freePlanAllowancesOf({ listingsAllowed: 3 })).toEqual({ listingsAllowed: 3, featuredAllowed: 0, photosPerListing: 20 });
  });

  it("answers Pricing with the free plan's stored allowances and the paid plans' terms only", () => {
    const free = { ...defaultFreePlan('now'), featuredAllowed: 1 };
    const pro = { ...defaultFreePlan('now'), ...terms, stripeProductId: 'prod_x', monthlyPriceId: 'price_x', order: 1 };
    expect(
      pricingOfPlans([
        { id: 'free', data: free },
        { id: 'pro', data: pro },
      ]),
    ).toEqual({
      free: { name: free.name, listingsAllowed: 1, featuredAllowed: 1, photosPerListing: 20 },
      plans: [{ id: 'pro', name: 'Pro', monthlyCents: 2900, yearlyCents: 29_000, listingsAllowed: 10, featuredAllowed: 2, photosPerListing: 20 }],
    });
  });
});
