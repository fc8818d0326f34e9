import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { PAYMENT_API_MESSAGES, PAYMENT_MESSAGES } from '@homehaven/domain/offer-messages';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/errors';
import type { Offer } from '../../../lib/firebase/documents';
import { confirmCard } from '../../../lib/payment/confirm-card';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { createPaymentSecret, recordPayment } from './payment-api';

/** Where a checkout stands: what the page shows under the card field and around the Pay button. */
export type CheckoutState =
  | { step: 'ready' | 'paying' }
  | { step: 'card-error'; message: string }
  | { step: 'failed'; message: string }
  /** The card was charged but the offer could not be marked bought: never charge again, only re-record. */
  | { step: 'unrecorded'; intentId: string; recording: boolean };

/**
 * Pays an offer: the client secret from the payment-secret endpoint (the amount is the stored
 * offer's), the card confirmed with Stripe.js, then the payment-success endpoint marks the offer
 * bought. One payment at a time: a second click while paying does nothing, and once the card is
 * charged only the recording can be retried.
 */
export function useCheckout(offer: Offer, buyer: { name: string; email: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [state, setState] = useState<CheckoutState>({ step: 'ready' });
  const busy = useRef(false);

  const record = async (intentId: string) => {
    setState({ step: 'unrecorded', intentId, recording: true });
    try {
      await recordPayment(offer.id, intentId);
      notifySuccess(PAYMENT_MESSAGES.success);
      void navigate(paths.dashboard.propertyBought.href());
    } catch (error) {
      console.error('payment success call', error);
      notifyError(PAYMENT_MESSAGES.updateFailed);
      setState({ step: 'unrecorded', intentId, recording: false });
    }
  };

  const pay = async () => {
    const card = elements?.getElement(CardElement);
    if (busy.current || !stripe || !card) return;
    busy.current = true;
    setState({ step: 'paying' });
    try {
      const clientSecret = await createPaymentSecret(offer);
      const outcome = await confirmCard(stripe, card, clientSecret, buyer, PAYMENT_API_MESSAGES.unavailable);
      if (outcome.paid) await record(outcome.intentId);
      else setState({ step: 'card-error', message: outcome.message });
    } catch (error) {
      console.error('payment', error);
      setState({ step: 'failed', message: messageOf(error, PAYMENT_API_MESSAGES.unavailable) });
    } finally {
      busy.current = false;
    }
  };

  return { state, ready: Boolean(stripe && elements), pay, record };
}
