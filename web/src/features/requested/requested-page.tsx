import { FiInbox, FiPlusSquare } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { paidByTransfer, TRANSFER_STATUS_LABELS } from '@homehaven/domain/bank-transfers';
import { formatDay } from '@homehaven/domain/format';
import { paths } from '../../config/paths';
import { OfferRow } from '../../components/offer/offer-row';
import { OfferRowSkeletons } from '../../components/offer/offer-row-skeleton';
import { OfferStatusBadge } from '../../components/offer/offer-status-badge';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { DashboardPage } from '../../components/ui/dashboard-page';
import { EmptyState } from '../../components/ui/empty-state';
import { PagedList } from '../../components/ui/paged-list';
import { ButtonLink } from '../../components/static/links';
import { instantToDate } from '../../lib/firebase/documents';
import { useNewestPageView } from '../../lib/use-newest-page-view';
import { decisionQuestion, useDecision } from './api/use-decision';
import { useOffersOnMyListings } from './api/use-offers-on-my-listings';
import { DecisionButtons } from './components/decision-buttons';

const LIST = css({ display: 'flex', flexDirection: 'column', gap: '4', listStyleType: 'none' });

/**
 * Requested properties (/dashboard/requested): the offers on the agent's listings, newest first, live
 * and paged. A paid (bought) offer can be accepted or rejected, after a question, through the decision
 * endpoint; unpaid ones show but cannot be decided.
 */
export function RequestedPage() {
  const view = useNewestPageView();
  const result = useOffersOnMyListings(view);
  const decision = useDecision();
  const question = decision.asking ? decisionQuestion(decision.asking) : null;

  return (
    <DashboardPage title="Requested properties" description="Offers buyers made on your listings. Accept or reject a paid offer; a rejected payment is refunded.">
      <PagedList
        result={result}
        view={view}
        loading={<OfferRowSkeletons label="Loading offers" />}
        error={{ icon: FiInbox, title: 'The offers could not be loaded.' }}
        empty={
          <EmptyState
            icon={FiInbox}
            title="No offers yet."
            text="Offers buyers make on your verified listings appear here. You can accept or reject them once they are paid."
            action={
              <ButtonLink to={paths.dashboard.addProperty.href()} palette="teal" variant="outline">
                <FiPlusSquare aria-hidden /> Add a property
              </ButtonLink>
            }
          />
        }
      >
        {(offers) => (
          <ul className={LIST} aria-label="Offers on your properties">
            {offers.map((offer) => (
              <li key={offer.id}>
                <OfferRow
                  title={offer.propertyTitle}
                  image={offer.propertyImage}
                  location={offer.location}
                  amount={offer.offerAmount}
                  status={offer.status}
                  details={
                    <>
                      <p>
                        {offer.buyerName || 'Buyer'} · {offer.buyerEmail} · {formatDay(instantToDate(offer.createdAt))}
                      </p>
                      {paidByTransfer(offer) ? <p>{TRANSFER_STATUS_LABELS.funded}</p> : null}
                    </>
                  }
                  badge={<OfferStatusBadge offer={offer} />}
                  actions={<DecisionButtons offer={offer} busy={decision.busy} onDecide={(status) => decision.ask({ offer, status })} />}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      <ConfirmDialog
        open={question !== null}
        title={question?.title ?? ''}
        text={question?.text}
        confirmLabel={question?.confirm ?? ''}
        tone={decision.asking?.status === 'rejected' ? 'red' : 'teal'}
        busy={decision.busy}
        onConfirm={decision.confirm}
        onClose={decision.cancel}
      />
    </DashboardPage>
  );
}
