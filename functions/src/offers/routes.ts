import { Router, type Request, type Response } from 'express';
import { MESSAGES } from '@homehaven/domain/messages';
import { callerOf, requireSignedIn } from '../facade/authenticate';
import { logs } from '../logs';
import { attemptOwedRefunds } from '../refunds/attempt';
import { acceptOffer } from './accept-offer';
import { HttpError, answerError } from '../facade/http-error';
import { isDocId, refuseFraud } from './offer-store';
import { bodyField } from './read-body';
import { rejectOffer } from './reject-offer';

/**
 * `PATCH /offers/{id}` `{status: 'accepted' | 'rejected', propertyId}`: the property's agent decides
 * on a bought offer; refunds, recorded as owed with the decision, are attempted once it has committed
 * (503 when one failed: it stays owed and is retried with backoff). Answers `{modifiedCount}`.
 */
async function decideOffer(req: Request, res: Response): Promise<void> {
  try {
    const status = bodyField(req, 'status');
    const propertyId = bodyField(req, 'propertyId');
    if ((status !== 'accepted' && status !== 'rejected') || (propertyId !== undefined && !isDocId(propertyId))) {
      throw new HttpError(400, MESSAGES.decisionApi.badBody);
    }
    if (!isDocId(req.params.id)) throw new HttpError(404, MESSAGES.paymentApi.offerNotFound);
    const uid = callerOf(req)?.uid ?? '';
    await refuseFraud(uid);
    const decide = status === 'accepted' ? acceptOffer : rejectOffer;
    const decision = await decide(req.params.id, uid, propertyId);
    logs.offerDecided(req.params.id, status, decision.modifiedCount, decision.refunds.length);
    if (!(await attemptOwedRefunds(decision.refunds))) throw new HttpError(503, MESSAGES.decisionApi.refundFailed);
    res.json({ modifiedCount: decision.modifiedCount });
  } catch (error) {
    answerError(res, error, 'offer-decision', MESSAGES.paymentApi.unavailable);
  }
}

/** Offer decisions by the property's agent (docs/payments.md). */
export const offerRoutes = Router();

offerRoutes.patch('/offers/:id', requireSignedIn, decideOffer);
