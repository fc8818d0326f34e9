import { Router, type Request, type Response } from 'express';
import { FREE_PLAN_ID } from '@homehaven/domain/listing-slots';
import { freePlanSchema, paidPlanSchema } from '@homehaven/domain/plans';
import { PLAN_API_MESSAGES } from '@homehaven/domain/plan-messages';
import { requireSignedIn } from '../http/authenticate';
import { callerInRole } from '../http/caller';
import { route } from '../http/http-error';
import { docIdParam, parseBody } from '../http/parse';
import { cachePubliclyOnSuccess } from '../http/public-cache';
import { logs } from '../logs';
import { createPlan, updateFreePlan, updatePlan } from './plan-catalogue';
import { readPricing } from './pricing';

/** `POST /plans` (admins): a new paid plan; answers 201 `{id, version: 1}`. */
async function addPlan(req: Request, res: Response): Promise<void> {
  const admin = await callerInRole(req, ['admin']);
  const terms = parseBody(paidPlanSchema, req);
  const id = await createPlan(terms);
  logs.planChanged(id, 1, admin.uid);
  res.status(201).json({ id, version: 1 });
}

/** `PUT /plans/{planId}` (admins): new terms (a new version when a price or an allowance changes); the free plan takes its allowances only. */
async function changePlan(req: Request, res: Response): Promise<void> {
  const admin = await callerInRole(req, ['admin']);
  const planId = docIdParam(req, 'planId', PLAN_API_MESSAGES.notFound);
  if (planId === FREE_PLAN_ID) {
    const { version, accounts } = await updateFreePlan(parseBody(freePlanSchema, req));
    logs.planChanged(planId, version, admin.uid);
    res.json({ id: planId, version, accounts });
    return;
  }
  const version = await updatePlan(planId, parseBody(paidPlanSchema, req));
  logs.planChanged(planId, version, admin.uid);
  res.json({ id: planId, version });
}

/** `GET /plans` (anyone): the Pricing page's answer, the same for every caller, so briefly cacheable like the public lists. */
async function pricing(_req: Request, res: Response): Promise<void> {
  cachePubliclyOnSuccess(res);
  res.json(await readPricing());
}

/** The plans' catalogue: the Pricing page's public read; changes are the admins' (docs/plans.md "Plans"). */
export const planRoutes = Router();

planRoutes.get('/plans', route('pricing', pricing));

planRoutes.post('/plans', requireSignedIn, route('add-plan', addPlan));
planRoutes.put('/plans/:planId', requireSignedIn, route('change-plan', changePlan));
