import { DOCUMENTS } from '@homehaven/domain/legal-check';
import { db } from '../firestore/db';
import { propertyRef } from '../properties/listing';
import { removeDocument } from './document-store';
import { noteRef } from './legal-check-store';

/**
 * Removes a deleted listing's ownership documents: their files from private storage, then their
 * records (a listing holds at most a handful) and the legal check's note. Run after the listing's deletion committed, so a
 * refused deletion keeps them; a failure leaves only unreachable files and records (nothing serves
 * a deleted listing's documents).
 */
export async function removeListingDocuments(propertyId: string): Promise<void> {
  const documents = await propertyRef(propertyId).collection(DOCUMENTS).get();
  await Promise.all(documents.docs.map((document) => removeDocument(propertyId, document.id)));
  await db.recursiveDelete(propertyRef(propertyId).collection(DOCUMENTS));
  await noteRef(propertyId).delete();
}
