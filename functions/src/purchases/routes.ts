import { Router, type Request, type Response } from 'express';
import { buySubmissionSchema, oneOffPriceSchema } from '@homehaven/domain/billing-schemas';
import { ONE_OFF_API_MESSAGES, ONE_OFF_KINDS, type OneOffKind } from '@homehaven/domain/one-off-prices';
import { SUBSCRIPTION_API_MESSAGES } from '@homehaven/domain/subscriptions';
import { requireSignedIn } from '../http/authenticate';
import { callerInRole } from '../http/caller';
import { refuse, route } from '../http/http-error';
import { parseBody } from '../http/parse';
import { logs } from '../logs';
import { buySubmission } from './buy-submission';
import { setOneOffCents } from './one-off-prices';

/** The price kind a path names, or 404. */
function kindParam(req: Request): OneOffKind {
  const kind = req.params.kind;
  if (!(ONE_OFF_KINDS as readonly string[]).includes(kind ?? '')) refuse(404, ONE_OFF_API_MESSAGES.unknownKind);
  return kind as OneOffKind;
}

/** `PUT /one-off-prices/{kind}` (admins): the price a one-off payment costs from now. */
async function setPrice(req: Request, res: Response): Promise<void> {
  const admin = await callerInRole(req, ['admin']);
  const kind = kindParam(req);
  const { amountCents } = parseBody(oneOffPriceSchema, req);
  await setOneOffCents(kind, amountCents);
  logs.oneOffPriceChanged(kind, amountCents, admin.uid);
  res.json({ kind, amountCents });
}

/** `POST /billing/submission` (professionals): a paid submission's PaymentIntent, for the Payment Element. */
async function startSubmission(req: Request, res: Response): Promise<void> {
  const caller = await callerInRole(req, ['agent']);
  parseBody(buySubmissionSchema, req);
  const answer = await buySubmission(caller);
  logs.purchaseStarted(caller.uid, 'submission', answer.paymentIntentId, answer.amountCents);
  res.status(201).json(answer);
}

/** One-off payments beside the plans (docs/plans.md "Paid submissions"); Stripe's events come through the payments webhook. */
export const purchaseRoutes = Router();

purchaseRoutes.put('/one-off-prices/:kind', requireSignedIn, route('set-one-off-price', setPrice));
purchaseRoutes.post('/billing/submission', requireSignedIn, route('buy-submission', startSubmission, SUBSCRIPTION_API_MESSAGES.unavailable));
