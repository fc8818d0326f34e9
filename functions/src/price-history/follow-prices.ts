import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { PRICE_HISTORY } from '@homehaven/domain/price-history';
import { logs } from '../logs';
import { propertyRef } from '../properties/listing';
import { recordPriceChange } from './record-price-change';

/**
 * Records every change of a listing's MinimumPrice or MaximumPrice, whoever made it (an agent's edit
 * under the rules, the facade's PUT /properties/{id}, a seed): clients can never write the history
 * (firestore.rules). Creation is not a change; updates that leave both prices alone are ignored. A
 * deleted listing's history goes with it (a subcollection outlives its parent otherwise). Run by
 * onListingWritten.
 */
export async function followPrices(propertyId: string, event: { id: string; time: string }, before: DocumentSnapshot, after: DocumentSnapshot): Promise<void> {
  if (before.exists && after.exists) {
    if (await recordPriceChange(propertyId, event, before, after)) logs.priceChangeRecorded(propertyId, event.id);
    return;
  }
  if (!before.exists || after.exists) return;
  const history = propertyRef(propertyId).collection(PRICE_HISTORY);
  const entries = await history.listDocuments();
  if (entries.length === 0) return;
  await history.firestore.recursiveDelete(history);
  logs.priceHistoryDeleted(propertyId, entries.length);
}
