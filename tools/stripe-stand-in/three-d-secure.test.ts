import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_STAND_IN } from '../../functions/src/stripe/stand-in-settings';
import { TEST_CARDS } from './cards';
import { startStripeStandIn, type RunningStandIn } from './server';

const DAY = 24 * 60 * 60;

/**
 * 3-D Secure in the stand-in (docs/payments.md "3-D Secure"): a card whose bank asks leaves its
 * payment `requires_action` until the challenge is passed or failed; charged without the payer (a
 * renewal, an upgrade) it is declined `authentication_required`; a card that asks once pays later
 * renewals; an upgrade made `pending_if_incomplete` waits for its invoice to be paid in the browser.
 */
describe('the stand-in: 3-D Secure', () => {
  let standIn: RunningStandIn;
  let stripe: Stripe;
  let monthly: Stripe.Price;
  let dearer: Stripe.Price;

  /** A call as Stripe.js makes it: form-encoded, the publishable key and the client secret in the body. */
  async function browserCall(path: string, fields: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> & { error?: { code?: string } } }> {
    const response = await fetch(`${standIn.url}${path}`, { method: 'POST', body: new URLSearchParams({ key: STRIPE_STAND_IN.publishableKey, ...fields }) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const idOf = (secret: string) => secret.split('_secret_')[0] ?? '';
  const confirmInBrowser = (secret: string, number: string) =>
    browserCall(`/v1/payment_intents/${idOf(secret)}/confirm`, { client_secret: secret, 'payment_method_data[type]': 'card', 'payment_method_data[card][number]': number });
  const authenticate = (secret: string, outcome: string, clientSecret = secret) => browserCall(`/_stand-in/payment_intents/${idOf(secret)}/authenticate`, { client_secret: clientSecret, outcome });
  const eventsOf = (id: string) => standIn.deliveries.filter((delivery) => delivery.objectId === id).map((delivery) => delivery.type);
  const advance = (customer: string, seconds: number) => fetch(`${standIn.url}/_stand-in/clock`, { method: 'POST', body: new URLSearchParams({ advance_seconds: String(seconds), customer }) });

  /** A customer subscribed to `monthly`, its first invoice paid with `number` after passing the bank's challenge. */
  async function subscribedWith(number: string): Promise<{ customer: Stripe.Customer; subscription: Stripe.Subscription }> {
    const customer = await stripe.customers.create({ email: 'olivia@example.com' });
    const created = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    const secret = (created.latest_invoice as Stripe.Invoice).confirmation_secret?.client_secret ?? '';
    expect((await confirmInBrowser(secret, number)).body.status).toBe('requires_action');
    expect((await stripe.subscriptions.retrieve(created.id)).status).toBe('incomplete');
    expect((await authenticate(secret, 'complete')).body.status).toBe('succeeded');
    return { customer, subscription: await stripe.subscriptions.retrieve(created.id) };
  }

  beforeAll(async () => {
    standIn = await startStripeStandIn({ port: 0, webhookUrl: 'http://127.0.0.1:9/none', webhookDelayMs: 60_000 });
    const url = new URL(standIn.url);
    stripe = new Stripe(STRIPE_STAND_IN.secretKey, { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0 });
    const product = await stripe.products.create({ name: 'Professional' });
    monthly = await stripe.prices.create({ product: product.id, unit_amount: 3000, currency: 'usd', recurring: { interval: 'month' } });
    dearer = await stripe.prices.create({ product: product.id, unit_amount: 9000, currency: 'usd', recurring: { interval: 'month' } });
  });
  afterAll(() => standIn.stop());

  it('leaves a payment waiting for the challenge; failed, it awaits another card; passed, it succeeds', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 5000, currency: 'usd' });
    const secret = intent.client_secret ?? '';
    const waiting = await confirmInBrowser(secret, TEST_CARDS.authenticationAlways);
    expect(waiting).toMatchObject({ status: 200, body: { status: 'requires_action', next_action: { type: 'use_stripe_sdk' } } });
    expect(eventsOf(intent.id)).toEqual(['payment_intent.requires_action']);

    const failed = await authenticate(secret, 'fail');
    expect(failed.body).toMatchObject({ status: 'requires_payment_method', payment_method: null, last_payment_error: { code: 'payment_intent_authentication_failure' } });
    expect(eventsOf(intent.id)).toEqual(['payment_intent.requires_action', 'payment_intent.payment_failed']);
    expect((await authenticate(secret, 'complete')).body.error?.code).toBe('payment_intent_unexpected_state');

    expect((await confirmInBrowser(secret, TEST_CARDS.authenticationAlways)).body.status).toBe('requires_action');
    expect((await authenticate(secret, 'complete', `${intent.id}_secret_forged`)).body.error?.code).toBe('payment_intent_invalid_parameter');
    expect((await authenticate(secret, 'maybe')).status).toBe(400);
    const passed = await authenticate(secret, 'complete');
    expect(passed.body).toMatchObject({ status: 'succeeded', amount_received: 5000, last_payment_error: null, next_action: null });
    expect(eventsOf(intent.id).at(-1)).toBe('payment_intent.succeeded');
  });

  it('declines a card whose bank asks when it is confirmed off-session, the payer not there to answer', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 5000, currency: 'usd' });
    const error = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_authenticationRequired', off_session: true }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ type: 'StripeCardError', code: 'authentication_required', decline_code: 'authentication_required' });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
  });

  it('renews with a card that asks once, off-session, once its first payment passed the challenge', async () => {
    const { customer, subscription } = await subscribedWith(TEST_CARDS.authenticationOnce);
    expect(subscription.status).toBe('active');
    await advance(customer.id, 31 * DAY);
    const renewed = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(renewed.status).toBe('active');
    expect(renewed.latest_invoice).toMatchObject({ billing_reason: 'subscription_cycle', status: 'paid' });
  });

  it('fails the renewal of a card that always asks (authentication required) and pays it once the payer passes the challenge', async () => {
    const { customer, subscription } = await subscribedWith(TEST_CARDS.authenticationAlways);
    await advance(customer.id, 31 * DAY);
    const pastDue = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice.confirmation_secret'] });
    expect(pastDue.status).toBe('past_due');
    const invoice = pastDue.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'open', attempt_count: 1 });
    expect(eventsOf(invoice.id)).toEqual(['invoice.payment_failed', 'invoice.payment_action_required']);
    const secret = invoice.confirmation_secret?.client_secret ?? '';
    expect((await stripe.paymentIntents.retrieve(idOf(secret))).last_payment_error).toMatchObject({ code: 'authentication_required' });

    expect((await confirmInBrowser(secret, TEST_CARDS.authenticationAlways)).body.status).toBe('requires_action');
    await authenticate(secret, 'complete');
    expect((await stripe.invoices.retrieve(invoice.id)).status).toBe('paid');
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it('keeps an upgrade the saved card cannot pay pending until its invoice is paid in the browser; refused outright with error_if_incomplete', async () => {
    const { subscription } = await subscribedWith(TEST_CARDS.authenticationAlways);
    const item = subscription.items.data[0]?.id ?? '';
    const refused = await stripe.subscriptions
      .update(subscription.id, { items: [{ id: item, price: dearer.id }], proration_behavior: 'always_invoice', payment_behavior: 'error_if_incomplete' })
      .catch((caught: unknown) => caught);
    expect(refused).toMatchObject({ type: 'StripeCardError', code: 'authentication_required' });
    const withMetadata = await stripe.subscriptions
      .update(subscription.id, { items: [{ id: item, price: dearer.id }], payment_behavior: 'pending_if_incomplete', metadata: { planId: 'x' } })
      .catch((caught: unknown) => caught);
    expect(withMetadata).toMatchObject({ type: 'StripeInvalidRequestError' });

    const pending = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item, price: dearer.id }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    expect(pending.items.data[0]?.price.id).toBe(monthly.id);
    expect(pending.pending_update?.subscription_items?.[0]?.price.id).toBe(dearer.id);
    const invoice = pending.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'open', billing_reason: 'subscription_update' });
    const secret = invoice.confirmation_secret?.client_secret ?? '';
    expect((await confirmInBrowser(secret, TEST_CARDS.authenticationAlways)).body.status).toBe('requires_action');
    await authenticate(secret, 'complete');
    const upgraded = await stripe.subscriptions.retrieve(subscription.id);
    expect(upgraded.items.data[0]?.price.id).toBe(dearer.id);
    expect(upgraded.pending_update).toBeNull();
  });

  it('drops a pending upgrade left unpaid for 23 hours, its invoice voided, the price unchanged', async () => {
    const { customer, subscription } = await subscribedWith(TEST_CARDS.authenticationAlways);
    const pending = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.items.data[0]?.id ?? '', price: dearer.id }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    await advance(customer.id, DAY);
    const dropped = await stripe.subscriptions.retrieve(subscription.id);
    expect(dropped.pending_update).toBeNull();
    expect(dropped.items.data[0]?.price.id).toBe(monthly.id);
    expect((await stripe.invoices.retrieve(String(pending.latest_invoice))).status).toBe('void');
    expect(eventsOf(String(pending.latest_invoice)).at(-1)).toBe('invoice.voided');
  });
});
