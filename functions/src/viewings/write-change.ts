import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { isOpenViewing } from '@homehaven/domain/viewings';
import type { ViewingEvent } from '@homehaven/domain/viewing-notifications';
import { notifyOtherSide } from './notify';
import { viewingRef, type Viewing } from './viewing-store';

/**
 * Writes one change of a viewing in `tx`, after the transaction's reads: the viewing as `next`, the
 * slot it held (`heldSlot`, read in `tx`) open again when the change closes the visit or moves it
 * (a slot removed since stays removed), and the other side told.
 */
export function writeViewingChange(tx: Transaction, event: ViewingEvent, viewingId: string, next: Viewing, heldSlot: DocumentSnapshot): void {
  const freesSlot = !isOpenViewing(next.status) || event === 'propose';
  if (freesSlot && heldSlot.exists) tx.update(heldSlot.ref, { status: 'open' });
  const { createdAt: _createdAt, ...changed } = next;
  tx.update(viewingRef(viewingId), { ...changed, updatedAt: FieldValue.serverTimestamp() });
  notifyOtherSide(tx, event, viewingId, next);
}
