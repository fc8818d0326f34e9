import { css } from 'styled-system/css';
import { PropertyCard } from '../../../components/property/property-card';
import type { Listing } from '../../../lib/firebase/documents';
import { isSoldListing } from '@homehaven/domain/listing-policy';
import { ListingActions } from './listing-actions';
import { LegalCheckStatus } from '../../../components/legal-check/legal-check-status';

const FULL_WIDTH = css({ w: 'full' });

interface MyListingCardProps {
  listing: Listing;
  /** Above the fold: the picture loads at once. */
  eager: boolean;
  /** A delete is running: Delete waits. */
  busy: boolean;
  onDelete: () => void;
}

/**
 * One of the agent's listings as a property card: its status badge (and Sold), a details link when
 * verified or a label otherwise, a failed legal check's reason, then Update and Delete (none on a sold listing).
 */
export function MyListingCard({ listing, eager, busy, onDelete }: MyListingCardProps) {
  const sold = isSoldListing(listing);
  return (
    <PropertyCard
      listing={{ ...listing, sold }}
      eager={eager}
      actions={
        <>
          {/* A failed legal check says why here too, so the agent need not open the listing to learn it. */}
          {listing.legalCheck?.status === 'failed' ? (
            <div className={FULL_WIDTH}>
              <LegalCheckStatus check={listing.legalCheck} noteOf={listing.id} />
            </div>
          ) : null}
          <ListingActions id={listing.id} title={listing.title} sold={sold} busy={busy} onDelete={onDelete} />
        </>
      }
    />
  );
}
