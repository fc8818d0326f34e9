import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { PRICE_HISTORY, priceHistoryEntry, pricesChanged, pricesOf } from '@homehaven/domain/price-history';
import { isAlreadyExists } from '../firestore/errors';
import { propertyRef } from '../properties/listing';

/**
 * Records the price change between two versions of a listing, if either price changed, as
 * `properties/{id}/priceHistory/{eventId}`. Triggers may be delivered more than once: the event id is
 * the document id and `create` refuses a second write, so a repeat records nothing. Answers whether it
 * recorded.
 */
export async function recordPriceChange(propertyId: string, event: { id: string; time: string }, before: DocumentSnapshot, after: DocumentSnapshot): Promise<boolean> {
  const was = pricesOf(before.data());
  const now = pricesOf(after.data());
  if (!was || !now || !pricesChanged(was, now)) return false;
  // The write's own commit time: exact, and the same on every delivery of the event.
  const changedAt = (after.updateTime as Timestamp | undefined) ?? Timestamp.fromDate(new Date(event.time));
  try {
    await propertyRef(propertyId)
      .collection(PRICE_HISTORY)
      .doc(entryId(event.id))
      .create(priceHistoryEntry(was, now, changedAt));
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}

/** A document id from an event id (never a path separator). */
function entryId(eventId: string): string {
  return eventId.replaceAll('/', '_');
}
