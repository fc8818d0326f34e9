import express, { type ErrorRequestHandler } from 'express';
import { uploadRoutes } from '../uploads/routes';
import { offerRoutes } from '../offers/routes';
import { paymentRoutes } from '../payments/routes';
import { bankTransferRoutes } from '../bank-transfers/routes';
import { sessionRoutes } from '../session/routes';
import { userRoutes } from '../users/routes';
import { propertyReadRoutes } from '../properties/read-routes';
import { propertyWriteRoutes } from '../properties/write-routes';
import { reviewRoutes } from '../reviews/routes';
import { wishlistRoutes } from '../wishlist/routes';
import { buyerOfferRoutes } from '../buyer-offers/routes';
import { countRoutes } from '../counts/routes';
import { refundRoutes } from '../refunds/routes';
import { planRoutes } from '../plans/routes';
import { featureRoutes } from '../featured/routes';
import { purchaseRoutes } from '../purchases/routes';
import { subscriptionRoutes } from '../subscriptions/routes';
import { pauseRoutes } from '../billing/pause-routes';
import { viewingRoutes } from '../viewings/routes';
import { legalCheckRoutes } from '../legal-check/routes';
import { applicationRoutes } from '../applications/routes';
import { agencyRoutes } from '../agencies/routes';
import { publicAgencyRoutes } from '../agencies/public-routes';
import { logs } from '../logs';
import { refuseOversizedBodies } from './refuse-oversized-bodies';
import { rejectForeignOrigins } from './reject-foreign-origins';
import { stripHostingPrefix } from './strip-hosting-prefix';

/** Malformed bodies answer 400; nothing unexpected ever answers with a stack trace. */
const answerErrors: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  const status = (error as { status?: number }).status;
  if (status && status >= 400 && status < 500) {
    res.status(status).json({ message: 'The request could not be read. Check its body and headers.' });
    return;
  }
  logs.unexpected('facade', error);
  res.status(503).json({ message: 'The service could not complete the request. Please try again.' });
};

/** The HTTPS facade: every path of the product's REST contract (docs/facade.md "Paths"), behind one Express app. */
export const facadeApp = express();
facadeApp.disable('x-powered-by');
facadeApp.set('trust proxy', true);
facadeApp.use(stripHostingPrefix);
facadeApp.use(rejectForeignOrigins);
facadeApp.use(refuseOversizedBodies);
facadeApp.use(uploadRoutes);
facadeApp.use(paymentRoutes);
facadeApp.use(bankTransferRoutes);
facadeApp.use(offerRoutes);
facadeApp.use(sessionRoutes);
facadeApp.use(userRoutes);
facadeApp.use(propertyReadRoutes);
facadeApp.use(propertyWriteRoutes);
facadeApp.use(reviewRoutes);
facadeApp.use(wishlistRoutes);
facadeApp.use(buyerOfferRoutes);
facadeApp.use(countRoutes);
facadeApp.use(refundRoutes);
facadeApp.use(planRoutes);
facadeApp.use(subscriptionRoutes);
facadeApp.use(purchaseRoutes);
facadeApp.use(featureRoutes);
facadeApp.use(pauseRoutes);
facadeApp.use(viewingRoutes);
facadeApp.use(legalCheckRoutes);
facadeApp.use(applicationRoutes);
facadeApp.use(agencyRoutes);
facadeApp.use(publicAgencyRoutes);
facadeApp.use((_req, res) => {
  res.status(404).json({ message: 'No such path.' });
});
facadeApp.use(answerErrors);
