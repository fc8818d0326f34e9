import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../firestore/db';
import { sameKeys } from './same-keys';

/**
 * Sets a document's search keys (`field`) from its fields as stored now, in a transaction, and only
 * when they differ: events arriving out of order can never write the keys of older content, and a
 * document already right (or deleted) is left alone. Answers whether it wrote.
 */
export function syncDerivedKeys(ref: DocumentReference, field: string, derive: (snapshot: DocumentSnapshot) => string[]): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return false;
    const wanted = derive(snapshot);
    if (sameKeys(snapshot.get(field), wanted)) return false;
    tx.update(ref, { [field]: wanted });
    return true;
  });
}
