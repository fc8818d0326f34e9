import { Router } from 'express';
import { MESSAGES } from '@homehaven/domain/messages';
import { requireSignedIn } from '../http/authenticate';
import { route } from '../http/http-error';
import { createPaymentSecret } from './payment-secret';
import { paymentSuccess } from './payment-success';
import { stripeWebhook } from './webhook';

/** Payments: the client secret, the buyer's payment report, and Stripe's signed webhook (docs/payments.md). */
export const paymentRoutes = Router();

paymentRoutes.post('/create-paymentSecret', requireSignedIn, route('create-paymentSecret', createPaymentSecret, MESSAGES.paymentApi.unavailable));
paymentRoutes.patch('/makeOffer/payment-success/:id', requireSignedIn, route('payment-success', paymentSuccess, MESSAGES.paymentApi.unavailable));
paymentRoutes.post('/stripe/webhook', route('stripe-webhook', stripeWebhook, MESSAGES.paymentApi.unavailable));
