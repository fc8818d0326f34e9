import { FiInbox, FiTrendingUp } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { formatDay } from '@homehaven/domain/format';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../config/paths';
import { OfferRow } from '../../components/offer/offer-row';
import { OfferRowSkeletons } from '../../components/offer/offer-row-skeleton';
import { DashboardPage } from '../../components/ui/dashboard-page';
import { EmptyState } from '../../components/ui/empty-state';
import { PagedList } from '../../components/ui/paged-list';
import { ButtonLink } from '../../components/static/links';
import { instantToDate } from '../../lib/firebase/documents';
import { useNewestPageView } from '../../lib/use-newest-page-view';
import { useMySales } from './api/use-my-sales';
import { useSalesTotal } from '../../lib/sales/use-sales-total';
import { SalesTotal } from '../../components/offer/sales-total';

const LIST = css({ display: 'flex', flexDirection: 'column', gap: '4', listStyleType: 'none' });
const MUTED = css({ color: 'fg.muted' });

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
              <ButtonLink to={paths.dashboard.requested.href()} palette="teal" variant="outline">
                <FiInbox aria-hidden /> See requested properties
              </ButtonLink>
            }
          />
        }
      >
        {(sales) => (
          <ul className={LIST} aria-label="Your sales">
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
                      <p>
                        Bought by {sale.buyerName || 'Buyer'} · {sale.buyerEmail}
                      </p>
                      <p className={MUTED}>Sold {formatDay(instantToDate(sale.decidedAt ?? sale.createdAt))}</p>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </DashboardPage>
  );
}
