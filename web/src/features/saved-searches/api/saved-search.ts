import type { DocumentSnapshot } from 'firebase/firestore';
import type { InstantValue } from '@homehaven/domain/queries/query-spec';
import type { SavedSearchDoc } from '@homehaven/domain/saved-searches';
import { toInstant } from '../../../lib/firebase/documents';

/** A saved search as the screens use it. */
export type SavedSearch = SavedSearchDoc<InstantValue> & { id: string };

/** A saved search from its document (the rules validated every field when it was written). */
export function toSavedSearch(snapshot: DocumentSnapshot): SavedSearch {
  const data = snapshot.data({ serverTimestamps: 'estimate' }) as SavedSearchDoc;
  return { ...data, id: snapshot.id, createdAt: toInstant(data.createdAt) };
}
