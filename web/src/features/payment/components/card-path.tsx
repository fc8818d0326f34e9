import { Elements } from '@stripe/react-stripe-js';
import { css } from 'styled-system/css';
import type { Offer } from '../../../lib/firebase/documents';
import { getStripe } from '../../../lib/payment/stripe';
import { CheckoutForm } from './checkout-form';

const NOT_CONFIGURED_BOX = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const NOT_CONFIGURED = css({ color: 'red.700' });

interface CardPathProps {
  offer: Offer;
  buyer: { name: string; email: string };
  onLock: (locked: boolean) => void;
}

/** Paying by card: Stripe's Elements around the card form, Stripe.js asked for only when this shows; or why cards cannot be taken. */
export function CardPath({ offer, buyer, onLock }: CardPathProps) {
  const stripe = getStripe();
  if (!stripe) {
    return (
      <div className={NOT_CONFIGURED_BOX}>
        <p className={NOT_CONFIGURED}>Card payments are not configured for this site (no Stripe publishable key). Please contact support.</p>
      </div>
    );
  }
  return (
    <Elements stripe={stripe}>
      <CheckoutForm offer={offer} buyer={buyer} onLock={onLock} />
    </Elements>
  );
}
