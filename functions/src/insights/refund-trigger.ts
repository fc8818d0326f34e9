import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { logs } from '../logs';
import { countOnce } from './count-once';
import { refundIncrements } from './increments';
import { refundFacts } from './snapshot-facts';

/** Counts each refund Stripe confirmed (its record becomes refunded) in the platform's week of its refundedAt. */
export const onRefundCounted = onDocumentWritten('refunds/{paymentIntentId}', async (event) => {
  const increments = refundIncrements(refundFacts(event.data?.before), refundFacts(event.data?.after), new Date(event.time));
  if (increments.length === 0) return;
  logs.insightsCounted('refund', event.params.paymentIntentId, await countOnce('refund', event.id, event.params.paymentIntentId, increments));
});
