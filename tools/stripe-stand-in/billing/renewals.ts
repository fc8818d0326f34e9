import { StandInError } from '../errors';
import type { StandInContext } from '../routes';
import { billingNow, clockOffsetOf } from '../state';
import { findCustomer } from './customers';
import { chargeInvoice, invoiceLine, openInvoice } from './invoices';
import type { Subscription } from './objects';
import { nextPeriodEnd } from './periods';
import { cardOf, dropPendingUpdate, endSubscription, itemOf, voidOpenInvoice } from './subscriptions';

/** How long a first invoice may stay unpaid before its subscription expires (Stripe's 23 hours). */
const INCOMPLETE_EXPIRES_AFTER = 23 * 60 * 60;

/**
 * One period end of an active subscription: it ends when it was to cancel then; otherwise the next
 * period starts and its invoice is charged to the saved card, paid (`invoice.paid`) or, declined,
 * left open with the subscription past due (`invoice.payment_failed`). Stripe's own retries are not
 * imitated: the product's grace decides what a past-due subscription becomes (docs/plans.md).
 */
function renew(context: StandInContext, subscription: Subscription): void {
  const item = itemOf(subscription);
  const at = item.current_period_end;
  if (subscription.cancel_at_period_end) {
    endSubscription(context, subscription, at);
    return;
  }
  const interval = item.price.recurring?.interval ?? 'month';
  const end = nextPeriodEnd(subscription.billing_cycle_anchor, interval, at);
  Object.assign(item, { current_period_start: at, current_period_end: end });
  const invoice = openInvoice(context.state, subscription, 'subscription_cycle', [invoiceLine(item.price, item.price.unit_amount, `1 × ${item.price.product}`, at, end)]);
  invoice.created = at;
  try {
    chargeInvoice(context, invoice, cardOf(context.state, subscription));
  } catch (error) {
    if (!(error instanceof StandInError)) throw error;
    subscription.status = 'past_due';
  }
  context.webhooks.send('customer.subscription.updated', subscription);
}

/**
 * Brings every subscription up to its customer's Billing clock: first invoices and pending updates left unpaid expire,
 * active subscriptions renew (as many periods as the clock passed) or end at their period's end. A
 * past-due subscription waits: its invoice is paid (it becomes active) or the product cancels it.
 */
export function catchUp(context: StandInContext): void {
  for (const subscription of context.state.subscriptions.values()) {
    const now = billingNow(context.state, subscription.customer);
    if (subscription.status === 'incomplete' && subscription.created + INCOMPLETE_EXPIRES_AFTER <= now) {
      subscription.status = 'incomplete_expired';
      for (const invoice of context.state.invoices.values()) if (invoice.parent.subscription_details.subscription === subscription.id) voidOpenInvoice(context, invoice);
      context.webhooks.send('customer.subscription.updated', subscription);
      continue;
    }
    if (subscription.pending_update && subscription.pending_update.expires_at <= now) {
      dropPendingUpdate(context, subscription);
      context.webhooks.send('customer.subscription.updated', subscription);
    }
    while (subscription.status === 'active' && itemOf(subscription).current_period_end <= now) renew(context, subscription);
  }
}

/**
 * `POST /_stand-in/clock`: moves the Billing clock `seconds` ahead (never back), everyone's or, with
 * `customer`, that customer's alone (as a Stripe test clock moves only its own customers), and brings
 * subscriptions up to it; answers the clock moved.
 */
export function advanceClock(context: StandInContext, seconds: number, customer?: string): { now: number; offset: number } {
  const step = Math.max(0, Math.floor(seconds));
  const { state } = context;
  if (customer) {
    findCustomer(state, customer);
    state.customerClocks.set(customer, (state.customerClocks.get(customer) ?? 0) + step);
  } else state.clockOffset += step;
  catchUp(context);
  return clockOf(context, customer);
}

/** The Billing clock (a customer's, when named): now, and how far it runs ahead of real time. */
export function clockOf(context: StandInContext, customer?: string): { now: number; offset: number } {
  return { now: billingNow(context.state, customer), offset: clockOffsetOf(context.state, customer) };
}
