import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { geohashOf, isPosition, samePosition, type Position } from '@homehaven/domain/geo';
import { schoolsDocPath, type School } from '@homehaven/domain/neighbourhood';
import { db } from '../firestore/db';
import { logs } from '../logs';
import { propertyRef } from '../properties/listing';
import { fetchSchools } from './fetch-schools';
import { contendedTransaction } from '../firestore/contended-transaction';

/** How long "unavailable" stands before a later write of the listing asks the service again. */
export const RETRY_UNAVAILABLE_AFTER_MS = 15 * 60 * 1000;

/** `properties/{id}/neighbourhood/schools`. */
function schoolsRef(propertyId: string) {
  return db.doc(schoolsDocPath(propertyId));
}

/** Whether the stored schools already answer for `position`: fetched for it, and ready, or unavailable only recently. */
function isCurrent(stored: DocumentSnapshot, position: Position, now: number): boolean {
  const storedPosition: unknown = stored.get('position');
  if (!stored.exists || !isPosition(storedPosition) || !samePosition(storedPosition, position)) return false;
  if (stored.get('status') === 'ready') return true;
  const fetchedAt: unknown = stored.get('fetchedAt');
  return fetchedAt instanceof Timestamp && now - fetchedAt.toMillis() < RETRY_UNAVAILABLE_AFTER_MS;
}

/** The schools near a position, or null when the service failed (then logged). */
async function schoolsNear(propertyId: string, position: Position): Promise<School[] | null> {
  try {
    return await fetchSchools(position);
  } catch (error) {
    logs.schoolsUnavailable(propertyId, error);
    return null;
  }
}

/**
 * Keeps a listing's nearby schools (docs/listings.md "Nearby schools") with its position: fetched from
 * the Overpass endpoint when the position is set or changes, stored on the listing's own subcollection
 * (visitors read that, never the service; each position is fetched once), removed with the pin or the
 * listing. A failed fetch stores "unavailable" (the listing itself is saved all the same) and is tried
 * again on a later write after RETRY_UNAVAILABLE_AFTER_MS. It waits for the derived geohash: the
 * trigger's own write of it runs this again, and fetching on both runs would ask the service twice.
 * Run by onListingWritten.
 */
export async function followSchools(propertyId: string, before: DocumentSnapshot, after: DocumentSnapshot, now = Date.now()): Promise<void> {
  const ref = schoolsRef(propertyId);
  const position: unknown = after.exists ? after.get('position') : undefined;
  if (!isPosition(position)) {
    // Only a listing that had a position can have schools: the others (most writes) read nothing.
    if (!isPosition(before.exists ? before.get('position') : undefined)) return;
    if ((await ref.get()).exists) {
      await ref.delete();
      logs.schoolsRemoved(propertyId);
    }
    return;
  }
  if (after.get('geohash') !== geohashOf(position)) return;
  if (isCurrent(await ref.get(), position, now)) return;
  const schools = await schoolsNear(propertyId, position);
  const stored = { status: schools ? 'ready' : 'unavailable', position: { lat: position.lat, lng: position.lng }, schools: schools ?? [], fetchedAt: FieldValue.serverTimestamp() };
  // Only for the position the listing still has: when the pin moved meanwhile, that move's own run stores its schools.
  const written = await contendedTransaction(async (tx) => {
    const listing = await tx.get(propertyRef(propertyId));
    const current: unknown = listing.get('position');
    if (!listing.exists || !isPosition(current) || !samePosition(current, position)) return false;
    tx.set(ref, stored);
    return true;
  });
  if (written) logs.schoolsStored(propertyId, stored.status, stored.schools.length);
}
