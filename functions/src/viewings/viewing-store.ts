import { Timestamp, type DocumentData, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { viewingSlotsPath } from '@homehaven/domain/queries/viewings';
import { VIEWING_MESSAGES } from '@homehaven/domain/viewing-messages';
import { VIEWING_STATUSES, type ViewingDoc, type ViewingSlotDoc, type ViewingStatus } from '@homehaven/domain/viewings';
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

const isViewingStatus = (value: unknown): value is ViewingStatus => (VIEWING_STATUSES as readonly unknown[]).includes(value);

/**
 * A stored viewing read field by field, never cast: text that is not text reads as '', a time that is
 * not a Timestamp as the epoch (so it counts as started), an unknown status as cancelled (closed: no
 * action applies to it). Only functions write viewings, so these are guards, not expected paths.
 */
export function viewingOf(data: DocumentData | undefined): Viewing {
  const text = (field: string): string => storedText(data?.[field]);
  const status: unknown = data?.status;
  return {
    propertyId: text('propertyId'),
    propertyTitle: text('propertyTitle'),
    propertyImage: text('propertyImage'),
    location: text('location'),
    agentUid: text('agentUid'),
    agentName: text('agentName'),
    agentEmail: text('agentEmail'),
    buyerUid: text('buyerUid'),
    buyerName: text('buyerName'),
    buyerEmail: text('buyerEmail'),
    slotId: text('slotId'),
    start: time(data?.start),
    end: time(data?.end),
    timeZone: text('timeZone'),
    note: text('note'),
    status: isViewingStatus(status) ? status : 'cancelled',
    reason: text('reason'),
    createdAt: time(data?.createdAt),
    updatedAt: time(data?.updatedAt),
  };
}

/** The viewing read in a transaction; 404 when there is none. */
export async function readViewing(tx: Transaction, id: string): Promise<Viewing> {
  const snapshot = await tx.get(viewingRef(id));
  if (!snapshot.exists) refuse(404, VIEWING_MESSAGES.viewingNotFound);
  return viewingOf(snapshot.data());
}

/** True when the slot has started (or ended) at `now`: it takes no request and no change. */
export function hasStarted(start: Timestamp, now: Timestamp): boolean {
  return start.toMillis() <= now.toMillis();
}
