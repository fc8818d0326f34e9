import { Router } from 'express';
import { PAYMENT_API_MESSAGES } from '@homehaven/domain/offer-messages';
import { requireSignedIn } from '../http/authenticate';
import { route } from '../http/http-error';
import { cancelOwnTransfer } from './cancel-transfer';
import { startTransfer } from './start-transfer';

/** Paying an offer by bank transfer: start one (or read the one awaited) and cancel it (docs/payments.md "Bank transfers"). */
export const bankTransferRoutes = Router();

bankTransferRoutes.post('/offers/:id/bank-transfer', requireSignedIn, route('start-transfer', startTransfer, PAYMENT_API_MESSAGES.unavailable));
bankTransferRoutes.post('/offers/:id/bank-transfer/cancel', requireSignedIn, route('cancel-transfer', cancelOwnTransfer, PAYMENT_API_MESSAGES.unavailable));
