import { Router, type Request, type Response } from 'express';
import { SUBSCRIPTION_API_MESSAGES, subscribeSchema } from '@homehaven/domain/subscriptions';
import { requireSignedIn } from '../http/authenticate';
import { callerInRole } from '../http/caller';
import { route } from '../http/http-error';
import { parseBody } from '../http/parse';
import { logs } from '../logs';
import { subscribe } from './subscribe';

/** `POST /billing/subscription` (professionals): starts a subscription; answers its first invoice's secret for the Payment Element. */
async function startSubscription(req: Request, res: Response): Promise<void> {
  const caller = await callerInRole(req, ['agent']);
  const request = parseBody(subscribeSchema, req);
  const answer = await subscribe(caller, request);
  logs.subscriptionStarted(caller.uid, answer.subscriptionId, request.planId);
  res.status(201).json(answer);
}

/** Subscribing to paid plans (docs/plans.md "Subscribing"); Stripe's events come through the payments webhook. */
export const subscriptionRoutes = Router();

subscriptionRoutes.post('/billing/subscription', requireSignedIn, route('subscribe', startSubscription, SUBSCRIPTION_API_MESSAGES.unavailable));
