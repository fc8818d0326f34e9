import { FiHome, FiRefreshCw } from 'react-icons/fi';
import { MESSAGES } from '@homehaven/domain/messages';
import { FILTER_MESSAGES } from '@homehaven/domain/listing-filters';
import { LISTINGS_PAGE_SIZE } from '@homehaven/domain/queries/listings';
import { PropertyCard } from '../../../components/property/property-card';
import { PropertyGridSkeleton } from '../../../components/property/property-card-skeleton';
import { PropertyGrid } from '../../../components/property/property-grid';
import { buttonClass } from '../../../components/static/button-style';
import { EmptyState } from '../../../components/ui/empty-state';
import type { Listing } from '../../../lib/firebase/documents';
import { isSoldListing } from '@homehaven/domain/listing-policy';

/** Cards above the fold on a wide screen (one row of 4): their pictures load at once (the first with high priority). */
const EAGER_CARDS = 4;
const RETRY = buttonClass({ variant: 'outline', palette: 'teal' });

type ListingResultsProps =
  { status: 'loading' } | { status: 'error'; onRetry: () => void } | { status: 'success'; listings: Listing[]; /** Filters are set: the empty list suggests widening them. */ filtered: boolean };

/** The grid of results: skeleton cards while loading, "No properties found" when empty or failed. */
export function ListingResults(props: ListingResultsProps) {
  if (props.status === 'loading') {
    return <PropertyGridSkeleton count={LISTINGS_PAGE_SIZE} label="Loading properties" />;
  }
  if (props.status === 'error' || props.listings.length === 0) {
    return (
      <EmptyState
        icon={FiHome}
        title={MESSAGES.property.noneFound}
        text={
          props.status === 'error'
            ? 'The listings could not be loaded. Check your connection and try again.'
            : props.filtered
              ? FILTER_MESSAGES.noneFoundHint
              : 'Try another location, or clear the search to see every listing.'
        }
        action={
          props.status === 'error' ? (
            <button type="button" onClick={props.onRetry} className={RETRY}>
              <FiRefreshCw aria-hidden /> Try again
            </button>
          ) : null
        }
      />
    );
  }
  return (
    <PropertyGrid aria-label="Properties">
      {props.listings.map((listing, index) => (
        <li key={listing.id}>
          <PropertyCard listing={{ ...listing, sold: isSoldListing(listing) }} eager={index < EAGER_CARDS} first={index === 0} />
        </li>
      ))}
    </PropertyGrid>
  );
}
