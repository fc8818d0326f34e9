import { FieldValue, Timestamp, type Query, type QueryDocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { VIEWING_MESSAGES } from '@homehaven/domain/viewing-messages';
import { OPEN_VIEWING_STATUSES } from '@homehaven/domain/viewings';
import { db } from '../firestore/db';
import { notifyOtherSide } from './notify';
import { hasStarted, type Viewing } from './viewing-store';

/** Viewings per transaction when closing an agent's: each writes three documents (itself, a notification, an e-mail). */
const CHUNK = 100;

/** The open viewings (requested, proposed, confirmed) of a listing or of an agent's listings. */
export function openViewingsOf(field: 'propertyId' | 'agentUid', value: string): Query {
  return db.collection('viewings').where(field, '==', value).where('status', 'in', [...OPEN_VIEWING_STATUSES]);
}

/**
 * Declines, in `tx`, the open viewings read that have not started yet (a past one stays as it was),
 * with the reason that the listing is no longer offered, and tells each buyer. Their slots go with
 * the listing. Answers how many it declined.
 */
export function declineForGoneListing(tx: Transaction, docs: readonly QueryDocumentSnapshot[]): number {
  const upcoming = docs.filter((doc) => !hasStarted((doc.data() as Viewing).start, Timestamp.now()));
  for (const doc of upcoming) {
    const viewing: Viewing = { ...(doc.data() as Viewing), status: 'declined', reason: VIEWING_MESSAGES.listingGone };
    tx.update(doc.ref, { status: 'declined', reason: VIEWING_MESSAGES.listingGone, updatedAt: FieldValue.serverTimestamp() });
    notifyOtherSide(tx, 'decline', doc.id, viewing);
  }
  return upcoming.length;
}

/** Declines every upcoming open viewing of an agent's listings (the agent withdrawn), a chunk per transaction. */
export async function declineViewingsOfAgent(uid: string): Promise<number> {
  let declined = 0;
  for (;;) {
    const count = await db.runTransaction(async (tx) => {
      const open = await tx.get(openViewingsOf('agentUid', uid));
      const upcoming = open.docs.filter((doc) => !hasStarted((doc.data() as Viewing).start, Timestamp.now())).slice(0, CHUNK);
      return declineForGoneListing(tx, upcoming);
    });
    if (count === 0) return declined;
    declined += count;
  }
}
