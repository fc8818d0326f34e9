import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { isOwnListing } from '@homehaven/domain/listing-policy';
import { viewingSlotsPath } from '@homehaven/domain/queries/viewings';
import { VIEWING_LIMITS } from '@homehaven/domain/viewing-limits';
import { VIEWING_MESSAGES } from '@homehaven/domain/viewing-messages';
import { isTimeZone, slotIdOf, slotProblem, type ViewingSlotDoc } from '@homehaven/domain/viewings';
import { db } from '../firestore/db';
import { API_MESSAGES } from '../http/api-messages';
import { refuse } from '../http/http-error';
import { listingOf, propertyRef } from '../properties/listing';
import { slotFrom, slotRef } from './viewing-store';
import { contendedTransaction } from '../firestore/contended-transaction';

/** The listing, read in a transaction, that the agent `uid` may publish times on: theirs (403), not sold (409). */
async function ownOpenListing(tx: FirebaseFirestore.Transaction, propertyId: string, uid: string) {
  const snapshot = await tx.get(propertyRef(propertyId));
  if (!snapshot.exists) refuse(404, API_MESSAGES.propertyNotFound);
  const listing = listingOf(snapshot);
  if (!isOwnListing(listing, uid)) refuse(403, API_MESSAGES.notOwner);
  if (listing.sold) refuse(409, VIEWING_MESSAGES.listingSold);
  return listing;
}

/**
 * Publishes a slot on the agent's own listing (not sold): in the future, within the days ahead, of an
 * allowed length, in a known zone; at most VIEWING_LIMITS.slotsPerListing upcoming ones; its id is its
 * start, so two slots never start at once (409). Answers the slot's id.
 */
export async function publishSlot(propertyId: string, uid: string, slot: { start: Date; end: Date; timeZone: string }): Promise<string> {
  if (!isTimeZone(slot.timeZone)) refuse(400, VIEWING_MESSAGES.timeZoneInvalid);
  const problem = slotProblem(slot.start, slot.end, new Date());
  if (problem) refuse(400, problem);
  const id = slotIdOf(slot.start);
  await contendedTransaction(async (tx) => {
    await ownOpenListing(tx, propertyId, uid);
    const upcoming = db.collection(viewingSlotsPath(propertyId)).where('start', '>=', Timestamp.now()).count();
    const [count, existing] = await Promise.all([tx.get(upcoming), tx.get(slotRef(propertyId, id))]);
    if (existing.exists) refuse(409, VIEWING_MESSAGES.slotExists);
    if (count.data().count >= VIEWING_LIMITS.slotsPerListing) refuse(409, VIEWING_MESSAGES.slotsFull);
    const doc: ViewingSlotDoc<Timestamp | FieldValue> = {
      start: Timestamp.fromDate(slot.start),
      end: Timestamp.fromDate(slot.end),
      timeZone: slot.timeZone,
      status: 'open',
      createdAt: FieldValue.serverTimestamp(),
    };
    tx.create(slotRef(propertyId, id), doc);
  });
  return id;
}

/** Removes an open slot of the agent's own listing; a taken one stays (409: a visit holds it). */
export async function removeSlot(propertyId: string, slotId: string, uid: string): Promise<void> {
  await contendedTransaction(async (tx) => {
    await ownOpenListing(tx, propertyId, uid);
    const slot = slotFrom(await tx.get(slotRef(propertyId, slotId)));
    if (slot.status === 'taken') refuse(409, VIEWING_MESSAGES.slotBooked);
    tx.delete(slotRef(propertyId, slotId));
  });
}
