import { Router, type Request, type Response } from 'express';
import { API_MESSAGES } from '../http/api-messages';
import { requireSignedIn } from '../http/authenticate';
import { callerInRole } from '../http/caller';
import { toApiDoc } from '../http/documents';
import { refuse, route } from '../http/http-error';
import { answerPage } from '../http/pagination';
import { docIdParam, parseQuery } from '../http/parse';
import { logs } from '../logs';
import { attemptRefund } from './attempt';
import { refundRef, refunds } from './record';
import { refundListSchema } from './schemas';

/** `GET /refunds?status=owed`: refunds still owed, the next attempt due first (admins). */
async function listOwedRefunds(req: Request, res: Response): Promise<void> {
  await callerInRole(req, ['admin']);
  const { limit, after } = parseQuery(refundListSchema, req);
  await answerPage(res, refunds, refunds.where('status', '==', 'owed').orderBy('nextAttemptAt'), { limit, after });
}

/**
 * `POST /refunds/{paymentIntentId}/retry`: an admin's Retry now. Attempts the refund at once and
 * answers the record as it now stands (status `refunded`, or `owed` with the new attempt's error).
 * 404 when no refund is recorded for the payment, 409 when it is already refunded (nothing is sent).
 */
async function retryRefund(req: Request, res: Response): Promise<void> {
  const admin = await callerInRole(req, ['admin']);
  const paymentIntentId = docIdParam(req, 'paymentIntentId', API_MESSAGES.refundNotFound);
  const result = await attemptRefund(paymentIntentId, 'now');
  if (result === 'missing') refuse(404, API_MESSAGES.refundNotFound);
  if (result === 'already-refunded') refuse(409, API_MESSAGES.alreadyRefunded);
  logs.refundRetried(paymentIntentId, admin.uid, result);
  res.json(toApiDoc(await refundRef(paymentIntentId).get()));
}

/** Refunds the system owes: the admin's list and Retry now (docs/payments.md, "Durable refunds"). */
export const refundRoutes = Router();

refundRoutes.get('/refunds', requireSignedIn, route('list-refunds', listOwedRefunds));
refundRoutes.post('/refunds/:paymentIntentId/retry', requireSignedIn, route('retry-refund', retryRefund));
