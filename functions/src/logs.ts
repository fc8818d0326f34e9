import { logger } from 'firebase-functions/v2';

/** Every log line the functions write, named so they can be found in Cloud Logging. */
export const logs = {
  listingAlertsSent(propertyId: string, figures: { matched: number; sent: number; documentsRead: number; queries: number }): void {
    logger.info('saved-search alerts sent', { propertyId, ...figures });
  },
  imageStored(where: 'storage' | 'fallback', name: string, bytes: number): void {
    logger.info('image stored', { where, name, bytes });
  },
  imageFallbackInUse(dir: string): void {
    logger.warn('Storage emulator not running: images kept in the local fallback store (emulator only)', { dir });
  },
  imageRejected(reason: string, uid: string | undefined): void {
    logger.info('image rejected', { reason, uid });
  },
  imageUndecodable(decoderError: string): void {
    logger.info('image could not be decoded', { decoderError });
  },
  documentStored(where: 'storage' | 'fallback', propertyId: string, documentId: string, bytes: number): void {
    logger.info('ownership document stored', { where, propertyId, documentId, bytes });
  },
  transactionRunAgain(run: number): void {
    logger.warn('transaction closed under a read: run again', { run });
  },
  documentRejected(reason: string, uid: string | undefined): void {
    logger.info('ownership document rejected', { reason, uid });
  },
  legalCheckDecided(propertyId: string, status: string, uid: string): void {
    logger.info('legal check decided', { propertyId, status, uid });
  },
  stripeStandInInUse(url: string): void {
    logger.warn('Stripe stand-in in use: no STRIPE_SECRET_KEY under the emulator (emulator only)', { url });
  },
  paymentIntentReady(offerId: string, paymentIntentId: string, amountCents: number): void {
    logger.info('payment intent ready', { offerId, paymentIntentId, amountCents });
  },
  transferReady(offerId: string, paymentIntentId: string, amountCents: number): void {
    logger.info('bank transfer awaited', { offerId, paymentIntentId, amountCents });
  },
  transferFunded(offerId: string, paymentIntentId: string, receivedCents: number, amountCents: number): void {
    logger.info('bank transfer funded', { offerId, paymentIntentId, receivedCents, amountCents });
  },
  transferCanceled(offerId: string, paymentIntentId: string, why: string): void {
    logger.info('bank transfer cancelled', { offerId, paymentIntentId, why });
  },
  transferSweep(outcome: { canceled: number; failed: number }): void {
    logger.info('overdue bank transfers swept', outcome);
  },
  balanceReturned(customerId: string, amountCents: number, refundId: string): void {
    logger.info('customer balance returned by bank transfer', { customerId, amountCents, refundId });
  },
  offerBought(offerId: string, paymentIntentId: string, via: 'success' | 'webhook'): void {
    logger.info('offer bought', { offerId, paymentIntentId, via });
  },
  paymentRefused(offerId: string, paymentIntentId: string, reason: string): void {
    logger.warn('payment refused for offer', { offerId, paymentIntentId, reason });
  },
  latePayment(offerId: string, paymentIntentId: string): void {
    logger.warn('payment for an offer no longer pending: refunding it', { offerId, paymentIntentId });
  },
  webhookRejected(reason: string): void {
    logger.warn('stripe webhook rejected', { reason });
  },
  webhookIgnored(type: string, detail: string): void {
    logger.info('stripe webhook ignored', { type, detail });
  },
  offerDecided(offerId: string, status: 'accepted' | 'rejected', modifiedCount: number, refunds: number): void {
    logger.info('offer decided', { offerId, status, modifiedCount, refunds });
  },
  refunded(offerId: string, paymentIntentId: string, refundId: string): void {
    logger.info('payment refunded', { offerId, paymentIntentId, refundId });
  },
  refundFailed(offerId: string, paymentIntentId: string, attempt: number, error: unknown): void {
    logger.error('refund failed: recorded as owed in refunds/, retried with backoff', {
      offerId,
      paymentIntentId,
      attempt,
      error: error instanceof Error ? error.message : String(error),
    });
  },
  refundRetried(paymentIntentId: string, byAdmin: string, result: string): void {
    logger.info('refund retried by an admin', { paymentIntentId, byAdmin, result });
  },
  refundSweep(outcome: { due: number; refunded: number; failed: number; skipped: number }): void {
    (outcome.failed > 0 ? logger.warn : logger.info)('owed refunds swept', outcome);
  },
  roleChanged(uid: string, role: string, byAdmin: string): void {
    logger.info('user role changed', { uid, role, byAdmin });
  },
  applicationDecided(uid: string, outcome: string, type: string, byAdmin: string): void {
    logger.info('application decided', { uid, outcome, type, byAdmin });
  },
  agencyInvited(agencyUid: string, invitationId: string): void {
    logger.info('agency invitation sent', { agencyUid, invitationId });
  },
  agencyJoined(agencyUid: string, agentUid: string, invitationId: string): void {
    logger.info('agent joined agency', { agencyUid, agentUid, invitationId });
  },
  listingSellerSet(propertyId: string): void {
    logger.info('listing seller set', { propertyId });
  },
  agencyAgentRemoved(agencyUid: string, agentUid: string): void {
    logger.info('agent removed from agency', { agencyUid, agentUid });
  },
  userDeleted(uid: string, byAdmin: string, deleted: { wishlistEntries: number; reviews: number; savedSearches: number; alerts: number; viewingsCancelled: number }): void {
    logger.info('user deleted', { uid, byAdmin, ...deleted });
  },
  fraudAgentWithdrawn(uid: string, outcome: { withdrawn: number; rejected: number; refunds: number; refundsOk: boolean; viewingsCancelled: number; agentsFreed: number }): void {
    (outcome.refundsOk ? logger.info : logger.error)('fraud agent withdrawn', { uid, ...outcome });
  },
  subscriptionStarted(uid: string, subscriptionId: string, planId: string): void {
    logger.info('subscription started', { uid, subscriptionId, planId });
  },
  subscriptionApplied(uid: string, subscriptionId: string, status: string, eventId: string): void {
    logger.info('subscription applied', { uid, subscriptionId, status, eventId });
  },
  listingsPaused(uid: string, count: number): void {
    logger.info('listings paused above the plan', { uid, count });
  },
  listingsResumed(uid: string, count: number): void {
    logger.info('paused listings resumed', { uid, count });
  },
  graceSweep(outcome: { reminded: number; lapsed: number; failed: number }): void {
    (outcome.failed > 0 ? logger.error : logger.info)('grace sweep', outcome);
  },
  purchaseStarted(uid: string, kind: string, paymentIntentId: string, amountCents: number): void {
    logger.info('one-off payment started', { uid, kind, paymentIntentId, amountCents });
  },
  purchaseGranted(uid: string, kind: string, paymentIntentId: string, eventId: string): void {
    logger.info('one-off payment granted', { uid, kind, paymentIntentId, eventId });
  },
  purchaseUnapplied(uid: string, paymentIntentId: string, listingId: string): void {
    logger.error('one-off payment not applied: the listing can no longer be featured, the money is owed back', { uid, paymentIntentId, listingId });
  },
  featuresEnded(outcome: { ended: number; failed: number }): void {
    (outcome.failed > 0 ? logger.error : logger.info)('features ended', outcome);
  },
  oneOffPriceChanged(kind: string, amountCents: number, adminUid: string): void {
    logger.info('one-off price changed', { kind, amountCents, adminUid });
  },
  planChanged(planId: string, version: number, adminUid: string): void {
    logger.info('plan changed', { planId, version, adminUid });
  },
  freePlanGiven(uid: string): void {
    logger.info('free plan given to a new agent', { uid });
  },
  userSearchKeysDerived(uid: string): void {
    logger.info('user search keys derived from their name and e-mail', { uid });
  },
  locationKeysDerived(propertyId: string): void {
    logger.info('listing search keys derived from its location', { propertyId });
  },
  searchFactsDerived(propertyId: string): void {
    logger.info('listing search facts derived from its facts and prices', { propertyId });
  },
  geohashDerived(propertyId: string): void {
    logger.info('listing geohash derived from its position', { propertyId });
  },
  schoolsStored(propertyId: string, status: string, count: number): void {
    logger.info('nearby schools stored', { propertyId, status, count });
  },
  schoolsUnavailable(propertyId: string, error: unknown): void {
    logger.warn('nearby schools unavailable: the Overpass request failed', { propertyId, error: String(error) });
  },
  schoolsRemoved(propertyId: string): void {
    logger.info('nearby schools removed with the listing or its position', { propertyId });
  },
  priceChangeRecorded(propertyId: string, eventId: string): void {
    logger.info('listing price change recorded in its price history', { propertyId, eventId });
  },
  priceHistoryDeleted(propertyId: string, entries: number): void {
    logger.info('deleted listing: its price history deleted with it', { propertyId, entries });
  },
  listingDeleted(propertyId: string, byAgent: string, rejectedOffers: number): void {
    logger.info('listing deleted', { propertyId, byAgent, rejectedOffers });
  },
  insightsCounted(kind: string, id: string, outcome: string): void {
    logger.info('event counted in the insight aggregates', { kind, id, outcome });
  },
  messageCounted(conversationId: string, messageId: string, outcome: string): void {
    logger.info('message counted in its conversation', { conversationId, messageId, outcome });
  },
  pageRenderFailed(path: string, error: unknown): void {
    logger.error('page render failed: the prerendered frame answered instead', { path, error: error instanceof Error ? error.stack : String(error) });
  },
  unexpected(where: string, error: unknown): void {
    logger.error('unexpected error', { where, error: error instanceof Error ? error.stack : String(error) });
  },
};
