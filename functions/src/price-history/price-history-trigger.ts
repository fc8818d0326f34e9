import { onDocumentDeleted, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { logs } from '../logs';
import { propertyRef } from '../properties/listing';
import { PRICE_HISTORY } from '@homehaven/domain/price-history';
import { recordPriceChange } from './record-price-change';

/**
 * Records every change of a listing's MinimumPrice or MaximumPrice, whoever made it (an agent's edit
 * under the rules, the facade's PUT /properties/{id}, a seed): clients can never write the history
 * (firestore.rules). Creation is not a change; updates that leave both prices alone are ignored.
 */
export const onListingPriceChanged = onDocumentUpdated('properties/{propertyId}', async (event) => {
  if (!event.data) return;
  const { propertyId } = event.params;
  if (await recordPriceChange(propertyId, event, event.data.before, event.data.after)) logs.priceChangeRecorded(propertyId, event.id);
});

/** Deletes a deleted listing's price history with it (a subcollection outlives its parent otherwise). */
export const onListingDeletedPriceHistory = onDocumentDeleted('properties/{propertyId}', async (event) => {
  const history = propertyRef(event.params.propertyId).collection(PRICE_HISTORY);
  const entries = await history.listDocuments();
  if (entries.length === 0) return;
  await history.firestore.recursiveDelete(history);
  logs.priceHistoryDeleted(event.params.propertyId, entries.length);
});
