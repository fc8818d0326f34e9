import { Stack, Text } from '@chakra-ui/react';
import { FiInbox, FiTrendingUp } from 'react-icons/fi';
import { formatDay } from '@homehaven/domain/format';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../config/paths';
import { OfferRow } from '../../components/offer/offer-row';
import { OfferRowSkeletons } from '../../components/offer/offer-row-skeleton';
import { DashboardPage } from '../../components/ui/dashboard-page';
import { EmptyState } from '../../components/ui/empty-state';
import { PagedList } from '../../components/ui/paged-list';
import { ButtonLink } from '../../components/ui/router-link';
import { instantToDate } from '../../lib/firebase/documents';
import { useNewestPageView } from '../../lib/use-newest-page-view';
import { useMySales } from './api/use-my-sales';
import { useSalesTotal } from './api/use-sales-total';
import { SalesTotal } from './components/sales-total';

/**
 * Sold properties (/dashboard/soldProperties): the agent's accepted offers, latest sale first, live
 * and paged, with the total sold amount over every sale (not only the page shown).
 */
export function SoldPropertiesPage() {
  const view = useNewestPageView();
  const result = useMySales(view);
  const total = useSalesTotal(result.status === 'success' ? result.data.items.map((sale) => sale.id).join(',') : 'loading');

  return (
    <DashboardPage title="Sold properties" description="Your accepted offers: the buyer, the price and the day of each sale.">
      <SalesTotal total={total} />
      <PagedList
        result={result}
        view={view}
        loading={<OfferRowSkeletons label="Loading your sales" />}
        error={{ icon: FiTrendingUp, title: 'Your sales could not be loaded.' }}
        empty={
          <EmptyState
            icon={FiTrendingUp}
            title={MESSAGES.empty.sold}
            text="When you accept a paid offer, the sale shows here."
            action={
              <ButtonLink to={paths.dashboard.requested.href()} colorPalette="teal" variant="outline">
                <FiInbox aria-hidden /> See requested properties
              </ButtonLink>
            }
          />
        }
      >
        {(sales) => (
          <Stack as="ul" listStyleType="none" gap="4" aria-label="Your sales">
            {sales.map((sale) => (
              <li key={sale.id}>
                <OfferRow
                  testId="sale-row"
                  title={sale.propertyTitle}
                  image={sale.propertyImage}
                  location={sale.location}
                  amount={sale.offerAmount}
                  details={
                    <>
                      <Text>
                        Bought by {sale.buyerName || 'Buyer'} · {sale.buyerEmail}
                      </Text>
                      <Text color="fg.muted">Sold {formatDay(instantToDate(sale.decidedAt ?? sale.createdAt))}</Text>
                    </>
                  }
                />
              </li>
            ))}
          </Stack>
        )}
      </PagedList>
    </DashboardPage>
  );
}
