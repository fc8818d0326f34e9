import { FiHome } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { AGENCY_LISTINGS_PAGE_SIZE, AGENCY_PROFILE_MESSAGES as M } from '@homehaven/domain/agency-profile';
import { isSoldListing } from '@homehaven/domain/listing-policy';
import { PropertyCard } from '../../../components/property/property-card';
import { PropertyGridSkeleton } from '../../../components/property/property-card-skeleton';
import { PropertyGrid } from '../../../components/property/property-grid';
import { buttonClass } from '../../../components/static/button-style';
import { EmptyState } from '../../../components/ui/empty-state';
import type { Listing } from '../../../lib/firebase/documents';

const TITLE = cx(heading({ size: 'xl' }), css({ mb: '4' }));
const MORE_ROW = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', mt: '8' });
const MORE = buttonClass({ variant: 'outline', palette: 'teal' });
const FAILED = css({ fontSize: 'sm', color: 'red.700' });
/** Cards above the fold on a wide screen (one row of 4): their pictures load at once (the first with high priority, preloaded by the render's head). */
const EAGER_CARDS = 4;

type AgencyListingsProps =
  | { status: 'loading' }
  | {
      status: 'success';
      agencyName: string;
      listings: readonly Listing[];
      /** A further page exists. */
      hasMore: boolean;
      more: 'idle' | 'loading' | 'failed';
      onMore: () => void;
    };

/** An agency's public listings as the cards of All properties, "More listings" under them; skeleton cards while loading. */
export function AgencyListings(props: AgencyListingsProps) {
  return (
    <section aria-labelledby="agency-listings">
      <h2 id="agency-listings" className={TITLE}>
        {M.listings}
      </h2>
      {props.status === 'loading' ? (
        <PropertyGridSkeleton count={AGENCY_LISTINGS_PAGE_SIZE} label="Loading listings" />
      ) : props.listings.length === 0 ? (
        <EmptyState icon={FiHome} title={M.noListings} text={M.noListingsText} />
      ) : (
        <>
          <PropertyGrid aria-label={`Listings of ${props.agencyName}`}>
            {props.listings.map((listing, index) => (
              <li key={listing.id}>
                <PropertyCard listing={{ ...listing, sold: isSoldListing(listing) }} eager={index < EAGER_CARDS} first={index === 0} />
              </li>
            ))}
          </PropertyGrid>
          {props.hasMore ? (
            <div className={MORE_ROW}>
              <button type="button" className={MORE} onClick={props.onMore} aria-disabled={props.more === 'loading' ? 'true' : undefined} aria-busy={props.more === 'loading' ? 'true' : undefined}>
                {M.moreListings}
              </button>
              {props.more === 'failed' ? (
                <p className={FAILED} role="alert">
                  {M.moreFailed}
                </p>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
