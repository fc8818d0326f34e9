import { Router, type Request, type Response } from 'express';
import { cancelSchema, subscribeSchema } from '@homehaven/domain/billing-schemas';
import { SUBSCRIPTION_API_MESSAGES } from '@homehaven/domain/subscriptions';
import { requireSignedIn } from '../http/authenticate';
import { callerInRole } from '../http/caller';
import { route } from '../http/http-error';
import { parseBody } from '../http/parse';
import { logs } from '../logs';
import { cancelAtPeriodEnd, changePlan, openInvoiceToPay } from './change-plan';
import { subscribe } from './subscribe';

/** `POST /billing/subscription` (professionals): starts a subscription; answers its first invoice's secret for the Payment Element. */
async function startSubscription(req: Request, res: Response): Promise<void> {
  const caller = await callerInRole(req, ['agent']);
  const request = parseBody(subscribeSchema, req);
  const answer = await subscribe(caller, request);
  logs.subscriptionStarted(caller.uid, answer.subscriptionId, request.planId);
  res.status(201).json(answer);
}

/** `PATCH /billing/subscription`: another plan (an upgrade now and prorated, a downgrade from the period's end). */
async function switchPlan(req: Request, res: Response): Promise<void> {
  const caller = await callerInRole(req, ['agent']);
  res.json(await changePlan(caller, parseBody(subscribeSchema, req)));
}

/** `POST /billing/subscription/cancel`: end at the period's end, or keep renewing. */
async function cancel(req: Request, res: Response): Promise<void> {
  const caller = await callerInRole(req, ['agent']);
  res.json(await cancelAtPeriodEnd(caller, parseBody(cancelSchema, req).atPeriodEnd));
}

/** `POST /billing/subscription/pay`: the unpaid renewal's PaymentIntent secret, to pay it with another card. */
async function payInvoice(req: Request, res: Response): Promise<void> {
  const caller = await callerInRole(req, ['agent']);
  res.json(await openInvoiceToPay(caller));
}

/** Subscribing to paid plans (docs/plans.md "Subscribing"); Stripe's events come through the payments webhook. */
export const subscriptionRoutes = Router();

subscriptionRoutes.post('/billing/subscription', requireSignedIn, route('subscribe', startSubscription, SUBSCRIPTION_API_MESSAGES.unavailable));
subscriptionRoutes.patch('/billing/subscription', requireSignedIn, route('change-plan', switchPlan, SUBSCRIPTION_API_MESSAGES.unavailable));
subscriptionRoutes.post('/billing/subscription/pay', requireSignedIn, route('pay-invoice', payInvoice, SUBSCRIPTION_API_MESSAGES.unavailable));
subscriptionRoutes.post('/billing/subscription/cancel', requireSignedIn, route('cancel-plan', cancel, SUBSCRIPTION_API_MESSAGES.unavailable));
