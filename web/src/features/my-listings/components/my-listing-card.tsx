import { css } from 'styled-system/css';
import { PropertyCard } from '../../../components/property/property-card';
import type { Listing } from '../../../lib/firebase/documents';
import { isSoldListing } from '@homehaven/domain/listing-policy';
import { isPausedListing } from '@homehaven/domain/listing-pause';
import type { PauseAction } from '../api/use-pause-listing';
import { FeatureRow } from './feature-row';
import { ListingActions } from './listing-actions';
import { LegalCheckStatus } from '../../../components/legal-check/legal-check-status';

const FULL_WIDTH = css({ w: 'full' });

interface MyListingCardProps {
  listing: Listing;
  /** Above the fold: the picture loads at once. */
  eager: boolean;
  /** A delete is running: Delete waits. */
  busy: boolean;
  /** A pause or resume of this listing is running. */
  pausing: boolean;
  onDelete: () => void;
  onPause: (action: PauseAction) => void;
  onFeature: () => void;
}

/**
 * One of the agent's listings as a property card: its status badge (and Sold, Featured), a details
 * link when verified or a label otherwise (Paused for a paused one), a failed legal check's reason,
 * then Update, Pause or Resume, and Delete (neither of the last on a sold listing), and Feature or
 * how long it stays featured.
 */
export function MyListingCard({ listing, eager, busy, pausing, onDelete, onPause, onFeature }: MyListingCardProps) {
  const sold = isSoldListing(listing);
  const paused = isPausedListing(listing);
  return (
    <PropertyCard
      listing={{ ...listing, sold, paused }}
      eager={eager}
      actions={
        <>
          {/* A failed legal check says why here too, so the agent need not open the listing to learn it. */}
          {listing.legalCheck?.status === 'failed' ? (
            <div className={FULL_WIDTH}>
              <LegalCheckStatus check={listing.legalCheck} noteOf={listing.id} />
            </div>
          ) : null}
          <ListingActions
            id={listing.id}
            title={listing.title}
            sold={sold}
            paused={paused}
            busy={busy}
            pausing={pausing}
            onDelete={onDelete}
            onPause={() => onPause('pause')}
            onResume={() => onPause('resume')}
          />
          <FeatureRow listing={listing} sold={sold} onFeature={onFeature} />
        </>
      }
    />
  );
}
