import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type RunningStandIn } from './server';

/**
 * The plans' catalogue (products and prices, docs/plans.md "Plans") through stripe-node itself, as
 * the functions call it: the shapes the SDK reads, a price's amount fixed once made, Stripe's errors.
 */
describe('the stand-in: products and prices', () => {
  let standIn: RunningStandIn;
  let stripe: Stripe;
  beforeAll(async () => {
    standIn = await startStripeStandIn({ port: 0, webhookUrl: 'http://127.0.0.1:9/none' });
    const url = new URL(standIn.url);
    stripe = new Stripe('sk_test_stand_in', { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0 });
  });
  afterAll(() => standIn.stop());

  it('makes a product with a monthly and a yearly price, and renames the product', async () => {
    const product = await stripe.products.create({ name: 'Professional', metadata: { planId: 'pro' } });
    expect(product).toMatchObject({ object: 'product', name: 'Professional', active: true, metadata: { planId: 'pro' } });
    const monthly = await stripe.prices.create({ product: product.id, unit_amount: 2900, currency: 'usd', recurring: { interval: 'month' } });
    const yearly = await stripe.prices.create({ product: product.id, unit_amount: 29_000, currency: 'usd', recurring: { interval: 'year' } });
    expect(monthly).toMatchObject({ object: 'price', product: product.id, unit_amount: 2900, currency: 'usd', type: 'recurring', recurring: { interval: 'month' } });
    expect(yearly.recurring?.interval).toBe('year');
    expect((await stripe.products.update(product.id, { name: 'Professional Plus' })).name).toBe('Professional Plus');
    expect((await stripe.prices.retrieve(monthly.id)).unit_amount).toBe(2900);
  });

  it('archives a price but never changes its amount, and refuses a price of no product', async () => {
    const product = await stripe.products.create({ name: 'Starter' });
    const price = await stripe.prices.create({ product: product.id, unit_amount: 900, currency: 'usd', recurring: { interval: 'month' } });
    expect((await stripe.prices.update(price.id, { active: false })).active).toBe(false);
    await expect(stripe.prices.update(price.id, { unit_amount: 100 } as Stripe.PriceUpdateParams)).rejects.toMatchObject({ type: 'StripeInvalidRequestError' });
    await expect(stripe.prices.create({ product: 'prod_none', unit_amount: 900, currency: 'usd' })).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    await expect(stripe.prices.create({ product: product.id, unit_amount: 900, currency: 'usd', recurring: { interval: 'week' } })).rejects.toMatchObject({ statusCode: 400 });
  });
});
