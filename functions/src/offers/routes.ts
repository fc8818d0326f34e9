import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { DECISION_API_MESSAGES, PAYMENT_API_MESSAGES } from '@homehaven/domain/offer-messages';
import { requireSignedIn } from '../http/authenticate';
import { callerInRole } from '../http/caller';
import { refuse, route } from '../http/http-error';
import { docIdParam, docIdSchema, parseBody } from '../http/parse';
import { logs } from '../logs';
import { attemptOwedRefunds } from '../refunds/attempt';
import { cancelClosedTransfers } from '../bank-transfers/cancel-transfer';
import { acceptOffer } from './accept-offer';
import { rejectOffer } from './reject-offer';

/** `PATCH /offers/{id}`'s body (other fields, as a client may send, are ignored). */
const decisionSchema = z.object({ status: z.enum(['accepted', 'rejected']), propertyId: docIdSchema.optional() });

/**
 * `PATCH /offers/{id}` `{status: 'accepted' | 'rejected', propertyId}`: the property's agent (role agent) decides
 * on a bought offer; refunds, recorded as owed with the decision, are attempted once it has committed
 * (503 when one failed: it stays owed and is retried with backoff). Answers `{modifiedCount}`.
 */
async function decideOffer(req: Request, res: Response): Promise<void> {
  const { status, propertyId } = parseBody(decisionSchema, req, DECISION_API_MESSAGES.badBody);
  const offerId = docIdParam(req, 'id', PAYMENT_API_MESSAGES.offerNotFound);
  // Only the role agent decides (and only on their own listing's offers: the decision checks). An
  // agent promoted to admin keeps their listings, but no longer decides on them here.
  const { uid } = await callerInRole(req, ['agent'], (caller) => (caller.role === 'fraud' ? PAYMENT_API_MESSAGES.fraud : DECISION_API_MESSAGES.notAgent));
  const decide = status === 'accepted' ? acceptOffer : rejectOffer;
  const decision = await decide(offerId, uid, propertyId);
  logs.offerDecided(offerId, status, decision.modifiedCount, decision.refunds.length);
  // Rival buyers still to send their transfer are told to stop.
  await cancelClosedTransfers(decision.transfers ?? [], 'another offer accepted');
  if (!(await attemptOwedRefunds(decision.refunds))) refuse(503, DECISION_API_MESSAGES.refundFailed);
  res.json({ modifiedCount: decision.modifiedCount });
}

/** Offer decisions by the property's agent (docs/payments.md). */
export const offerRoutes = Router();

offerRoutes.patch('/offers/:id', requireSignedIn, route('offer-decision', decideOffer, PAYMENT_API_MESSAGES.unavailable));
