import { Router } from 'express';
import { PAYMENT_API_MESSAGES } from '@homehaven/domain/offer-messages';
import { requireSignedIn } from '../http/authenticate';
import { route } from '../http/http-error';
import { createPaymentSecret } from './payment-secret';
import { paymentSuccess } from './payment-success';
import { stripeWebhook } from './webhook';

/** Payments: the client secret, the buyer's payment report, and Stripe's signed webhook (docs/payments.md). */
export const paymentRoutes = Router();

paymentRoutes.post('/create-paymentSecret', requireSignedIn, route('create-paymentSecret', createPaymentSecret, PAYMENT_API_MESSAGES.unavailable));
paymentRoutes.patch('/makeOffer/payment-success/:id', requireSignedIn, route('payment-success', paymentSuccess, PAYMENT_API_MESSAGES.unavailable));
paymentRoutes.post('/stripe/webhook', route('stripe-webhook', stripeWebhook, PAYMENT_API_MESSAGES.unavailable));
