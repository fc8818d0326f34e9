import type { QuerySnapshot } from 'firebase/firestore';
import { documentsQuery, type ListingDocumentDoc } from '@homehaven/domain/legal-check';
import type { InstantValue } from '@homehaven/domain/queries/query-spec';
import { plainDoc, toInstant } from '../firebase/documents';
import { useLiveQuery } from '../firebase/use-live-query';

/** An ownership document as the screens show it: its id and what is known of it. */
export type ListingDocument = ListingDocumentDoc<InstantValue> & { id: string };

function toDocuments(snapshot: QuerySnapshot): ListingDocument[] {
  return snapshot.docs.map((doc) => {
    const { id, data } = plainDoc(doc);
    const fields = data as unknown as ListingDocumentDoc;
    return {
      id,
      name: fields.name,
      contentType: fields.contentType,
      size: fields.size,
      uploadedAt: toInstant(fields.uploadedAt),
    };
  });
}

/**
 * A listing's ownership documents, live (an upload or removal in another tab shows at once). The
 * rules let only the listing's agent and admins read them; `null` reads nothing.
 */
export function useListingDocuments(propertyId: string | null) {
  return useLiveQuery(propertyId === null ? null : documentsQuery(propertyId), toDocuments);
}
