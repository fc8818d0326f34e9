import { afterAll, beforeAll } from 'vitest';
import { STRIPE_STAND_IN_URL } from '../../../../functions/src/stripe/stand-in-settings';
import { stripeCall, type StripeAnswer } from '../../../../tools/stripe-stand-in/client';
import { startStripeStandIn, type RunningStandIn } from '../../../../tools/stripe-stand-in/server';
import type { WebhookDelivery } from '../../../../tools/stripe-stand-in/webhooks';
import { isStripeStandInRunning } from '../../../../tools/stripe-stand-in/when-needed';

/** Starts the Stripe stand-in for this file unless one already listens (npm start, the test run); stops what it started. */
export function useStripeStandIn(): void {
  let started: RunningStandIn | undefined;
  beforeAll(async () => {
    if (!(await isStripeStandInRunning())) started = await startStripeStandIn();
  });
  afterAll(async () => {
    await started?.stop();
  });
}

/** Creates a PaymentIntent directly with the secret key (what only a tampering server could do). */
export function createIntentDirectly(amount: number, metadata: Record<string, string>): Promise<StripeAnswer> {
  const form: Record<string, string> = { amount: String(amount), currency: 'usd' };
  for (const [k, v] of Object.entries(metadata)) form[`metadata[${k}]`] = v;
  return stripeCall('POST', '/v1/payment_intents', form);
}

/** Reads a PaymentIntent with the secret key. */
export function retrieveIntent(id: string): Promise<StripeAnswer> {
  return stripeCall('GET', `/v1/payment_intents/${id}`);
}

/** The refunds the stand-in recorded for a PaymentIntent. */
export async function refundsOf(intentId: string): Promise<{ id: string; amount: number }[]> {
  const { body } = await stripeCall('GET', `/v1/refunds?payment_intent=${intentId}`);
  return body.data as { id: string; amount: number }[];
}

/**
 * Makes the stand-in answer the next `times` refund calls for this PaymentIntent with Stripe's
 * `api_error` (500), then refund normally (docs/payments.md, failure injection). Other intents are untouched.
 */
export async function failRefunds(intentId: string, times: number): Promise<void> {
  const answer = await stripeCall('POST', '/_stand-in/refund-failures', { payment_intent: intentId, times: String(times) });
  if (answer.status !== 200) {
    throw new Error(`the Stripe stand-in answered ${answer.status} to /_stand-in/refund-failures: the one running predates failure injection; restart the emulator suite`);
  }
}

/** Waits until every webhook event about this intent has been delivered, and answers them. */
export async function deliveredEvents(intentId: string, timeoutMs = 15_000): Promise<WebhookDelivery[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${STRIPE_STAND_IN_URL}/_stand-in/webhook-deliveries?payment_intent=${intentId}`);
    const deliveries = (await response.json()) as WebhookDelivery[];
    if (deliveries.length > 0 && deliveries.every((d) => d.outcome !== 'pending')) return deliveries;
    if (Date.now() > deadline) throw new Error(`webhook events for ${intentId} not delivered in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
