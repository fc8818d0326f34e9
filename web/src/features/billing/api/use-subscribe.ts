import { useRef, useState } from 'react';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { BILLING_MESSAGES as M } from '@homehaven/domain/billing-messages';
import { SUBSCRIPTION_API_MESSAGES, type SubscribeRequest } from '@homehaven/domain/subscriptions';
import { messageOf } from '../../../lib/errors';
import { notifySuccess } from '../../../lib/toast';
import { startSubscription } from './billing-api';

/** Where a subscription's payment stands. */
export type SubscribeState = { step: 'ready' | 'paying' | 'paid' } | { step: 'card-error'; message: string } | { step: 'failed'; message: string };

/**
 * Pays for a plan (docs/plans.md "Subscribing"): the facade starts the subscription at the plan's own
 * price and answers its first invoice's secret, which Stripe.js confirms with the card. The account
 * becomes the plan's when Stripe's event arrives (the page shows it live). A second click while paying
 * does nothing; a declined card can be replaced and paid again (the same subscription is answered).
 */
export function useSubscribe(request: SubscribeRequest, holder: { name: string; email: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [state, setState] = useState<SubscribeState>({ step: 'ready' });
  const busy = useRef(false);

  const pay = async () => {
    const card = elements?.getElement(CardElement);
    if (busy.current || !stripe || !card) return;
    busy.current = true;
    setState({ step: 'paying' });
    try {
      const { clientSecret } = await startSubscription(request);
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card, billing_details: { name: holder.name || null, email: holder.email || null } } });
      if (result.error) setState({ step: 'card-error', message: result.error.message ?? SUBSCRIPTION_API_MESSAGES.unavailable });
      else if (result.paymentIntent.status === 'succeeded') {
        notifySuccess(M.paid);
        setState({ step: 'paid' });
      } else setState({ step: 'card-error', message: `The payment is ${result.paymentIntent.status.replaceAll('_', ' ')}. Please try another card.` });
    } catch (error) {
      console.error('subscription payment', error);
      setState({ step: 'failed', message: messageOf(error, SUBSCRIPTION_API_MESSAGES.unavailable) });
    } finally {
      busy.current = false;
    }
  };

  return { state, ready: Boolean(stripe && elements), pay };
}
