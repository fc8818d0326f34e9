import { Center, Text } from '@chakra-ui/react';
import { FiArrowRight } from 'react-icons/fi';
import { HOME_NEW_PROPERTIES } from '@homehaven/domain/constants';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../../config/paths';
import { PropertyCard } from '../../../components/property/property-card';
import { PropertyCardSkeleton } from '../../../components/property/property-card-skeleton';
import { PropertyGrid } from '../../../components/property/property-grid';
import { ButtonLink } from '../../../components/ui/router-link';
import { useNewProperties } from '../api/use-new-properties';
import { HomeSection } from './home-section';

/** New Properties: the newest public listings as cards, live; skeletons of the same size while loading. */
export function NewProperties() {
  const listings = useNewProperties();
  return (
    <HomeSection id="new-properties-heading" eyebrow="Just listed" title="New Properties" subtitle="The latest verified homes from our agents.">
      {listings.status === 'success' && listings.data.length > 0 ? (
        <PropertyGrid aria-label="New properties">
          {listings.data.map((listing) => (
            <li key={listing.id}>
              <PropertyCard listing={{ ...listing, sold: listing.soldAt !== undefined }} />
            </li>
          ))}
        </PropertyGrid>
      ) : listings.status === 'loading' ? (
        <PropertyGrid aria-busy="true" aria-label="Loading new properties">
          {Array.from({ length: HOME_NEW_PROPERTIES }, (_, i) => (
            <li key={i}>
              <PropertyCardSkeleton />
            </li>
          ))}
        </PropertyGrid>
      ) : (
        // Spec section 8: a failed load is only logged; the list stays empty.
        <Text color="fg.muted" textAlign="center" py="10">
          {MESSAGES.property.noneFound}
        </Text>
      )}
      <Center mt="10">
        <ButtonLink to={paths.properties.href()} colorPalette="teal" variant="outline" size="lg" rounded="full">
          All properties <FiArrowRight aria-hidden />
        </ButtonLink>
      </Center>
    </HomeSection>
  );
}
