import { FieldValue, Timestamp, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { billingAccountRef } from '../billing/billing-account';
import { contendedTransaction } from '../firestore/contended-transaction';
import { db } from '../firestore/db';
import { propertyRef } from '../properties/listing';

/** Listings one sweep ends: the rest wait for the next run (the query takes the most overdue first). */
export const FEATURE_SWEEP_LIMIT = 100;

/** The fields that end a feature (its count `featuredTimes` stays, naming the next paid one). */
const ENDED = () => ({ featured: FieldValue.delete(), featuredUntil: FieldValue.delete(), featuredFrom: FieldValue.delete(), featuredHolder: FieldValue.delete() });

/**
 * The featured allowance a plan's feature gives back when it ends or its listing goes (a paid feature
 * counts on no plan), inside the caller's transaction: reads the account first, returns the write (a
 * count never goes below 0).
 */
export async function freeFeature(tx: Transaction, listing: DocumentData | undefined): Promise<() => void> {
  const holder: unknown = listing?.featuredHolder;
  if (listing?.featured !== true || listing.featuredFrom !== 'plan' || typeof holder !== 'string' || holder === '') return () => undefined;
  const ref = billingAccountRef(holder);
  const used: unknown = (await tx.get(ref)).get('featuredUsed');
  if (typeof used !== 'number' || used < 1) return () => undefined;
  return () => tx.update(ref, { featuredUsed: FieldValue.increment(-1), updatedAt: FieldValue.serverTimestamp() });
}

/** Ends one listing's feature if it is still over at `dueBy` (a feature extended meanwhile stays). */
async function endFeature(id: string, dueBy: Timestamp): Promise<boolean> {
  return contendedTransaction(async (tx) => {
    const snapshot = await tx.get(propertyRef(id));
    const until: unknown = snapshot.get('featuredUntil');
    if (!(until instanceof Timestamp) || until.toMillis() > dueBy.toMillis()) return false;
    const free = await freeFeature(tx, snapshot.data());
    tx.update(snapshot.ref, ENDED());
    free();
    return true;
  });
}

/**
 * Ends the features that are over by `dueBy` (docs/plans.md "Featured listings"): a single-field range
 * query on `featuredUntil`, which only listings featured now carry, so no run reads the collection;
 * each ended in its own transaction, its plan's allowance given back. Answers what it ended, and the
 * failures (retried next run).
 */
export async function sweepFeatures(dueBy = Timestamp.now(), limit = FEATURE_SWEEP_LIMIT): Promise<{ ended: number; failed: number }> {
  const due = await db.collection('properties').where('featuredUntil', '<=', dueBy).orderBy('featuredUntil').limit(limit).get();
  const outcomes = await Promise.allSettled(due.docs.map((doc) => endFeature(doc.id, dueBy)));
  return {
    ended: outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value).length,
    failed: outcomes.filter((outcome) => outcome.status === 'rejected').length,
  };
}
