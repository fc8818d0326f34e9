import type { PlanDoc } from '@homehaven/domain/plans';
import { pricingOfPlans } from '@homehaven/domain/pricing';
import type { PricingAnswer } from '@homehaven/domain/pricing';
import { plansOnSaleQuery } from '@homehaven/domain/queries/plans';
import { buildQuery } from '../firestore/build-query';
import { db } from '../firestore/db';

/**
 * The Pricing page's answer (`GET /plans`, docs/plans.md "The Pricing page"): the free plan's
 * allowances now and the visible paid plans, cheapest first, in one query. The free plan, always
 * visible and ordered 0, comes first in it once an admin has saved it; until then its defaults hold.
 */
export async function readPricing(): Promise<PricingAnswer> {
  const onSale = await buildQuery(db, plansOnSaleQuery()).get();
  return pricingOfPlans(onSale.docs.map((doc) => ({ id: doc.id, data: doc.data() as PlanDoc })));
}
