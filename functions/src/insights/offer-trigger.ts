import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { logs } from '../logs';
import { countOnce } from './count-once';
import { offerIncrements } from './increments';
import { offerFacts } from './snapshot-facts';

/**
 * Counts every offer write in the insight aggregates, whoever wrote it (a buyer making it, a payment,
 * the agent's decision, a fraud withdrawal, a listing's deletion): offers by status, offers made per
 * week and month, sales per week and month (functions/src/insights/increments.ts). Exactly once per event.
 */
export const onOfferCounted = onDocumentWritten('offers/{offerId}', async (event) => {
  const increments = offerIncrements(offerFacts(event.data?.before), offerFacts(event.data?.after), new Date(event.time));
  if (increments.length === 0) return;
  logs.insightsCounted('offer', event.params.offerId, await countOnce('offer', event.id, event.params.offerId, increments));
});
