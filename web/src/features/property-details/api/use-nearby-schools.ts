import type { DocumentSnapshot } from 'firebase/firestore';
import type { Position } from '@homehaven/domain/geo';
import { neighbourhoodPath, SCHOOLS_DOC_ID, type SchoolsDoc } from '@homehaven/domain/neighbourhood';
import { useLiveDocument } from '../../../lib/firebase/use-live-document';
import { nearbySchools } from './nearby-schools';

/** The schools document's fields (functions write it, the rules refuse clients: trusted). */
const toSchoolsDoc = (snapshot: DocumentSnapshot) => snapshot.data() as SchoolsDoc;

/**
 * The nearby schools of a listing at `position`, live: the function's answer shows as soon as it is
 * stored, without a reload (docs/listings.md "Nearby schools").
 */
export function useNearbySchools(propertyId: string, position: Position) {
  const doc = useLiveDocument(neighbourhoodPath(propertyId), SCHOOLS_DOC_ID, toSchoolsDoc);
  return doc.status === 'success' ? { ...doc, data: nearbySchools(doc.data, position) } : doc;
}
