import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { logs } from '../logs';
import { sameKeys } from '../search/same-keys';
import { derivedLocationKeys } from './location-keys';
import { syncLocationKeys } from './sync-location-keys';

/**
 * Derives a listing's search keys from its location on each create and update, whoever wrote it (a
 * client under the rules, which refuse client-written keys; the facade; a seed): so no listing can be
 * forged into another place's search. Idempotent: a listing whose keys already match is not written,
 * which also ends the one re-run its own write causes. Deletes are ignored. Run by onListingWritten.
 */
export async function followLocation(propertyId: string, after: DocumentSnapshot): Promise<void> {
  if (!after.exists) return;
  if (sameKeys(after.get('locationKeys'), derivedLocationKeys(after.get('location')))) return;
  if (await syncLocationKeys(propertyId)) logs.locationKeysDerived(propertyId);
}
