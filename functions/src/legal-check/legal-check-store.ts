import type { DocumentReference } from 'firebase-admin/firestore';
import { DOCUMENTS, LEGAL_CHECK_NOTE } from '@homehaven/domain/legal-check';
import { propertyRef } from '../properties/listing';

/** `properties/{id}/documents/{documentId}`. */
export function documentRef(propertyId: string, documentId: string): DocumentReference {
  return propertyRef(propertyId).collection(DOCUMENTS).doc(documentId);
}

/** `properties/{id}/legalCheckNote/latest`: the admin's note, private to the agent and admins. */
export function noteRef(propertyId: string): DocumentReference {
  return propertyRef(propertyId).collection(LEGAL_CHECK_NOTE.collection).doc(LEGAL_CHECK_NOTE.id);
}
