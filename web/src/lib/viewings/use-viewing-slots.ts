import { useState } from 'react';
import { upcomingSlotsQuery } from '@homehaven/domain/queries/viewings';
import { useLiveQuery } from '../firebase/use-live-query';
import { instantOf, toSlot } from './viewing';

/** A listing's slots from now on, soonest first, live: a slot taken by someone else shows taken at once. */
export function useViewingSlots(propertyId: string) {
  // "Now" is fixed when the screen opens, so the query (and its subscription) stays the same.
  const [now] = useState(() => instantOf(new Date()));
  return useLiveQuery(upcomingSlotsQuery(propertyId, now), (snapshot) => snapshot.docs.map(toSlot));
}
