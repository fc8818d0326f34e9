// Calls to the Stripe stand-in as Stripe's SDKs make them; shared by the seed and the tests.
import { STRIPE_STAND_IN, STRIPE_STAND_IN_URL } from '../../functions/src/stripe/stand-in-settings';

/** A stand-in answer: status and Stripe-shaped JSON. */
export interface StripeAnswer {
  status: number;
  body: Record<string, unknown> & { id?: string; status?: string; error?: { code?: string; message?: string } };
}

/** One form-encoded call to the stand-in's Stripe API. */
export async function stripeCall(method: 'GET' | 'POST' | 'DELETE', path: string, form?: Record<string, string>, key: string = STRIPE_STAND_IN.secretKey): Promise<StripeAnswer> {
  const response = await fetch(`${STRIPE_STAND_IN_URL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(key ? { Authorization: `Bearer ${key}` } : {}) },
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
  });
  return { status: response.status, body: (await response.json()) as StripeAnswer['body'] };
}

/** The PaymentIntent id inside a client secret (`pi_..._secret_...`). */
export const intentIdOf = (clientSecret: string): string => clientSecret.split('_secret_')[0] ?? '';

/** Confirms a card payment the way the browser does: publishable key, client secret, card number. */
export function confirmCard(clientSecret: string, cardNumber: string): Promise<StripeAnswer> {
  return stripeCall(
    'POST',
    `/v1/payment_intents/${intentIdOf(clientSecret)}/confirm`,
    {
      key: STRIPE_STAND_IN.publishableKey,
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': cardNumber,
    },
    '',
  );
}

/** Answers the bank's 3-D Secure challenge of a payment waiting for it, as the payer does in the browser's dialog. */
export function authenticateCard(clientSecret: string, outcome: 'complete' | 'fail'): Promise<StripeAnswer> {
  return stripeCall('POST', `/_stand-in/payment_intents/${intentIdOf(clientSecret)}/authenticate`, { key: STRIPE_STAND_IN.publishableKey, client_secret: clientSecret, outcome }, '');
}

/** Sends money by bank transfer to the customer of the payment with this reference, as the payer's bank would (docs/payments.md "Bank transfers in the stand-in"). */
export function sendBankTransfer(reference: string, amountCents: number): Promise<StripeAnswer> {
  return stripeCall('POST', '/_stand-in/bank-transfers', { reference, amount: String(amountCents) }, '');
}
