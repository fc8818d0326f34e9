import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { isOpenToOffers } from '@homehaven/domain/listing-policy';
import { VIEWING_MESSAGES } from '@homehaven/domain/viewing-messages';
import { OPEN_VIEWING_STATUSES } from '@homehaven/domain/viewings';
import { db } from '../firestore/db';
import type { Caller } from '../http/caller';
import { refuse } from '../http/http-error';
import { listingOf, propertyRef } from '../properties/listing';
import { notifyOtherSide } from './notify';
import { hasStarted, slotFrom, slotRef, viewingRef, type Viewing } from './viewing-store';
import { contendedTransaction } from '../firestore/contended-transaction';

/**
 * A buyer requests a slot, in one transaction: the listing takes requests (public, not sold: 409), the
 * slot exists (404), is open (409: taken, which is how parallel requests for one slot end with one
 * winner) and has not started (409), and the buyer has no open viewing of this listing (409). The slot
 * is taken, the viewing created, its agent notified. Answers the viewing's id.
 */
export async function requestViewing(buyer: Caller, request: { propertyId: string; slotId: string; note: string }): Promise<string> {
  const ref = viewingRef(db.collection('viewings').doc().id);
  await contendedTransaction(async (tx) => {
    const property = await tx.get(propertyRef(request.propertyId));
    if (!property.exists) refuse(404, VIEWING_MESSAGES.propertyNotFound);
    const listing = listingOf(property);
    const stored = property.data() ?? {};
    if (!isOpenToOffers(stored)) refuse(409, VIEWING_MESSAGES.listingClosed);
    const slot = slotFrom(await tx.get(slotRef(request.propertyId, request.slotId)));
    const open = await tx.get(
      db
        .collection('viewings')
        .where('buyerUid', '==', buyer.uid)
        .where('propertyId', '==', request.propertyId)
        .where('status', 'in', [...OPEN_VIEWING_STATUSES])
        .limit(1),
    );
    if (slot.status !== 'open') refuse(409, VIEWING_MESSAGES.slotTaken);
    if (hasStarted(slot.start, Timestamp.now())) refuse(409, VIEWING_MESSAGES.slotStarted);
    if (!open.empty) refuse(409, VIEWING_MESSAGES.alreadyRequested);

    const now = Timestamp.now();
    const viewing: Viewing = {
      propertyId: listing.id,
      propertyTitle: listing.title,
      propertyImage: listing.image,
      location: listing.location,
      agentUid: listing.agent.uid,
      agentName: listing.agent.name,
      agentEmail: listing.agent.email,
      buyerUid: buyer.uid,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      slotId: request.slotId,
      start: slot.start,
      end: slot.end,
      timeZone: slot.timeZone,
      note: request.note,
      status: 'requested',
      reason: '',
      createdAt: now,
      updatedAt: now,
    };
    tx.update(slotRef(request.propertyId, request.slotId), { status: 'taken' });
    tx.create(ref, {
      ...viewing,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    notifyOtherSide(tx, 'requested', ref.id, viewing);
  });
  return ref.id;
}
