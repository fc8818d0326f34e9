import { API_URL } from '../../../tools/emulators/config';
import { db } from '../facade/support/admin';

/** Calls for the legal check's facade paths (docs/facade.md "Legal check"), as `token`'s owner when given. */

/** POST /properties/{id}/documents with `bytes` in the multipart field `document`. */
export function attach(propertyId: string, bytes: Buffer, filename: string, type: string, token?: string, field = 'document'): Promise<Response> {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return fetch(`${API_URL}/properties/${propertyId}/documents`, {
    method: 'POST',
    body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

/** POST a document and answer its new id (failing loudly otherwise). */
export async function attached(propertyId: string, bytes: Buffer, filename: string, token: string): Promise<string> {
  const response = await attach(propertyId, bytes, filename, 'application/pdf', token);
  const body = (await response.json()) as {
    insertedId?: string;
    message?: string;
  };
  if (response.status !== 201 || !body.insertedId) throw new Error(`attach answered ${response.status}: ${body.message}`);
  return body.insertedId;
}

/** GET /properties/{id}/documents/{documentId} (the path as given: bad ids are sent as they are). */
export function fetchDocument(propertyId: string, documentId: string, token?: string): Promise<Response> {
  return fetch(`${API_URL}/properties/${propertyId}/documents/${documentId}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

/** POST /properties/{id}/documents/{documentId}/link: a short-lived address opening the document. */
export function requestLink(propertyId: string, documentId: string, token?: string): Promise<Response> {
  return fetch(`${API_URL}/properties/${propertyId}/documents/${documentId}/link`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

/** DELETE /properties/{id}/documents/{documentId}. */
export function detach(propertyId: string, documentId: string, token?: string): Promise<Response> {
  return fetch(`${API_URL}/properties/${propertyId}/documents/${documentId}`, {
    method: 'DELETE',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

/** PATCH /properties/{id}/legal-check with a JSON body. */
export function decide(propertyId: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${API_URL}/properties/${propertyId}/legal-check`, {
    method: 'PATCH',
    body: JSON.stringify(body),
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
}

/** The listing's stored legalCheck (undefined when it has none). */
export async function storedCheck(propertyId: string): Promise<Record<string, unknown> | undefined> {
  return (await db.collection('properties').doc(propertyId).get()).get('legalCheck') as Record<string, unknown> | undefined;
}

/** The listing's stored legal check note (undefined when it has none). */
export async function storedNote(propertyId: string): Promise<Record<string, unknown> | undefined> {
  return (await db.doc(`properties/${propertyId}/legalCheckNote/latest`).get()).data();
}

/** The ids of the listing's document records. */
export async function storedDocumentIds(propertyId: string): Promise<string[]> {
  return (await db.collection('properties').doc(propertyId).collection('documents').get()).docs.map((doc) => doc.id);
}

/** Removes the document records a test left under a listing (the world's remove() leaves subcollections). */
export async function removeDocumentRecords(propertyIds: readonly string[]): Promise<void> {
  for (const id of propertyIds) {
    await db.recursiveDelete(db.collection('properties').doc(id).collection('documents'));
    await db.recursiveDelete(db.collection('properties').doc(id).collection('legalCheckNote'));
  }
}
