import { FREE_PLAN_ID } from '@homehaven/domain/listing-slots';
import type { PlanDoc } from '@homehaven/domain/plans';
import { SUBSCRIPTION_API_MESSAGES as M } from '@homehaven/domain/subscriptions';
import { refuse } from '../http/http-error';
import { planRef } from '../plans/plan-catalogue';

/** A paid plan one may subscribe or switch to: on sale now (visible), not the free plan; 404 otherwise. */
export async function planOnSale(planId: string): Promise<PlanDoc> {
  const plan = (await planRef(planId).get()).data() as PlanDoc | undefined;
  if (!plan || planId === FREE_PLAN_ID || !plan.visible) refuse(404, M.planNotForSale);
  return plan;
}
