import { useRef, useState } from 'react';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { BILLING_MESSAGES as M } from '@homehaven/domain/billing-messages';
import { SUBSCRIPTION_API_MESSAGES } from '@homehaven/domain/subscriptions';
import { messageOf } from '../../../lib/errors';
import { notifySuccess } from '../../../lib/toast';

/** Where a subscription's payment stands. */
export type SubscribeState = { step: 'ready' | 'paying' | 'paid' } | { step: 'card-error'; message: string } | { step: 'failed'; message: string };

/**
 * Pays an invoice of the plan by card (docs/plans.md "Subscribing", "Lapse"): `start` asks the facade
 * for the invoice's PaymentIntent secret (a new subscription's first invoice at the plan's own price,
 * or the unpaid renewal), which Stripe.js confirms with the card. The account follows when Stripe's
 * event arrives (the page shows it live). A second click while paying does nothing; a declined card
 * can be replaced and paid again (the facade answers the same invoice).
 */
export function useInvoicePayment(start: () => Promise<{ clientSecret: string }>, holder: { name: string; email: string }) {
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
      const { clientSecret } = await start();
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card, billing_details: { name: holder.name || null, email: holder.email || null } } });
      if (result.error) setState({ step: 'card-error', message: result.error.message ?? SUBSCRIPTION_API_MESSAGES.unavailable });
      else if (result.paymentIntent.status === 'succeeded') {
        notifySuccess(M.paid);
        setState({ step: 'paid' });
      } else setState({ step: 'card-error', message: `The payment is ${result.paymentIntent.status.replaceAll('_', ' ')}. Please try another card.` });
    } catch (error) {
      console.error('plan payment', error);
      setState({ step: 'failed', message: messageOf(error, SUBSCRIPTION_API_MESSAGES.unavailable) });
    } finally {
      busy.current = false;
    }
  };

  return { state, ready: Boolean(stripe && elements), pay };
}
