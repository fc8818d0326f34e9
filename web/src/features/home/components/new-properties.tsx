import { useRef } from 'react';
import { FiArrowRight } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { HOME_NEW_PROPERTIES } from '@homehaven/domain/constants';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../../config/paths';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { PropertyCard } from '../../../components/property/property-card';
import { PropertyGridSkeleton } from '../../../components/property/property-card-skeleton';
import { PropertyGrid } from '../../../components/property/property-grid';
import { ButtonLink } from '../../../components/static/links';
import { useNewProperties } from '../api/use-new-properties';
import { HomeSection } from './home-section';
import { isSoldListing } from '@homehaven/domain/listing-policy';

const NONE_FOUND = css({ color: 'fg.muted', textAlign: 'center', py: '10' });
const FOOT = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', mt: '10' });
const ALL = css({ rounded: 'full' });

/**
 * New Properties: the newest public listings as cards, live. Skeletons of the same size until they
 * arrive (also in the prerendered HTML: the read starts when the visitor nears the section).
 */
export function NewProperties({ className }: { className?: string }) {
  const sectionRef = useRef<HTMLElement>(null);
  const listings = useNewProperties(useNearViewport(sectionRef));
  return (
    <HomeSection ref={sectionRef} id="new-properties-heading" eyebrow="Just listed" title="New Properties" subtitle="The latest verified homes from our agents." className={className}>
      {listings.status === 'success' && listings.data.length > 0 ? (
        <PropertyGrid aria-label="New properties">
          {listings.data.map((listing) => (
            <li key={listing.id}>
              <PropertyCard listing={{ ...listing, sold: isSoldListing(listing) }} />
            </li>
          ))}
        </PropertyGrid>
      ) : listings.status === 'loading' ? (
        <PropertyGridSkeleton count={HOME_NEW_PROPERTIES} label="Loading new properties" />
      ) : (
        // A failed load is only logged; the list stays empty (docs/product.md §13.4 Only logged).
        <p className={NONE_FOUND}>{MESSAGES.property.noneFound}</p>
      )}
      <div className={FOOT}>
        <ButtonLink to={paths.properties.href()} palette="teal" variant="outline" size="lg" className={ALL}>
          All properties <FiArrowRight aria-hidden />
        </ButtonLink>
      </div>
    </HomeSection>
  );
}
