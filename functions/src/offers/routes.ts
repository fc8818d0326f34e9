import { Router, type Request, type Response } from 'express';
import { MESSAGES } from '@homehaven/domain/messages';
import { requireSignedIn } from '../facade/authenticate';
import { signedInCaller } from '../facade/caller';
import { logs } from '../logs';
import { attemptOwedRefunds } from '../refunds/attempt';
import { acceptOffer } from './accept-offer';
import { HttpError, answerError } from '../facade/http-error';
import { isDocId } from '../facade/validate';
import { bodyField } from './read-body';
import { rejectOffer } from './reject-offer';

/**
 * `PATCH /offers/{id}` `{status: 'accepted' | 'rejected', propertyId}`: the property's agent (role agent) decides
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
    // An allow-list: only the role agent decides (and only their own listing's offers: the decision checks).
    // An agent promoted to admin keeps their listings, but no longer decides on them here.
    const { uid, roll } = await signedInCaller(req);
    if (roll === 'fraud') throw new HttpError(403, MESSAGES.paymentApi.fraud);
    if (roll !== 'agent') throw new HttpError(403, MESSAGES.decisionApi.notAgent);
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
