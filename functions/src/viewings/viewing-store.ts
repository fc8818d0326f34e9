import { Timestamp, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { viewingSlotsPath } from '@homehaven/domain/queries/viewings';
import { VIEWING_MESSAGES } from '@homehaven/domain/viewing-messages';
import type { ViewingDoc, ViewingSlotDoc } from '@homehaven/domain/viewings';
import { db } from '../firestore/db';
import { refuse } from '../http/http-error';
import { storedText } from '../firestore/stored-text';

/** A stored viewing (times as Timestamps). */
export type Viewing = ViewingDoc<Timestamp>;
/** A stored slot. */
export type Slot = ViewingSlotDoc<Timestamp>;

/** `viewings/{id}`. */
export function viewingRef(id: string): DocumentReference {
  return db.collection('viewings').doc(id);
}

/** `properties/{propertyId}/viewingSlots/{slotId}`. */
export function slotRef(propertyId: string, slotId: string): DocumentReference {
  return db.collection(viewingSlotsPath(propertyId)).doc(slotId);
}

const time = (value: unknown): Timestamp => (value instanceof Timestamp ? value : Timestamp.fromMillis(0));

/** The slot in a snapshot, or 404 `missing` when there is none. */
export function slotFrom(snapshot: DocumentSnapshot, missing: string = VIEWING_MESSAGES.slotGone): Slot {
  const data = snapshot.data();
  if (!snapshot.exists || !data) refuse(404, missing);
  return {
    start: time(data.start),
    end: time(data.end),
    timeZone: storedText(data.timeZone),
    status: data.status === 'open' ? 'open' : 'taken',
    createdAt: time(data.createdAt),
  };
}

/** The viewing read in a transaction; 404 when there is none. */
export async function readViewing(tx: Transaction, id: string): Promise<Viewing> {
  const snapshot = await tx.get(viewingRef(id));
  if (!snapshot.exists) refuse(404, VIEWING_MESSAGES.viewingNotFound);
  return snapshot.data() as Viewing;
}

/** True when the slot has started (or ended) at `now`: it takes no request and no change. */
export function hasStarted(start: Timestamp, now: Timestamp): boolean {
  return start.toMillis() <= now.toMillis();
}
