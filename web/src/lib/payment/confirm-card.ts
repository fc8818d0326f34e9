import type { Stripe, StripeCardElement } from '@stripe/stripe-js';

/** What confirming a card payment came to: succeeded (the PaymentIntent's id), or what to tell the payer under the card field. */
export type CardOutcome = { paid: true; intentId: string } | { paid: false; message: string };

/**
 * Confirms the PaymentIntent of `clientSecret` with the card typed in (Stripe.js), with the payer's
 * name and e-mail as billing details. A declined card, or a payment left in another state (an
 * authentication not finished), comes back as the message to show, `fallback` when Stripe gave none.
 */
export async function confirmCard(stripe: Stripe, card: StripeCardElement, clientSecret: string, payer: { name: string; email: string }, fallback: string): Promise<CardOutcome> {
  const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card, billing_details: { name: payer.name || null, email: payer.email || null } } });
  if (result.error) return { paid: false, message: result.error.message ?? fallback };
  if (result.paymentIntent.status === 'succeeded') return { paid: true, intentId: result.paymentIntent.id };
  return { paid: false, message: `The payment is ${result.paymentIntent.status.replaceAll('_', ' ')}. Please try another card.` };
}
