import type Stripe from 'stripe';
import { recordInvoice } from './record-invoice';
import { syncSubscription } from './sync-subscription';

/** The Billing events acted on (docs/plans.md "Subscribing"); the webhook acknowledges any other. */
const SUBSCRIPTION_EVENTS = new Set(['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted']);
const INVOICE_EVENTS = new Set(['invoice.paid', 'invoice.payment_failed', 'invoice.voided']);

/**
 * Applies a verified Billing event, by the object it names read afresh from Stripe (so order does not
 * matter), recording it so a repeat does nothing. Answers false for an event that is not Billing's.
 */
export async function onBillingEvent(event: Stripe.Event): Promise<boolean> {
  const object = event.data.object as { id?: unknown };
  if (typeof object.id !== 'string') return false;
  if (SUBSCRIPTION_EVENTS.has(event.type)) await syncSubscription(object.id, event);
  else if (INVOICE_EVENTS.has(event.type)) await recordInvoice(object.id, event);
  else return false;
  return true;
}
