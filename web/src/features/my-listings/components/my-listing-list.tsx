import { useState } from 'react';
import { isFeaturedListing } from '@homehaven/domain/featured-listings';
import { DeleteConfirmDialog } from '../../../components/ui/delete-confirm-dialog';
import type { Listing } from '../../../lib/firebase/documents';
import { useDeleteQuestion } from '../hooks/use-delete-question';
import { usePauseListing } from '../api/use-pause-listing';
import { usePageTime } from '../../../lib/use-page-time';
import { FeatureDialog } from './feature-dialog';
import { MyListingCard } from './my-listing-card';
import { MyListingsGrid } from './my-listings-grid';

/** Cards above the fold on a wide screen (the first row): their pictures load at once. */
const EAGER_CARDS = 3;

/**
 * The agent's listings as cards, in the list's order (newest first), with Pause or Resume, Delete
 * behind the delete confirmation, and Feature behind its dialog. One delete runs at a time: every Delete and the dialog wait while it does.
 */
export function MyListingList({ listings }: { listings: Listing[] }) {
  const [featuring, setFeaturing] = useState<string | null>(null);
  const now = usePageTime();
  const question = useDeleteQuestion();
  const pause = usePauseListing();
  const { target, busy } = question;
  // A listing gone meanwhile (deleted in another tab) closes a question about it.
  const asking = target !== null && (busy || listings.some((listing) => listing.id === target.id));
  // Featured meanwhile (from the plan, or once Stripe confirmed the payment), or gone: the dialog closes.
  const toFeature = listings.find((listing) => listing.id === featuring && !isFeaturedListing(listing, now)) ?? null;

  return (
    <>
      <MyListingsGrid aria-label="Your properties">
        {listings.map((listing, index) => (
          <li key={listing.id}>
            <MyListingCard
              listing={listing}
              eager={index < EAGER_CARDS}
              busy={busy}
              pausing={pause.busyId === listing.id}
              onDelete={() => question.ask(listing)}
              onPause={(action) => pause.run(listing.id, action)}
              onFeature={() => setFeaturing(listing.id)}
            />
          </li>
        ))}
      </MyListingsGrid>
      <DeleteConfirmDialog open={asking} busy={busy} onConfirm={question.confirm} onClose={question.cancel} />
      <FeatureDialog listing={toFeature} onClose={() => setFeaturing(null)} />
    </>
  );
}
