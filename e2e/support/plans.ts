// Plans for journeys (docs/plans.md "Plans"): made as POST /plans leaves one, with its Stripe product
// and prices in the stand-in, so subscribing to it works end to end.
import { stripeCall } from '../../tools/stripe-stand-in/client';
import { setFixture } from './firestore-rest';
import { uniqueWord } from './listings';

/** The allowances every journey's plan has. */
export const JOURNEY_PLAN = { listingsAllowed: 25, featuredAllowed: 3, photosPerListing: 20 } as const;

/** A Stripe price of the plan's version 1 (its metadata names them, as plan-prices.ts makes it). */
async function price(product: string, planId: string, cents: number, interval: 'month' | 'year'): Promise<string> {
  const answer = await stripeCall('POST', '/v1/prices', {
    product,
    unit_amount: String(cents),
    currency: 'usd',
    'recurring[interval]': interval,
    'metadata[planId]': planId,
    'metadata[version]': '1',
  });
  return String(answer.body.id);
}

/** A paid plan named `name` at `monthlyCents` a month (ten months a year), on sale unless hidden; answers its id. */
export async function planOnSale(name: string, monthlyCents: number, visible = true): Promise<string> {
  const id = `plan-${uniqueWord().toLowerCase()}`;
  const product = String((await stripeCall('POST', '/v1/products', { name, 'metadata[planId]': id })).body.id);
  const [monthlyPriceId, yearlyPriceId] = await Promise.all([price(product, id, monthlyCents, 'month'), price(product, id, monthlyCents * 10, 'year')]);
  const now = new Date();
  const terms = { name, monthlyCents, yearlyCents: monthlyCents * 10, ...JOURNEY_PLAN, version: 1, stripeProductId: product, monthlyPriceId, yearlyPriceId };
  await setFixture(`plans/${id}/versions/1`, { ...terms, createdAt: now });
  await setFixture(`plans/${id}`, { ...terms, visible, order: monthlyCents, createdAt: now, updatedAt: now });
  return id;
}
