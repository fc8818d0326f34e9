import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../firestore/db';
import { isPublicListing } from '@homehaven/domain/listing-policy';
import { contendedTransaction } from '../firestore/contended-transaction';

/** Whether a write made a listing public (domain listing policy): it was not (or did not exist) before, and is now. */
export function becamePublic(before: DocumentData | undefined, after: DocumentData | undefined): boolean {
  return !isPublicListing(before ?? {}) && isPublicListing(after ?? {});
}

/**
 * When the listing was first public: `listingPublications/{id}` (functions only) records it on the first
 * publication and keeps it through later edits and re-verifications. Saved searches created after it saw
 * the listing in their results when they were saved, so they get no alert for it. Answers the instant
 * and the one document read it cost.
 */
export async function firstPublishedAt(propertyId: string, now: Timestamp): Promise<Timestamp> {
  const ref = db.collection('listingPublications').doc(propertyId);
  return contendedTransaction(async (tx) => {
    const stored = (await tx.get(ref)).get('firstPublishedAt') as unknown;
    if (stored instanceof Timestamp) return stored;
    tx.set(ref, { firstPublishedAt: now, recordedAt: FieldValue.serverTimestamp() });
    return now;
  });
}
