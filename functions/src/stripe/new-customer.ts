import { stripe } from '../config';
import type { Caller } from '../http/caller';

/**
 * A new Stripe customer for `caller`: their e-mail and name, and their uid in its metadata. One per
 * person whoever retries within Stripe's idempotency window (`customer-<uid>`); the caller keeps its
 * id (a billing account's, or `payers/{uid}` for a buyer's transfers).
 */
export async function newStripeCustomer(caller: Caller): Promise<string> {
  const customer = await stripe().customers.create({ email: caller.email, name: caller.name || caller.email, metadata: { holderUid: caller.uid } }, { idempotencyKey: `customer-${caller.uid}` });
  return customer.id;
}
