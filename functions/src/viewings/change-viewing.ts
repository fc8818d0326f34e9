import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { isOpenToOffers } from '@homehaven/domain/listing-policy';
import { VIEWING_MESSAGES } from '@homehaven/domain/viewing-messages';
import { AGENT_ACTIONS, VIEWING_TRANSITIONS, canApply, type ViewingAction } from '@homehaven/domain/viewings';
import type { Caller } from '../http/caller';
import { refuse } from '../http/http-error';
import { propertyRef } from '../properties/listing';
import type { ViewingChange } from './schemas';
import { hasStarted, readViewing, slotFrom, slotRef, type Viewing } from './viewing-store';
import { writeViewingChange } from './write-change';
import { contendedTransaction } from '../firestore/contended-transaction';

const isAgentAction = (action: ViewingAction): boolean => (AGENT_ACTIONS as readonly string[]).includes(action);

/** 403 unless the caller is the side this action belongs to (the agent, in role agent; or the buyer). */
function checkSide(caller: Caller, viewing: Viewing, action: ViewingAction): void {
  const isAgent = caller.uid === viewing.agentUid && caller.role === 'agent';
  const isBuyer = caller.uid === viewing.buyerUid;
  if (!isAgent && !isBuyer) refuse(403, VIEWING_MESSAGES.notYours);
  if (isAgentAction(action) && !isAgent) refuse(403, VIEWING_MESSAGES.agentOnly);
  if (!isAgentAction(action) && !isBuyer) refuse(403, VIEWING_MESSAGES.buyerOnly);
}

/** Actions that keep a visit going, so need the listing still on sale: a sold, withdrawn or unpublished one is visited no more. */
const KEEPS_VISIT: readonly ViewingAction[] = ['confirm', 'propose', 'accept'];

/** 409 unless the viewing's listing is still on sale (public, not sold). */
async function requireListingOnSale(tx: Transaction, viewing: Viewing): Promise<void> {
  const property = await tx.get(propertyRef(viewing.propertyId));
  if (!isOpenToOffers(property.data() ?? {})) refuse(409, VIEWING_MESSAGES.listingClosed);
}

/** Reads the slot a proposal moves the viewing to: another, open, not started slot of the same listing. */
async function readProposedSlot(tx: Transaction, viewing: Viewing, slotId: string) {
  if (slotId === viewing.slotId) refuse(400, VIEWING_MESSAGES.sameSlot);
  const slot = slotFrom(await tx.get(slotRef(viewing.propertyId, slotId)));
  if (slot.status !== 'open') refuse(409, VIEWING_MESSAGES.slotTaken);
  if (hasStarted(slot.start, Timestamp.now())) refuse(409, VIEWING_MESSAGES.slotStarted);
  return slot;
}

/**
 * One change of a viewing, in one transaction: the caller's side (403), a viewing that has not
 * started (409) and whose status allows the action (409). Declining or cancelling opens its slot
 * again; a proposal takes the new slot and opens the old one. The other side is notified.
 */
export async function changeViewing(caller: Caller, viewingId: string, change: ViewingChange): Promise<void> {
  await contendedTransaction(async (tx) => {
    const viewing = await readViewing(tx, viewingId);
    checkSide(caller, viewing, change.action);
    if (hasStarted(viewing.start, Timestamp.now())) refuse(409, VIEWING_MESSAGES.started);
    if (!canApply(change.action, viewing.status)) refuse(409, VIEWING_MESSAGES.notNow);
    if (KEEPS_VISIT.includes(change.action)) await requireListingOnSale(tx, viewing);
    const proposed = change.action === 'propose' ? await readProposedSlot(tx, viewing, change.slotId) : undefined;
    const heldSlot = await tx.get(slotRef(viewing.propertyId, viewing.slotId));

    const status = VIEWING_TRANSITIONS[change.action].to;
    const next: Viewing = {
      ...viewing,
      status,
      ...(change.action === 'decline' ? { reason: change.reason } : {}),
      ...(change.action === 'propose' && proposed
        ? {
            slotId: change.slotId,
            start: proposed.start,
            end: proposed.end,
            timeZone: proposed.timeZone,
          }
        : {}),
    };
    if (change.action === 'propose')
      tx.update(slotRef(viewing.propertyId, change.slotId), {
        status: 'taken',
      });
    writeViewingChange(tx, change.action, viewingId, next, heldSlot);
  });
}
