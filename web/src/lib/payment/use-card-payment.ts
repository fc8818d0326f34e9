import { useRef, useState } from 'react';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { SUBSCRIPTION_API_MESSAGES } from '@homehaven/domain/subscriptions';
import { messageOf } from '../errors';
import { notifySuccess } from '../toast';
import { confirmCard } from './confirm-card';

/** Where a card payment stands. */
export type CardPaymentState = { step: 'ready' | 'paying' | 'paid' } | { step: 'card-error'; message: string } | { step: 'failed'; message: string };

/**
 * Pays by card what the server priced (docs/plans.md "Subscribing", "Lapse", "Paid submissions"):
 * `start` asks the facade for the PaymentIntent secret (a new subscription's first invoice, the
 * unpaid renewal, a paid submission), which Stripe.js confirms with the card; `paid` is said once it
 * succeeded. The account follows when Stripe's event arrives (the pages show it live). A second click
 * while paying does nothing; a declined card can be replaced and paid again (the facade answers the
 * same PaymentIntent).
 */
export function useCardPayment(start: () => Promise<{ clientSecret: string }>, holder: { name: string; email: string }, paid: string) {
  const stripe = useStripe();
  const elements = useElements();
  const [state, setState] = useState<CardPaymentState>({ step: 'ready' });
  const busy = useRef(false);

  const pay = async () => {
    const card = elements?.getElement(CardElement);
    if (busy.current || !stripe || !card) return;
    busy.current = true;
    setState({ step: 'paying' });
    try {
      const { clientSecret } = await start();
      const outcome = await confirmCard(stripe, card, clientSecret, holder, SUBSCRIPTION_API_MESSAGES.unavailable);
      if (outcome.paid) {
        notifySuccess(paid);
        setState({ step: 'paid' });
      } else setState({ step: 'card-error', message: outcome.message });
    } catch (error) {
      console.error('card payment', error);
      setState({ step: 'failed', message: messageOf(error, SUBSCRIPTION_API_MESSAGES.unavailable) });
    } finally {
      busy.current = false;
    }
  };

  return { state, ready: Boolean(stripe && elements), pay };
}
