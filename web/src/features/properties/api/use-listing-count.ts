import { useEffect, useState } from 'react';
import { publicListingsCountQuery, type ListingsPageRequest } from '@homehaven/domain/queries/listings';
import type { CollectionQuery } from '@homehaven/domain/queries/query-spec';
import { countPublic } from '../../../lib/firebase/public-live/public-live-client';
import { whenIdle } from '../../../lib/idle';

/** The list a count is of: a search, an order and filters, without paging. */
export type CountedList = Pick<ListingsPageRequest, 'search' | 'order' | 'filters'>;

/** How many listings a list holds: unknown while counting or when the count failed (the results say enough then). */
export type ListingCount = { status: 'loading' } | { status: 'success'; count: number } | { status: 'error' };

/**
 * How many public listings a search and its filters find ("12 properties found"): a count
 * aggregation of the pages' own query, asked of the public live worker once the browser is idle, so it
 * never competes with the first paint. `shown` is what the page shows of the list (null while it
 * loads): when it changes (a listing verified meanwhile, another page), the count is asked again, the
 * last one shown until then. A `null` list counts nothing.
 */
export function useListingCount(list: CountedList | null, shown: unknown): ListingCount {
  const key = list === null ? null : JSON.stringify(publicListingsCountQuery(list));
  const [settled, setSettled] = useState<{ key: string; count: number | null } | null>(null);

  useEffect(() => {
    if (key === null || shown === null) return undefined;
    let stopped = false;
    const cancel = whenIdle(() => {
      countPublic(JSON.parse(key) as CollectionQuery).then(
        (count) => !stopped && setSettled({ key, count }),
        (error: unknown) => {
          console.error(`count of ${key}`, error);
          if (!stopped) setSettled({ key, count: null });
        },
      );
    });
    return () => {
      stopped = true;
      cancel();
    };
  }, [key, shown]);

  if (settled === null || settled.key !== key) return { status: 'loading' };
  return settled.count === null ? { status: 'error' } : { status: 'success', count: settled.count };
}
