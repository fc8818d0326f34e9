import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { FEATURE_MESSAGES } from '@homehaven/domain/featured-listings';
import { requireSignedIn } from '../http/authenticate';
import { callerInRole } from '../http/caller';
import { API_MESSAGES } from '../http/api-messages';
import { route } from '../http/http-error';
import { docIdParam, parseBody } from '../http/parse';
import { logs } from '../logs';
import { buyFeature, featureFromPlan } from './feature-listing';

/** Both paths take an empty body: the server decides the allowance, the price and the end. */
const emptyBody = z.strictObject({});

/** `POST /properties/{id}/feature`: featured for 30 days from the plan's allowance. */
async function feature(req: Request, res: Response): Promise<void> {
  const caller = await callerInRole(req, ['agent']);
  const id = docIdParam(req, 'id', API_MESSAGES.propertyNotFound);
  parseBody(emptyBody, req);
  res.json({ ...(await featureFromPlan(caller, id)), message: FEATURE_MESSAGES.featured });
}

/** `POST /properties/{id}/feature/payment`: a PaymentIntent to feature it once, for the Payment Element. */
async function payToFeature(req: Request, res: Response): Promise<void> {
  const caller = await callerInRole(req, ['agent']);
  const id = docIdParam(req, 'id', API_MESSAGES.propertyNotFound);
  parseBody(emptyBody, req);
  const answer = await buyFeature(caller, id);
  logs.purchaseStarted(caller.uid, 'feature', answer.paymentIntentId, answer.amountCents);
  res.status(201).json(answer);
}

/** Featuring listings (docs/plans.md "Featured listings"); a paid feature's event comes through the payments webhook. */
export const featureRoutes = Router();

featureRoutes.post('/properties/:id/feature', requireSignedIn, route('feature-listing', feature, FEATURE_MESSAGES.failed));
featureRoutes.post('/properties/:id/feature/payment', requireSignedIn, route('buy-feature', payToFeature, FEATURE_MESSAGES.failed));
