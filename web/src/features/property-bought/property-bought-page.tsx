import { FiHeart, FiShoppingBag } from 'react-icons/fi';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../config/paths';
import { PropertyCardSkeleton } from '../../components/property/property-card-skeleton';
import { PropertyGrid } from '../../components/property/property-grid';
import { DashboardPage } from '../../components/ui/dashboard-page';
import { EmptyState } from '../../components/ui/empty-state';
import { PagedList } from '../../components/ui/paged-list';
import { ButtonLink } from '../../components/static/links';
import { useNewestPageView } from '../../lib/use-newest-page-view';
import { useMyOffers } from './api/use-my-offers';
import { OfferCard } from './components/offer-card';

/** Property Bought (/dashboard/propertyBought): the buyer's offers, newest first, live, paged. */
export function PropertyBoughtPage() {
  const view = useNewestPageView();
  const result = useMyOffers(view);
  return (
    <DashboardPage title="Property bought" description="Your offers: pay for a pending one, then follow the agent's decision here as it happens.">
      <PagedList
        result={result}
        view={view}
        loading={
          <PropertyGrid aria-busy="true" aria-label="Loading your offers" layout="offers">
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i}>
                <PropertyCardSkeleton />
              </li>
            ))}
          </PropertyGrid>
        }
        error={{ icon: FiShoppingBag, title: 'Your offers could not be loaded.' }}
        empty={
          <EmptyState
            icon={FiShoppingBag}
            title={MESSAGES.empty.bought}
            text="Make an offer on a property from your wishlist, then pay for it here."
            action={
              <ButtonLink to={paths.dashboard.wishlist.href()} palette="teal" variant="outline">
                <FiHeart aria-hidden /> Go to my wishlist
              </ButtonLink>
            }
          />
        }
      >
        {(offers) => (
          <PropertyGrid aria-label="Your offers" layout="offers">
            {offers.map((offer, index) => (
              <li key={offer.id}>
                <OfferCard offer={offer} eager={index < 4} />
              </li>
            ))}
          </PropertyGrid>
        )}
      </PagedList>
    </DashboardPage>
  );
}
