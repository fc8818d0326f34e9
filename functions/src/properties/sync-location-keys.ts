import { db } from '../facade/firestore';
import { propertyRef } from './listing';
import { derivedLocationKeys, sameKeys } from './location-keys';

/**
 * Sets a listing's `locationKeys` from its location as stored now, in a transaction, and only when they
 * differ: events arriving out of order can never write the keys of an older location, and a listing
 * already right (or deleted) is left alone. Answers whether it wrote.
 */
export function syncLocationKeys(id: string): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const ref = propertyRef(id);
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return false;
    const wanted = derivedLocationKeys(snapshot.get('location'));
    if (sameKeys(snapshot.get('locationKeys'), wanted)) return false;
    tx.update(ref, { locationKeys: wanted });
    return true;
  });
}
