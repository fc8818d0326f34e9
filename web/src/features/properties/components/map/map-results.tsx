import { FiMap } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { MESSAGES } from '@homehaven/domain/messages';
import { isSoldListing } from '@homehaven/domain/listing-policy';
import { PropertyCard } from '../../../../components/property/property-card';
import { PropertyCardSkeleton } from '../../../../components/property/property-card-skeleton';
import { EmptyState } from '../../../../components/ui/empty-state';
import type { MapListingsState } from '../../api/use-map-listings';
import { MAP_MESSAGES } from './map-messages';

/** One column beside the map; over it on a phone, two columns from a tablet's width. */
const LIST = css({ display: 'grid', gap: '4', listStyleType: 'none', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'minmax(0, 1fr)' } });
const SKELETON_CARDS = 2;

/** The map's results as the app's property cards, the same listings as its markers, in the list's order. */
export function MapResults({ state }: { state: MapListingsState }) {
  if (state.status === 'error') return null; // The alert above the map says it, with Try again.
  if (state.status === 'loading') {
    return (
      <ul className={LIST} aria-busy="true" aria-label="Loading properties">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i}>
            <PropertyCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  const { listings } = state.results;
  if (listings.length === 0) return <EmptyState icon={FiMap} title={MESSAGES.property.noneFound} text={MAP_MESSAGES.emptyHint} />;
  return (
    <ul className={LIST} aria-label={MAP_MESSAGES.resultsLabel}>
      {listings.map((listing) => (
        <li key={listing.id}>
          <PropertyCard listing={{ ...listing, sold: isSoldListing(listing) }} />
        </li>
      ))}
    </ul>
  );
}
