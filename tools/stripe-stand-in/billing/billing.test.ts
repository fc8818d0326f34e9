import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../cards';
import { startStripeStandIn, type RunningStandIn } from '../server';

const DAY = 24 * 60 * 60;

/**
 * Stripe Billing in the stand-in (docs/payments.md "The local Stripe stand-in (dev tooling only)"), through stripe-node as the
 * functions call it: a subscription paid through its first invoice's PaymentIntent, renewals and a
 * declined one as the Billing clock moves, paying a past-due invoice, an upgrade prorated at once, a
 * downgrade from the next period, a cancellation at the period's end, a first invoice left unpaid.
 * Every test makes its own customer; the clock only moves forward, for all of them or for one.
 */
describe('the stand-in: customers, subscriptions, invoices and the Billing clock', () => {
  let standIn: RunningStandIn;
  let stripe: Stripe;
  let monthly: Stripe.Price;
  let dearer: Stripe.Price;
  let yearly: Stripe.Price;

  const advance = async (seconds: number) =>
    (await fetch(`${standIn.url}/_stand-in/clock`, { method: 'POST', body: `advance_seconds=${seconds}`, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })).json() as Promise<{
      now: number;
    }>;
  const clock = async () => ((await (await fetch(`${standIn.url}/_stand-in/clock`)).json()) as { now: number }).now;
  const useCard = (customer: string, number: string) =>
    fetch(`${standIn.url}/_stand-in/customers/${customer}/card`, { method: 'POST', body: `number=${number}`, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  const eventsOf = (id: string) => standIn.deliveries.filter((delivery) => delivery.objectId === id).map((delivery) => delivery.type);

  /** A customer subscribed to `price` and paid with 4242..., as the Payment Element leaves them. */
  async function subscribed(price: Stripe.Price): Promise<{ customer: Stripe.Customer; subscription: Stripe.Subscription }> {
    const customer = await stripe.customers.create({ email: 'olivia@example.com', metadata: { holderUid: 'olivia' } });
    const created = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['latest_invoice.confirmation_secret'],
      metadata: { holderUid: 'olivia' },
    });
    const invoice = created.latest_invoice as Stripe.Invoice;
    const secret = invoice.confirmation_secret?.client_secret ?? '';
    await stripe.paymentIntents.confirm(secret.split('_secret_')[0] ?? '', { payment_method: 'pm_card_visa' });
    return { customer, subscription: await stripe.subscriptions.retrieve(created.id) };
  }

  beforeAll(async () => {
    standIn = await startStripeStandIn({ port: 0, webhookUrl: 'http://127.0.0.1:9/none', webhookDelayMs: 60_000 });
    const url = new URL(standIn.url);
    stripe = new Stripe('sk_test_stand_in', { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0 });
    const product = await stripe.products.create({ name: 'Professional' });
    monthly = await stripe.prices.create({ product: product.id, unit_amount: 3000, currency: 'usd', recurring: { interval: 'month' } });
    dearer = await stripe.prices.create({ product: product.id, unit_amount: 9000, currency: 'usd', recurring: { interval: 'month' } });
    yearly = await stripe.prices.create({ product: product.id, unit_amount: 30_000, currency: 'usd', recurring: { interval: 'year' } });
  });
  afterAll(() => standIn.stop());

  it('makes a subscription incomplete with its first invoice open, and active once its PaymentIntent is paid, the card saved', async () => {
    const customer = await stripe.customers.create({ email: 'marcus@example.com' });
    const created = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    expect(created.status).toBe('incomplete');
    const invoice = created.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'open', amount_due: 3000, billing_reason: 'subscription_create', customer: customer.id });
    expect(invoice.confirmation_secret?.client_secret).toMatch(/^pi_.+_secret_/);
    const item = created.items.data[0];
    expect(new Date((item?.current_period_end ?? 0) * 1000).getUTCDate()).toBe(new Date((item?.current_period_start ?? 0) * 1000).getUTCDate());

    const { subscription } = await subscribed(monthly);
    expect(subscription.status).toBe('active');
    expect(subscription.default_payment_method).toMatch(/^pm_/);
    const paid = await stripe.invoices.retrieve(String(subscription.latest_invoice));
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 3000 });
    expect(eventsOf(paid.id)).toEqual(['invoice.paid']);
    expect(eventsOf(subscription.id)).toEqual(['customer.subscription.created', 'customer.subscription.updated']);
  });

  it('renews at the period’s end as the clock moves, charging the saved card, and goes past due when it declines; paying the invoice makes it active again', async () => {
    const { customer, subscription } = await subscribed(monthly);
    const end = subscription.items.data[0]?.current_period_end ?? 0;
    await advance(end - (await clock()) + 60);
    const renewed = await stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.status).toBe('active');
    expect(renewed.items.data[0]?.current_period_start).toBe(end);
    const invoices = await stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data.map((invoice) => [invoice.billing_reason, invoice.status, invoice.amount_paid])).toEqual([
      ['subscription_cycle', 'paid', 3000],
      ['subscription_create', 'paid', 3000],
    ]);

    await useCard(customer.id, TEST_CARDS.declined);
    await advance((renewed.items.data[0]?.current_period_end ?? 0) - (await clock()) + 60);
    const pastDue = await stripe.subscriptions.retrieve(subscription.id);
    expect(pastDue.status).toBe('past_due');
    const failed = await stripe.invoices.retrieve(String(pastDue.latest_invoice));
    expect(failed).toMatchObject({ status: 'open', attempt_count: 1, amount_remaining: 3000 });
    expect(eventsOf(failed.id)).toEqual(['invoice.payment_failed']);
    await expect(stripe.invoices.pay(failed.id)).rejects.toMatchObject({ type: 'StripeCardError', code: 'card_declined' });
    expect((await stripe.invoices.retrieve(failed.id)).attempt_count).toBe(2);

    const settled = await stripe.invoices.pay(failed.id, { payment_method: 'pm_card_visa' });
    expect(settled.status).toBe('paid');
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it('moves one customer’s clock alone, as a Stripe test clock: only their subscription renews, their dates and events on their time', async () => {
    const moved = await subscribed(monthly);
    const still = await subscribed(monthly);
    const end = moved.subscription.items.data[0]?.current_period_end ?? 0;
    const answer = (await (
      await fetch(`${standIn.url}/_stand-in/clock`, {
        method: 'POST',
        body: `advance_seconds=${end - (await clock()) + 60}&customer=${moved.customer.id}`,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      })
    ).json()) as { now: number };
    expect(answer.now).toBeGreaterThan(end);
    expect((await (await fetch(`${standIn.url}/_stand-in/clock?customer=${moved.customer.id}`)).json()) as { now: number }).toMatchObject({ now: answer.now });
    expect(await clock()).toBeLessThan(end);
    expect((await stripe.subscriptions.retrieve(moved.subscription.id)).items.data[0]?.current_period_start).toBe(end);
    expect((await stripe.subscriptions.retrieve(still.subscription.id)).items.data[0]?.current_period_start).toBe(still.subscription.items.data[0]?.current_period_start);
    expect((await stripe.invoices.list({ subscription: still.subscription.id })).data).toHaveLength(1);
    const renewal = (await stripe.invoices.list({ subscription: moved.subscription.id })).data[0];
    expect(renewal).toMatchObject({ billing_reason: 'subscription_cycle', status: 'paid', created: end });
    expect(standIn.deliveries.filter((delivery) => delivery.customer === still.customer.id).map((delivery) => delivery.type)).not.toContain('invoice.payment_failed');
    const unknown = await fetch(`${standIn.url}/_stand-in/clock`, { method: 'POST', body: 'advance_seconds=60&customer=cus_nobody', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(unknown.status).toBe(404);
  });

  it('prorates an upgrade at once against the unused time, keeping the period; a declined card changes nothing', async () => {
    const { customer, subscription } = await subscribed(monthly);
    const item = subscription.items.data[0];
    if (!item) throw new Error('no item');
    const length = item.current_period_end - item.current_period_start;
    await advance(Math.floor(length / 2) - ((await clock()) - item.current_period_start));
    const now = await clock();
    const left = (item.current_period_end - now) / length;
    const upgraded = await stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, price: dearer.id }], proration_behavior: 'always_invoice', expand: ['latest_invoice'] });
    expect(upgraded.items.data[0]?.price.id).toBe(dearer.id);
    expect(upgraded.items.data[0]?.current_period_end).toBe(item.current_period_end);
    const invoice = upgraded.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ billing_reason: 'subscription_update', status: 'paid' });
    expect(Math.abs(invoice.amount_paid - Math.round(6000 * left))).toBeLessThanOrEqual(2);
    expect(invoice.lines.data.map((line) => Math.sign(line.amount))).toEqual([-1, 1]);

    await useCard(customer.id, TEST_CARDS.declined);
    await expect(stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, price: yearly.id }], proration_behavior: 'always_invoice' })).rejects.toMatchObject({ code: 'card_declined' });
    const kept = await stripe.subscriptions.retrieve(subscription.id);
    expect(kept.items.data[0]?.price.id).toBe(dearer.id);
    expect(kept.items.data[0]?.current_period_end).toBe(item.current_period_end);
    expect((await stripe.invoices.retrieve(String(kept.latest_invoice))).status).toBe('void');
  });

  it('a monthly plan upgraded to yearly starts a year from now, charged the year less the unused month', async () => {
    const { subscription } = await subscribed(monthly);
    const item = subscription.items.data[0];
    if (!item) throw new Error('no item');
    const upgraded = await stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, price: yearly.id }], proration_behavior: 'always_invoice', expand: ['latest_invoice'] });
    const now = await clock();
    expect(upgraded.items.data[0]?.current_period_start).toBeGreaterThanOrEqual(now - 5);
    expect(new Date((upgraded.items.data[0]?.current_period_end ?? 0) * 1000).getUTCFullYear()).toBe(new Date(now * 1000).getUTCFullYear() + 1);
    expect((upgraded.latest_invoice as Stripe.Invoice).amount_paid).toBeGreaterThan(30_000 - 3000 - 5);
  });

  it('a downgrade without proration charges the new price from the next renewal, nothing now', async () => {
    const { subscription } = await subscribed(dearer);
    const item = subscription.items.data[0];
    if (!item) throw new Error('no item');
    const before = (await stripe.invoices.list({ subscription: subscription.id })).data.length;
    await stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, price: monthly.id }], proration_behavior: 'none' });
    expect((await stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(before);
    await advance(item.current_period_end - (await clock()) + 60);
    const [renewal] = (await stripe.invoices.list({ subscription: subscription.id })).data;
    expect(renewal).toMatchObject({ billing_reason: 'subscription_cycle', amount_paid: 3000 });
  });

  it('cancels at the period’s end, not before, and ends at once when deleted', async () => {
    const { subscription } = await subscribed(monthly);
    const end = subscription.items.data[0]?.current_period_end ?? 0;
    expect((await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true })).cancel_at_period_end).toBe(true);
    await advance(end - (await clock()) - 3600);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    await advance(3700);
    const ended = await stripe.subscriptions.retrieve(subscription.id);
    expect(ended).toMatchObject({ status: 'canceled', ended_at: end });
    expect(eventsOf(subscription.id).at(-1)).toBe('customer.subscription.deleted');
    await expect(stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false })).rejects.toMatchObject({ statusCode: 400 });

    const other = (await subscribed(monthly)).subscription;
    expect((await stripe.subscriptions.cancel(other.id)).status).toBe('canceled');
  });

  it('voids the unpaid renewal of a past-due subscription that ends, and says so (invoice.voided)', async () => {
    const { customer, subscription } = await subscribed(monthly);
    await useCard(customer.id, TEST_CARDS.declined);
    await advance(32 * DAY);
    const pastDue = await stripe.subscriptions.retrieve(subscription.id);
    expect(pastDue.status).toBe('past_due');
    const renewal = String(pastDue.latest_invoice);
    expect((await stripe.invoices.retrieve(renewal)).status).toBe('open');
    await stripe.subscriptions.cancel(subscription.id);
    expect((await stripe.invoices.retrieve(renewal)).status).toBe('void');
    expect(eventsOf(renewal)).toEqual(['invoice.payment_failed', 'invoice.voided']);
  });

  it('expires a subscription whose first invoice stays unpaid for 23 hours', async () => {
    const customer = await stripe.customers.create({ email: 'late@example.com' });
    const created = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: monthly.id }], payment_behavior: 'default_incomplete' });
    await advance(DAY);
    const expired = await stripe.subscriptions.retrieve(created.id);
    expect(expired.status).toBe('incomplete_expired');
    expect((await stripe.invoices.retrieve(String(expired.latest_invoice))).status).toBe('void');
  });

  it('refuses a one-off price, an unknown customer and another way of paying', async () => {
    const customer = await stripe.customers.create({});
    const once = await stripe.prices.create({ product: monthly.product as string, unit_amount: 500, currency: 'usd' });
    await expect(stripe.subscriptions.create({ customer: customer.id, items: [{ price: once.id }], payment_behavior: 'default_incomplete' })).rejects.toMatchObject({ statusCode: 400 });
    await expect(stripe.subscriptions.create({ customer: 'cus_none', items: [{ price: monthly.id }], payment_behavior: 'default_incomplete' })).rejects.toMatchObject({ statusCode: 404 });
    await expect(stripe.subscriptions.create({ customer: customer.id, items: [{ price: monthly.id }] })).rejects.toMatchObject({ statusCode: 400 });
  });
});
