import type { ReactNode } from 'react';
import { Elements } from '@stripe/react-stripe-js';
import { FiAlertCircle, FiCheckCircle, FiShoppingBag } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { formatPrice } from '@homehaven/domain/format';
import { PAYMENT_MESSAGES } from '@homehaven/domain/offer-messages';
import { paths } from '../../config/paths';
import { DashboardPage } from '../../components/ui/dashboard-page';
import { EmptyState } from '../../components/ui/empty-state';
import { ButtonLink } from '../../components/static/links';
import { Skeleton } from '../../components/static/skeleton';
import { useAuth } from '../../lib/auth/use-auth';
import { getStripe } from '../../lib/payment/stripe';
import { usePayableOffer } from './api/use-payable-offer';
import { CheckoutForm } from './components/checkout-form';
import { OfferSummary } from './components/offer-summary';

// Chakra's grid, (outline) card and texts as build-time classes (docs/decisions.md "Build-time styles everywhere").
const CARD = card({ variant: 'outline', size: 'md' });
const COLUMNS = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' }, gap: '6' });
const LAYOUT = cx(COLUMNS, css({ alignItems: 'start' }));
const PLACEHOLDER = css({ h: '64', rounded: 'lg' });
const BODY = cx(CARD.body, css({ p: { base: '4', md: '6' }, gap: '4' }));
const TOTAL = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' });
const TOTAL_LABEL = css({ fontWeight: 'semibold' });
const TOTAL_AMOUNT = css({ fontWeight: 'bold', fontSize: '2xl', color: 'teal.700' });
const NOT_CONFIGURED_BOX = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const NOT_CONFIGURED = css({ color: 'red.700' });

function BackToBought() {
  return (
    <ButtonLink to={paths.dashboard.propertyBought.href()} palette="teal" variant="outline">
      <FiShoppingBag aria-hidden /> Back to Property Bought
    </ButtonLink>
  );
}

/**
 * Payment page (/dashboard/PaymentPage): the buyer pays a pending offer by card. The offer comes by id
 * (URL or navigation state) and is read from Firestore, so what is shown and charged is the stored
 * offer; Stripe.js loads here and nowhere else.
 */
export function PaymentPage() {
  const { user } = useAuth();
  const { offerId, offer, own } = usePayableOffer();
  const frame = (content: ReactNode) => (
    <DashboardPage title="Payment" description="Pay for your offer by card. The agent then accepts or rejects it; a rejected offer is refunded.">
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
    return frame(
      <EmptyState
        icon={paid ? FiCheckCircle : FiAlertCircle}
        title={paid ? 'This offer is paid.' : PAYMENT_MESSAGES.notPayable}
        text={paid ? <>Transaction {own.transactionId}</> : undefined}
        action={<BackToBought />}
      />,
    );
  }

  const stripe = getStripe();
  return frame(
    <div className={LAYOUT}>
      <OfferSummary offer={own} />
      <div className={CARD.root}>
        <div className={BODY}>
          <div className={TOTAL}>
            <p className={TOTAL_LABEL}>Amount to pay</p>
            <p className={TOTAL_AMOUNT} data-testid="amount-to-pay">
              {formatPrice(own.offerAmount)}
            </p>
          </div>
          {stripe ? (
            <Elements stripe={stripe}>
              <CheckoutForm offer={own} buyer={{ name: user?.displayName ?? '', email: user?.email ?? '' }} />
            </Elements>
          ) : (
            <div className={NOT_CONFIGURED_BOX}>
              <p className={NOT_CONFIGURED}>Card payments are not configured for this site (no Stripe publishable key). Please contact support.</p>
            </div>
          )}
        </div>
      </div>
    </div>,
  );
}
