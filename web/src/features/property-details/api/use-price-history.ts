import { useState } from 'react';
import type { QuerySnapshot } from 'firebase/firestore';
import type { PriceHistoryEntryDoc } from '@homehaven/domain/price-history';
import { PRICE_HISTORY_PAGE_SIZE, priceHistoryQuery } from '@homehaven/domain/queries/price-history';
import { instantToDate, toInstant } from '../../../lib/firebase/documents';
import { useLiveQuery } from '../../../lib/firebase/use-live-query';

/** One recorded price change as the section shows it. */
export interface PriceChange {
  id: string;
  MinimumPrice: number;
  MaximumPrice: number;
  previous: { MinimumPrice: number; MaximumPrice: number };
  at: Date;
}

/** The changes in a snapshot, newest first (the system wrote them: fields are trusted). */
function toChanges(snapshot: QuerySnapshot): PriceChange[] {
  return snapshot.docs.map((doc) => {
    const entry = doc.data() as PriceHistoryEntryDoc;
    return {
      id: doc.id,
      MinimumPrice: entry.MinimumPrice,
      MaximumPrice: entry.MaximumPrice,
      previous: { MinimumPrice: entry.previousMinimumPrice, MaximumPrice: entry.previousMaximumPrice },
      at: instantToDate(toInstant(entry.changedAt)),
    };
  });
}

/**
 * A listing's price changes, newest first, live (an agent's edit shows without a reload). Reads a
 * page at a time plus one, which only tells whether there are more; `showMore` widens the window.
 * `complete` says the whole history is loaded (the chart may then start at the listing day).
 */
export function usePriceHistory(propertyId: string) {
  const [count, setCount] = useState(PRICE_HISTORY_PAGE_SIZE);
  const changes = useLiveQuery(priceHistoryQuery(propertyId, count + 1), toChanges);
  const more = changes.status === 'success' && changes.data.length > count;
  const shown = changes.status === 'success' ? { ...changes, data: changes.data.slice(0, count) } : changes;
  return { ...shown, canShowMore: more, complete: changes.status === 'success' && !more, showMore: () => setCount((n) => n + PRICE_HISTORY_PAGE_SIZE) };
}
