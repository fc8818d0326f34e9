import { Router, type Request, type Response } from 'express';
import { FREE_PLAN_ID } from '@homehaven/domain/listing-slots';
import { freePlanSchema, paidPlanSchema } from '@homehaven/domain/plans';
import { PLAN_API_MESSAGES } from '@homehaven/domain/plan-messages';
import { requireSignedIn } from '../http/authenticate';
import { callerInRole } from '../http/caller';
import { route } from '../http/http-error';
import { docIdParam, parseBody } from '../http/parse';
import { logs } from '../logs';
import { createPlan, updateFreePlan, updatePlan } from './plan-catalogue';

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

/** The plans' catalogue, the admins' (docs/plans.md "Plans"); everyone reads the visible plans under the rules. */
export const planRoutes = Router();

planRoutes.post('/plans', requireSignedIn, route('add-plan', addPlan));
planRoutes.put('/plans/:planId', requireSignedIn, route('change-plan', changePlan));
