import { FieldValue, type DocumentData, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { isPausedListing, listingsToPause, listingsToResume, PAUSE_MESSAGES, type PauseCandidate } from '@homehaven/domain/listing-pause';
import { PLAN_MESSAGES, quotaFullMessage } from '@homehaven/domain/plan-messages';
import { slotHolderOf, slotsLeft, type BillingAccountDoc } from '@homehaven/domain/listing-slots';
import { contendedTransaction } from '../firestore/contended-transaction';
import { db } from '../firestore/db';
import type { Caller } from '../http/caller';
import { refuse } from '../http/http-error';
import { ownListingIn } from '../properties/own-listing';
import { propertyRef } from '../properties/listing';
import { billingAccountRef } from './billing-account';
import { holdsSlot, isPaidSubmission } from './listing-slots';

/** Listings paused or resumed in one transaction: well under Firestore's 500 writes, with their reads. */
const CHUNK = 100;

const now = () => FieldValue.serverTimestamp();

/** Who paused a listing: its owner (it stays paused until they resume it) or its plan's lapse (it comes back when the plan is paid again). */
type PausedFor = 'owner' | 'lapse';

/** The fields that pause a listing: withdrawn from the public, its slot freed, `pausedAt` and why set. */
const PAUSED = (reason: PausedFor) => ({ withdrawn: true, pausedAt: now(), pausedFor: reason });
/** The fields that resume one: public again if it was (a verified listing needs no new review). */
const RESUMED = () => ({ withdrawn: false, pausedAt: FieldValue.delete(), pausedFor: FieldValue.delete() });

/** A listing as the pausing order weighs it. */
function candidateOf(doc: DocumentSnapshot): PauseCandidate {
  const created: unknown = doc.get('createdAt');
  const createdMillis = created && typeof (created as { toMillis?: unknown }).toMillis === 'function' ? (created as { toMillis(): number }).toMillis() : 0;
  return { id: doc.id, status: String(doc.get('status')), createdMillis };
}

/** The listings whose slots `holderUid`'s account counts, or whose pause it counts: one account's, never the whole collection. */
async function listingsOfAccount(holderUid: string) {
  return (await db.collection('properties').where('slotHolder', '==', holderUid).get()).docs;
}

/** The agent of a listing marked fraud: their listings stay withdrawn whatever their plan. */
async function agentIsFraud(tx: Transaction, agentUid: unknown): Promise<boolean> {
  if (typeof agentUid !== 'string' || agentUid === '') return true;
  return (await tx.get(db.collection('users').doc(agentUid))).get('roll') === 'fraud';
}

/** Of a chunk's listings, read in `tx`, those to move, given the account as it is now. */
type Pick = (tx: Transaction, account: BillingAccountDoc | undefined, listings: DocumentSnapshot[]) => Promise<DocumentSnapshot[]>;

/**
 * Pauses (or resumes) listings of `holderUid`'s account in `order`, a chunk per transaction that
 * re-reads the account and the listings, so listings freed or taken meanwhile are weighed: `pick`
 * chooses which move, and the counts move with them. Stops at the first chunk that moves fewer than
 * it holds (no more excess, or no more room). Answers how many moved.
 */
async function moveInChunks(holderUid: string, order: readonly string[], action: 'pause' | 'resume', pick: Pick): Promise<number> {
  const step = action === 'pause' ? -1 : 1;
  let moved = 0;
  for (let start = 0; start < order.length; start += CHUNK) {
    const chunk = order.slice(start, start + CHUNK);
    const done = await contendedTransaction(async (tx) => {
      const ref = billingAccountRef(holderUid);
      const [current, ...listings] = await Promise.all([tx.get(ref), ...chunk.map((id) => tx.get(propertyRef(id)))]);
      const moving = await pick(tx, current.data() as BillingAccountDoc | undefined, listings);
      if (moving.length === 0) return 0;
      moving.forEach((doc) => tx.update(doc.ref, action === 'pause' ? PAUSED('lapse') : RESUMED()));
      tx.update(ref, { listingsUsed: FieldValue.increment(step * moving.length), listingsPaused: FieldValue.increment(-step * moving.length), updatedAt: now() });
      return moving.length;
    });
    moved += done;
    if (done < chunk.length) break;
  }
  return moved;
}

/**
 * A plan that lapsed (docs/plans.md "Lapse"): pauses the listings of `holderUid`'s account beyond
 * what the account allows now, the non-public and oldest first (domain `listingsToPause`). Nothing is
 * deleted. Safe to run again: it pauses only while the account counts more than it allows. Answers how many it paused.
 */
export async function pauseAboveAllowance(holderUid: string): Promise<number> {
  const holding = (await listingsOfAccount(holderUid)).filter((doc) => holdsSlot(doc.data()));
  const account = (await billingAccountRef(holderUid).get()).data() as BillingAccountDoc | undefined;
  if (!account) return 0;
  return moveInChunks(holderUid, listingsToPause(holding.map(candidateOf), account.listingsAllowed), 'pause', async (_tx, stored, listings) => {
    const excess = stored ? stored.listingsUsed - stored.listingsAllowed : 0;
    return listings.filter((doc) => holdsSlot(doc.data()) && doc.get('slotHolder') === holderUid).slice(0, Math.max(0, excess));
  });
}

/** Whether a stored listing was paused by its plan's lapse (not by its owner, whose choice stays). */
const pausedByLapse = (data: DocumentData | undefined): boolean => isPausedListing(data) && data?.pausedFor === 'lapse';

/**
 * A plan paid for again: resumes `holderUid`'s listings its lapse paused into the slots free now, the
 * public and newest first, public again at once (no new review); those its owner paused stay paused.
 * A fraud agent's stay withdrawn. Answers how many came back.
 */
export async function resumeIntoFreeSlots(holderUid: string): Promise<number> {
  const paused = (await listingsOfAccount(holderUid)).filter((doc) => pausedByLapse(doc.data()));
  if (paused.length === 0) return 0;
  return moveInChunks(holderUid, listingsToResume(paused.map(candidateOf), paused.length), 'resume', async (tx, stored, listings) => {
    const fraud = await Promise.all(listings.map((doc) => agentIsFraud(tx, doc.get('agent.uid'))));
    return listings.filter((doc, i) => pausedByLapse(doc.data()) && doc.get('slotHolder') === holderUid && !fraud[i]).slice(0, stored ? slotsLeft(stored) : 0);
  });
}

/** A count's change for one listing leaving (`-1`) or joining (`+1`) it: none when leaving a count already at 0. */
function countStep(account: BillingAccountDoc | undefined, field: 'listingsUsed' | 'listingsPaused', step: 1 | -1): Record<string, FieldValue> {
  if (!account || (step < 0 && (account[field] ?? 0) < 1)) return {};
  return { [field]: FieldValue.increment(step) };
}

/** The slot holder a listing names, if any (listings made before slots name none). */
const namedHolder = (data: DocumentData | undefined): string | undefined => (typeof data?.slotHolder === 'string' && data.slotHolder !== '' ? data.slotHolder : undefined);

/**
 * `POST /properties/{id}/pause`: the listing's agent hides it from the public and frees its slot
 * (docs/plans.md "Lapse"). A sold or withdrawn (fraud) listing cannot be; a paused one stays paused.
 */
export async function pauseListing(caller: Caller, id: string): Promise<void> {
  await contendedTransaction(async (tx) => {
    const snapshot = await tx.get(propertyRef(id));
    const listing = ownListingIn(snapshot, caller);
    const data = snapshot.data();
    if (listing.soldOfferId !== undefined || data?.soldAt !== undefined) refuse(409, PAUSE_MESSAGES.sold);
    if (isPausedListing(data)) return;
    if (listing.withdrawn) refuse(409, PAUSE_MESSAGES.withdrawn);
    // A paid submission's slot is its own: pausing it frees nothing of the plan's.
    const holder = isPaidSubmission(data) ? undefined : namedHolder(data);
    const ref = holder ? billingAccountRef(holder) : undefined;
    const account = ref ? ((await tx.get(ref)).data() as BillingAccountDoc | undefined) : undefined;
    tx.update(propertyRef(id), PAUSED('owner'));
    if (ref && account) tx.update(ref, { ...countStep(account, 'listingsUsed', -1), listingsPaused: FieldValue.increment(1), updatedAt: now() });
  });
}

/**
 * `POST /properties/{id}/resume`: the listing's agent brings a paused listing back, taking a slot of
 * the account that covers them now (their agency's, or their own): 409 with the ways out when every
 * slot is in use. A paid submission takes none (its slot is its own). Public again at once if it was verified.
 */
export async function resumeListing(caller: Caller, id: string): Promise<void> {
  await contendedTransaction(async (tx) => {
    const snapshot = await tx.get(propertyRef(id));
    ownListingIn(snapshot, caller);
    const data = snapshot.data();
    // Only an agent gets here (the route's role check): a fraud account never resumes anything.
    if (!isPausedListing(data)) refuse(409, PAUSE_MESSAGES.notPaused);
    if (isPaidSubmission(data)) {
      tx.update(propertyRef(id), RESUMED());
      return;
    }
    const holder = slotHolderOf(caller);
    const before = namedHolder(data) ?? holder;
    const [account, beforeAccount] = await Promise.all([tx.get(billingAccountRef(holder)), tx.get(billingAccountRef(before))]);
    const stored = account.data() as BillingAccountDoc | undefined;
    if (!stored) refuse(503, PLAN_MESSAGES.noAccount);
    if (slotsLeft(stored) < 1) refuse(409, quotaFullMessage(stored.listingsAllowed, holder !== caller.uid));
    tx.update(propertyRef(id), { ...RESUMED(), slotHolder: holder });
    const unpaused = countStep(beforeAccount.data() as BillingAccountDoc | undefined, 'listingsPaused', -1);
    if (before === holder) tx.update(account.ref, { listingsUsed: FieldValue.increment(1), ...unpaused, updatedAt: now() });
    else {
      tx.update(account.ref, { listingsUsed: FieldValue.increment(1), updatedAt: now() });
      if (beforeAccount.exists) tx.update(beforeAccount.ref, { ...unpaused, updatedAt: now() });
    }
  });
}
