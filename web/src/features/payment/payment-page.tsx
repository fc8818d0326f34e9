import type { ReactNode } from 'react';
import { FiAlertCircle, FiCheckCircle, FiShoppingBag } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { awaitedTransfer, paidByTransfer, TRANSFER_STATUS_LABELS } from '@homehaven/domain/bank-transfers';
import { PAYMENT_MESSAGES } from '@homehaven/domain/offer-messages';
import { paths } from '../../config/paths';
import { DashboardPage } from '../../components/ui/dashboard-page';
import { EmptyState } from '../../components/ui/empty-state';
import { ButtonLink } from '../../components/static/links';
import { Skeleton } from '../../components/static/skeleton';
import { useAuth } from '../../lib/auth/use-auth';
import { usePayableOffer } from './api/use-payable-offer';
import { OfferSummary } from './components/offer-summary';
import { PaymentChoice } from './components/payment-choice';
import { TransferInstructions } from './components/transfer-instructions';

// Chakra's grid, (outline) card and texts as build-time classes (docs/decisions.md "Build-time styles everywhere").
const CARD = card({ variant: 'outline', size: 'md' });
const COLUMNS = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' }, gap: '6' });
const LAYOUT = cx(COLUMNS, css({ alignItems: 'start' }));
const PLACEHOLDER = css({ h: '64', rounded: 'lg' });
const BODY = cx(CARD.body, css({ p: { base: '4', md: '6' }, gap: '4' }));

function BackToBought() {
  return (
    <ButtonLink to={paths.dashboard.propertyBought.href()} palette="teal" variant="outline">
      <FiShoppingBag aria-hidden /> Back to Property Bought
    </ButtonLink>
  );
}

/**
 * Payment page (/dashboard/PaymentPage): the buyer pays a pending offer by card or by bank transfer.
 * The offer comes by id (URL or navigation state) and is read live from Firestore, so what is shown and
 * charged is the stored offer, and a transfer's money shows as it arrives. While a transfer is awaited
 * the page gives its details instead of the choice; Stripe.js is asked for only on the card's path.
 */
export function PaymentPage() {
  const { user } = useAuth();
  const { offerId, offer, own } = usePayableOffer();
  const frame = (content: ReactNode) => (
    <DashboardPage title="Payment" description="Pay for your offer by card or bank transfer. The agent then accepts or rejects it; a rejected offer is refunded.">
      {content}
    </DashboardPage>
  );

  if (offerId === null || (offer.status === 'success' && own === null)) {
    return frame(<EmptyState icon={FiAlertCircle} title={PAYMENT_MESSAGES.offerNotFound} action={<BackToBought />} />);
  }
  if (offer.status === 'error') {
    return frame(<EmptyState icon={FiAlertCircle} title="The offer could not be loaded." text="Check your connection and try again." action={<BackToBought />} />);
  }
  if (own === null) {
    return frame(
      <div className={COLUMNS} role="status" aria-busy="true" aria-label="Loading the offer">
        <Skeleton className={PLACEHOLDER} />
        <Skeleton className={PLACEHOLDER} />
      </div>,
    );
  }
  if (own.status !== 'pending') {
    const paid = own.transactionId !== undefined;
    const by = paidByTransfer(own) ? `${TRANSFER_STATUS_LABELS.funded}. ` : '';
    return frame(
      <EmptyState
        icon={paid ? FiCheckCircle : FiAlertCircle}
        title={paid ? 'This offer is paid.' : PAYMENT_MESSAGES.notPayable}
        text={
          paid ? (
            <>
              {by}Transaction {own.transactionId}
            </>
          ) : undefined
        }
        action={<BackToBought />}
      />,
    );
  }

  const transfer = awaitedTransfer(own);
  return frame(
    <div className={LAYOUT}>
      <OfferSummary offer={own} />
      <div className={CARD.root}>
        <div className={BODY}>
          {transfer ? <TransferInstructions offer={own} transfer={transfer} /> : <PaymentChoice offer={own} buyer={{ name: user?.displayName ?? '', email: user?.email ?? '' }} />}
        </div>
      </div>
    </div>,
  );
}
