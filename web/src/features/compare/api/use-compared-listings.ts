import { startTransition, useEffect, useState } from 'react';
import { isPublicListing } from '@homehaven/domain/listing-policy';
import { toListing, type Listing } from '../../../lib/firebase/documents';
import { listenWhenLoaded, retryReloads } from '../../../lib/firebase/load';
import { isAnswer, WITH_SOURCE_CHANGES } from '../../../lib/firebase/server-first';

/** One compared listing: still loading, public and current, no longer public (or gone), or unreadable. */
export type ComparedListing = { status: 'loading' } | { status: 'available'; listing: Listing } | { status: 'unavailable' } | { status: 'error' };

/**
 * The compared listings, each read live by id: a listing withdrawn, unverified or deleted while the
 * page is open turns "unavailable" (the rules refuse a non-public listing to the public, which reads
 * as missing; its agent or an admin, who may still read it, sees it unavailable too, as the public
 * would). A listing that cannot be read fails alone. Removing one keeps the others' values shown
 * while they are listened to again.
 */
export function useComparedListings(ids: readonly string[]) {
  const [attempt, setAttempt] = useState(0);
  const [byId, setById] = useState<Readonly<Record<string, ComparedListing>>>({});
  const key = ids.join(',');

  useEffect(() => {
    if (key === '') return undefined;
    const list = key.split(',');
    const settle = (id: string, value: ComparedListing) => startTransition(() => setById((previous) => ({ ...previous, [id]: value })));
    const fail = (id: string, error: unknown) => {
      console.error(`compared listing ${id}`, error);
      settle(id, { status: 'error' });
    };
    return listenWhenLoaded(
      (firestore) => {
        const stops = list.map((id) =>
          firestore.onSnapshot(
            firestore.doc(firestore.db, 'properties', id),
            WITH_SOURCE_CHANGES,
            (snapshot) => {
              if (!isAnswer(snapshot)) return;
              const listing = snapshot.exists() ? toListing(snapshot) : null;
              settle(id, listing && isPublicListing(listing) ? { status: 'available', listing } : { status: 'unavailable' });
            },
            (error) => ((error as { code?: unknown }).code === 'permission-denied' ? settle(id, { status: 'unavailable' }) : fail(id, error)),
          ),
        );
        return () => stops.forEach((stop) => stop());
      },
      (error) => list.forEach((id) => fail(id, error)),
    );
  }, [key, attempt]);

  return {
    byId: (id: string): ComparedListing => byId[id] ?? { status: 'loading' },
    // After a failed SDK download the same import would fail again: reload (the tray is kept).
    retry: () => (retryReloads() ? window.location.reload() : setAttempt((n) => n + 1)),
  };
}
