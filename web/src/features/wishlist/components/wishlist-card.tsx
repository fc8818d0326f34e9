import { css } from 'styled-system/css';
import { PropertyCard } from '../../../components/property/property-card';
import { Skeleton } from '../../../components/static/skeleton';
import type { WishlistEntry } from '../../../lib/firebase/documents';
import { useEntryListing } from '../api/use-entry-listing';
import { cardListingOf } from '../utils/card-listing';
import { MakeOfferLink } from './make-offer-link';
import { RemoveButton } from './remove-button';

/** Shown instead of the details link once the listing is no longer public. */
const UNLISTED_LABEL = 'No longer listed';
/** Where "Make an offer" will show, while the listing is checked. */
const OFFER_PLACEHOLDER = css({ h: '8', w: '32', rounded: 'md' });

interface WishlistCardProps {
  entry: WishlistEntry;
  /** Above the fold: the picture loads at once. */
  eager: boolean;
  /** A removal is running: Remove waits. */
  busy: boolean;
  onRemove: () => void;
}

/**
 * One saved listing as a property card. It watches its listing: "Make an offer" shows only while the
 * listing is public and unsold; a sold one gets the Sold badge, one no longer public says so. Remove
 * stays available whatever became of the listing.
 */
export function WishlistCard({ entry, eager, busy, onRemove }: WishlistCardProps) {
  const availability = useEntryListing(entry.propertyId);
  return (
    <PropertyCard
      listing={cardListingOf(entry, availability)}
      eager={eager}
      closedLabel={UNLISTED_LABEL}
      corner={<RemoveButton propertyName={entry.propertyName} disabled={busy} onClick={onRemove} />}
      actions={availability === 'open' ? <MakeOfferLink entry={entry} /> : availability === 'checking' ? <Skeleton className={OFFER_PLACEHOLDER} /> : null}
    />
  );
}
