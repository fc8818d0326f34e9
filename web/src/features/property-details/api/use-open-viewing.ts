import { openViewingQuery } from '@homehaven/domain/queries/viewings';
import { useLiveQuery } from '../../../lib/firebase/use-live-query';
import { toViewing } from '../../../lib/viewings/viewing';

/** The buyer's open viewing of a listing (or null), live: it appears once requested, and goes when declined. */
export function useOpenViewing(buyerUid: string | null, propertyId: string) {
  return useLiveQuery(buyerUid ? openViewingQuery(buyerUid, propertyId) : null, (snapshot) => (snapshot.docs[0] ? toViewing(snapshot.docs[0]) : null));
}
