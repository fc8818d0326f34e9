import { Router } from 'express';
import { requireSignedIn } from '../facade/authenticate';
import { createPaymentSecret } from './payment-secret';
import { paymentSuccess } from './payment-success';
import { stripeWebhook } from './webhook';

/** Payments: the client secret, the buyer's payment report, and Stripe's signed webhook (docs/payments.md). */
export const paymentRoutes = Router();

paymentRoutes.post('/create-paymentSecret', requireSignedIn, createPaymentSecret);
paymentRoutes.patch('/makeOffer/payment-success/:id', requireSignedIn, paymentSuccess);
paymentRoutes.post('/stripe/webhook', stripeWebhook);
