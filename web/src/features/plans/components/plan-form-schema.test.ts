import { describe, expect, it } from 'vitest';
import { paidPlanSchema } from '@homehaven/domain/plans';
import { PLAN_ADMIN_MESSAGES as M } from '@homehaven/domain/plan-messages';
import { freePlanFormSchema, paidPlanFormSchema } from './plan-form-schema';

const FORM = { name: ' Growth ', monthly: 49, yearly: 490.5, listingsAllowed: 35, featuredAllowed: 2, photosPerListing: 20, visible: true };

describe('the paid plan form', () => {
  it('sends the prices in cents, the name trimmed: terms the facade takes', () => {
    const terms = paidPlanFormSchema.parse(FORM);
    expect(terms).toEqual({ name: 'Growth', monthlyCents: 4_900, yearlyCents: 49_050, listingsAllowed: 35, featuredAllowed: 2, photosPerListing: 20, visible: true });
    expect(paidPlanSchema.safeParse(terms).success).toBe(true);
  });

  it('refuses a price under $1, with more than two decimals, or empty, with its reason', () => {
    for (const monthly of [0.5, 19.999, Number.NaN]) {
      const result = paidPlanFormSchema.safeParse({ ...FORM, monthly });
      expect(result.success, String(monthly)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([M.priceInvalid]);
    }
  });

  it('refuses allowances out of bounds or not whole, and a blank name', () => {
    expect(paidPlanFormSchema.safeParse({ ...FORM, listingsAllowed: 0 }).success).toBe(false);
    expect(paidPlanFormSchema.safeParse({ ...FORM, photosPerListing: 21 }).success).toBe(false);
    expect(paidPlanFormSchema.safeParse({ ...FORM, featuredAllowed: 1.5 }).success).toBe(false);
    expect(paidPlanFormSchema.safeParse({ ...FORM, name: '  ' }).error?.issues[0]?.message).toBe(M.nameRequired);
  });
});

describe('the free plan form', () => {
  it('allows no listing at all, but at least one photo', () => {
    expect(freePlanFormSchema.safeParse({ listingsAllowed: 0, featuredAllowed: 0, photosPerListing: 1 }).success).toBe(true);
    expect(freePlanFormSchema.safeParse({ listingsAllowed: 0, featuredAllowed: 0, photosPerListing: 0 }).error?.issues[0]?.message).toBe(M.wholeNumber(1, 20));
  });
});
