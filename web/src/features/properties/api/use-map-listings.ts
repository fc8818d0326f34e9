import { useMemo, useState } from 'react';
import type { MapView } from '@homehaven/domain/geo';
import type { ListingOrder } from '@homehaven/domain/queries/listings';
import { mapListingsQueries, mapResults, type MapListingsRequest, type MapResults } from '@homehaven/domain/queries/map';
import { listingFromDoc, type Listing, type PlainDoc } from '../../../lib/firebase/documents';
import { listenPublic } from '../../../lib/firebase/public-live/public-live-client';
import { useLiveSource } from '../../../lib/firebase/use-live-subscription';

/** A listing as the map places and orders it. */
export type MapListing = Listing & { readonly createdAtSeconds: number };

/** What every range of a view answered, with the view it was for. */
interface ViewAnswers {
  readonly view: MapView;
  readonly answers: readonly MapListing[][];
}

/** What the map shows: its first results loading, the listings of the searched view, or the error that stopped them. */
export type MapListingsState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | {
      status: 'success';
      results: MapResults<MapListing>;
      /** The view searched since is still loading: these are the previous view's results. */
      updating: boolean;
    };

function mapListingOf(doc: PlainDoc): MapListing {
  const listing = listingFromDoc(doc);
  return { ...listing, createdAtSeconds: listing.createdAt.$seconds };
}

/**
 * Follows every geohash range of a view in the public live worker (Firestore off the main thread,
 * started only when a map is shown) and answers once each range has answered, then on every change:
 * the map stays live like the list.
 */
function followView(key: string, next: (data: ViewAnswers) => void, fail: (error: Error) => void): () => void {
  const request = JSON.parse(key) as MapListingsRequest;
  const queries = mapListingsQueries(request);
  const answers: (MapListing[] | undefined)[] = queries.map(() => undefined);
  const stops = queries.map((query, index) =>
    listenPublic(
      query,
      (docs) => {
        answers[index] = docs.map(mapListingOf);
        if (answers.every((answer) => answer !== undefined)) next({ view: request.view, answers: [...answers] as MapListing[][] });
      },
      fail,
    ),
  );
  return () => stops.forEach((stop) => stop());
}

/**
 * The public listings within the searched view of the map (docs/listings.md "Map"), with the list's
 * location search and filters, in the list's order: mapListingsQueries' bounded geohash ranges,
 * merged by mapResults. A new view keeps showing the previous results until its own arrive, so
 * markers do not blink on every move. `null` reads nothing (no view searched yet).
 */
export function useMapListings(request: MapListingsRequest | null, order: ListingOrder): MapListingsState {
  const key = request === null ? null : JSON.stringify(request);
  const live = useLiveSource<ViewAnswers>(key, followView);
  // The last answers shown, kept while a new view loads (state adjusted during render, as React advises for derived state).
  const [last, setLast] = useState<ViewAnswers | null>(null);
  if (live.status === 'success' && live.data !== last) setLast(live.data);
  const shown = live.status === 'success' ? live.data : live.status === 'loading' ? last : null;
  const results = useMemo(() => (shown === null ? null : mapResults(shown.answers, shown.view, order)), [shown, order]);
  if (live.status === 'error') return { status: 'error', retry: live.retry };
  if (results === null) return { status: 'loading' };
  return { status: 'success', results, updating: live.status === 'loading' };
}
