import { FieldValue, Timestamp, type Query, type QueryDocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { viewingSlotsPath } from '@homehaven/domain/queries/viewings';
import { VIEWING_MESSAGES } from '@homehaven/domain/viewing-messages';
import { OPEN_VIEWING_STATUSES, VIEWING_TRANSITIONS } from '@homehaven/domain/viewings';
import { db } from '../firestore/db';
import { notifyOtherSide } from './notify';
import { hasStarted, slotRef, viewingOf, type Viewing } from './viewing-store';
import { writeViewingChange } from './write-change';
import { contendedTransaction } from '../firestore/contended-transaction';

/** Viewings per transaction when closing a person's: each writes at most four documents (itself, its slot, a notification, an e-mail). */
const CHUNK = 100;

/** The open viewings (requested, proposed, confirmed) of a listing, of an agent's listings or of a buyer. */
export function openViewingsOf(field: 'propertyId' | 'agentUid' | 'buyerUid', value: string): Query {
  return db
    .collection('viewings')
    .where(field, '==', value)
    .where('status', 'in', [...OPEN_VIEWING_STATUSES]);
}

/**
 * Declines, in `tx`, the open viewings read that have not started yet (a past one stays as it was),
 * with the reason that the listing is no longer offered, and tells each buyer. Their slots go with
 * the listing. Answers how many it declined.
 */
export function declineForGoneListing(tx: Transaction, docs: readonly QueryDocumentSnapshot[]): number {
  const upcoming = docs.filter((doc) => !hasStarted(viewingOf(doc.data()).start, Timestamp.now()));
  for (const doc of upcoming) {
    const viewing: Viewing = { ...viewingOf(doc.data()), status: 'declined', reason: VIEWING_MESSAGES.listingGone };
    tx.update(doc.ref, { status: 'declined', reason: VIEWING_MESSAGES.listingGone, updatedAt: FieldValue.serverTimestamp() });
    notifyOtherSide(tx, 'decline', doc.id, viewing);
  }
  return upcoming.length;
}

/** Reads, in `tx`, a chunk of the upcoming open viewings of an agent's listings or of a buyer. */
async function upcomingOpenViewings(tx: Transaction, field: 'agentUid' | 'buyerUid', uid: string): Promise<QueryDocumentSnapshot[]> {
  const open = await tx.get(openViewingsOf(field, uid));
  return open.docs.filter((doc) => !hasStarted(viewingOf(doc.data()).start, Timestamp.now())).slice(0, CHUNK);
}

/** Runs `closeChunk` (a transaction closing some viewings, answering how many) until it closes none; answers the total. */
async function closeAll(closeChunk: () => Promise<number>): Promise<number> {
  let closed = 0;
  for (;;) {
    const count = await closeChunk();
    if (count === 0) return closed;
    closed += count;
  }
}

/** Declines every upcoming open viewing of an agent's listings (the agent withdrawn), a chunk per transaction. */
export function declineViewingsOfAgent(uid: string): Promise<number> {
  return closeAll(() => contendedTransaction(async (tx) => declineForGoneListing(tx, await upcomingOpenViewings(tx, 'agentUid', uid))));
}

/**
 * Cancels every upcoming open viewing of a buyer who is deleted or marked fraud, a chunk per
 * transaction, as the buyer's own cancel would: each slot open again, each agent told (notification
 * and e-mail). Visits already started stay as they were (docs/decisions.md "Viewings"). Answers how many.
 */
export function cancelViewingsOfBuyer(uid: string): Promise<number> {
  return closeAll(() =>
    contendedTransaction(async (tx) => {
      const upcoming = await upcomingOpenViewings(tx, 'buyerUid', uid);
      const viewings = upcoming.map((doc) => viewingOf(doc.data()));
      const slots = viewings.length ? await tx.getAll(...viewings.map((viewing) => slotRef(viewing.propertyId, viewing.slotId))) : [];
      let cancelled = 0;
      upcoming.forEach((doc, i) => {
        const [viewing, slot] = [viewings[i], slots[i]];
        if (!viewing || !slot) return;
        writeViewingChange(tx, 'cancel', doc.id, { ...viewing, status: VIEWING_TRANSITIONS.cancel.to }, slot);
        cancelled += 1;
      });
      return cancelled;
    }),
  );
}

/**
 * Removes a deleted listing's published times (`viewingSlots`): run after the deletion committed, like
 * its ownership documents, so a refused deletion keeps them. Its open visits were declined in the
 * deletion's transaction; nothing reads a deleted listing's times.
 */
export async function removeListingSlots(propertyId: string): Promise<void> {
  await db.recursiveDelete(db.collection(viewingSlotsPath(propertyId)));
}
