import { FREE_PLAN_ID, FREE_PLAN_NAME } from '@homehaven/domain/listing-slots';
import type { PlanDoc } from '@homehaven/domain/plans';
import { PRICING_PLAN_LIMIT, type PricedPlan, type PricingAnswer } from '@homehaven/domain/pricing';
import { plansOnSaleQuery } from '@homehaven/domain/queries/plans';
import { buildQuery } from '../firestore/build-query';
import { db } from '../firestore/db';
import { freePlanAllowances } from './plan-catalogue';

/** A plan as the Pricing page compares it: its terms on sale, nothing of Stripe's or of its history. */
function pricedPlan(id: string, plan: PlanDoc): PricedPlan {
  const { name, monthlyCents, yearlyCents, listingsAllowed, featuredAllowed, photosPerListing } = plan;
  return { id, name, monthlyCents, yearlyCents, listingsAllowed, featuredAllowed, photosPerListing };
}

/**
 * The Pricing page's answer (`GET /plans`, docs/plans.md "The Pricing page"): the free plan's
 * allowances now and the visible paid plans, cheapest first. Two reads, neither of the whole collection.
 */
export async function readPricing(): Promise<PricingAnswer> {
  const [free, onSale] = await Promise.all([freePlanAllowances(), buildQuery(db, plansOnSaleQuery()).get()]);
  const plans = onSale.docs
    .filter((doc) => doc.id !== FREE_PLAN_ID)
    .slice(0, PRICING_PLAN_LIMIT)
    .map((doc) => pricedPlan(doc.id, doc.data() as PlanDoc));
  return { free: { name: FREE_PLAN_NAME, ...free }, plans };
}
