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
 * allowances now and the visible paid plans, cheapest first, in one query. The free plan, always
 * visible and ordered 0, comes first in it once an admin has saved it; until then its defaults hold.
 */
export async function readPricing(): Promise<PricingAnswer> {
  const onSale = await buildQuery(db, plansOnSaleQuery()).get();
  const freeDoc = onSale.docs.find((doc) => doc.id === FREE_PLAN_ID);
  const free = await freePlanAllowances(async () => ({ data: () => freeDoc?.data() }));
  const plans = onSale.docs
    .filter((doc) => doc.id !== FREE_PLAN_ID)
    .slice(0, PRICING_PLAN_LIMIT)
    .map((doc) => pricedPlan(doc.id, doc.data() as PlanDoc));
  return { free: { name: FREE_PLAN_NAME, ...free }, plans };
}
