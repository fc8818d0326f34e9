import { FiHome, FiPlus } from 'react-icons/fi';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../../config/paths';
import { PropertyCardSkeleton } from '../../../components/property/property-card-skeleton';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { ButtonLink } from '../../../components/static/links';
import type { PageView } from '../../../lib/page-url';
import type { useMyListings } from '../api/use-my-listings';
import { MyListingList } from './my-listing-list';
import { MyListingsGrid } from './my-listings-grid';

/** Placeholders while the first result loads: a screenful at any column count (1, 2 or 3). */
const SKELETONS = 6;

interface MyListingsContentProps {
  result: ReturnType<typeof useMyListings>;
  /** The page the URL names. */
  view: PageView;
}

/** The page's body in each state (`PagedList`): card placeholders, a retry, the required empty text, or the listings. */
export function MyListingsContent({ result, view }: MyListingsContentProps) {
  return (
    <PagedList
      result={result}
      view={view}
      loading={
        <MyListingsGrid aria-busy="true" aria-label="Loading your properties">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <li key={i}>
              <PropertyCardSkeleton withActions />
            </li>
          ))}
        </MyListingsGrid>
      }
      error={{ icon: FiHome, title: 'Your properties could not be loaded.' }}
      empty={
        <EmptyState
          icon={FiHome}
          title={MESSAGES.property.noneFound}
          text="You have not added a property yet. Add one: it shows here while an admin verifies it."
          action={
            <ButtonLink to={paths.dashboard.addProperty.href()} palette="teal" variant="outline">
              <FiPlus aria-hidden /> Add a property
            </ButtonLink>
          }
        />
      }
    >
      {(listings) => <MyListingList listings={listings} />}
    </PagedList>
  );
}
