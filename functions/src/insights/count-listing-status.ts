import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { logs } from '../logs';
import { countOnce } from './count-once';
import { listingIncrements } from './increments';
import { listingFacts } from './snapshot-facts';

/**
 * Counts listings by status for the admins' chart: a listing created, verified, rejected, sent back to
 * pending, withdrawn, sold or deleted moves between the counts. A concern of the one listing trigger
 * (functions/src/properties/listing-written-trigger.ts), not a trigger of its own: a second trigger
 * on listings doubled the events the emulator delivers one at a time. A write that changes no status
 * writes nothing.
 */
export async function countListingStatus(propertyId: string, eventId: string, before: DocumentSnapshot | undefined, after: DocumentSnapshot | undefined): Promise<void> {
  const increments = listingIncrements(listingFacts(before), listingFacts(after));
  if (increments.length === 0) return;
  logs.insightsCounted('listing', propertyId, await countOnce('listing', eventId, propertyId, increments));
}
