import { NEW_PROPERTIES_QUERY } from '@homehaven/domain/queries/listings';
import { toListing } from '../../../lib/firebase/documents';
import { useLiveQuery } from '../../../lib/firebase/use-live-query';

/** New Properties on home: the 8 newest public listings, live. */
export function useNewProperties() {
  return useLiveQuery(NEW_PROPERTIES_QUERY, (snapshot) => snapshot.docs.map(toListing));
}
