import { StandInError, found, stripeErrors } from '../errors';
import { field, textFields, type FormFields } from '../form';
import { findPrice } from '../catalogue';
import type { StandInContext } from '../routes';
import { billingNow, newId, type Price, type StandInState } from '../state';
import { findCustomer } from './customers';
import { chargeInvoice, findInvoice, invoiceLine, openInvoice, voidInvoice } from './invoices';
import type { Invoice, Subscription } from './objects';
import { nextPeriodEnd, prorated } from './periods';

/** A recurring price, or Stripe's 400 for a one-off or archived one. */
function recurringPrice(state: StandInState, id: string | undefined, param: string): Price & { recurring: NonNullable<Price['recurring']> } {
  if (!id) throw stripeErrors.missingParam(param);
  const price = findPrice(state, id);
  if (!price.recurring) throw stripeErrors.invalidParam(param, `The price specified (${id}) is not recurring.`, 'price_not_recurring');
  if (!price.active) throw stripeErrors.invalidParam(param, `The price specified (${id}) is inactive. This field only accepts active prices.`, 'price_inactive');
  return price as Price & { recurring: NonNullable<Price['recurring']> };
}

/** The subscription's one item (the product's subscriptions have one price each). */
export function itemOf(subscription: Subscription) {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`subscription ${subscription.id} has no item`);
  return item;
}

/** The subscription with this id; Stripe's 404 when there is none. */
export function findSubscription(state: StandInState, id: string): Subscription {
  return found(state.subscriptions.get(id), 'subscription', id, 'subscription');
}

/** The subscription as answered: its latest invoice expanded when `expand[]` asks for it (the Payment Element needs its secret). */
export function answered(state: StandInState, subscription: Subscription, fields: FormFields): unknown {
  const expand = Array.isArray(fields.expand) ? fields.expand : [];
  const wantsInvoice = expand.some((path) => typeof path === 'string' && path.startsWith('latest_invoice'));
  if (!wantsInvoice || !subscription.latest_invoice) return subscription;
  return { ...subscription, latest_invoice: findInvoice(state, subscription.latest_invoice) };
}

/**
 * `POST /v1/subscriptions` (`payment_behavior=default_incomplete`, as a Payment Element integration
 * makes them): incomplete, with its first invoice open for the price's whole first period, until its
 * PaymentIntent is confirmed. The period is the price's interval from now, in calendar months.
 */
export function createSubscription(context: StandInContext, fields: FormFields): Subscription {
  const { state } = context;
  const customerId = field(fields, 'customer');
  if (!customerId) throw stripeErrors.missingParam('customer');
  findCustomer(state, customerId);
  const price = recurringPrice(state, field(fields, 'items', '0', 'price'), 'items[0][price]');
  const behaviour = field(fields, 'payment_behavior') ?? 'allow_incomplete';
  if (behaviour !== 'default_incomplete')
    throw stripeErrors.invalidParam('payment_behavior', 'The stand-in makes subscriptions with payment_behavior=default_incomplete only.', 'parameter_invalid_string');
  const now = billingNow(state, customerId);
  const end = nextPeriodEnd(now, price.recurring.interval, now);
  const subscription: Subscription = {
    id: newId('sub'),
    object: 'subscription',
    customer: customerId,
    status: 'incomplete',
    items: { object: 'list', data: [{ id: newId('si'), object: 'subscription_item', price, quantity: 1, current_period_start: now, current_period_end: end }] },
    billing_cycle_anchor: now,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    latest_invoice: null,
    default_payment_method: null,
    pending_update: null,
    metadata: textFields(fields.metadata),
    created: now,
    livemode: false,
  };
  state.subscriptions.set(subscription.id, subscription);
  openInvoice(state, subscription, 'subscription_create', [invoiceLine(price, price.unit_amount, `1 × ${price.product} (at ${price.unit_amount / 100} / ${price.recurring.interval})`, now, end)]);
  context.webhooks.send('customer.subscription.created', subscription);
  return subscription;
}

/**
 * What an invoice's payment does to its subscription: the first makes it active, one paid while past
 * due makes it active again; the card that paid becomes the subscription's and (when it has none) the
 * customer's default. `customer.subscription.updated` follows.
 */
export function onInvoicePaid(context: StandInContext, invoice: Invoice): void {
  const subscription = context.state.subscriptions.get(invoice.parent.subscription_details.subscription);
  if (!subscription || subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
  const intent = invoice.payment_intent ? context.state.intents.get(invoice.payment_intent) : undefined;
  const card = intent?.payment_method ?? null;
  if (card) {
    subscription.default_payment_method = card;
    const customer = context.state.customers.get(subscription.customer);
    if (customer && !customer.invoice_settings.default_payment_method) customer.invoice_settings.default_payment_method = card;
  }
  if (subscription.status === 'incomplete' || subscription.status === 'past_due') subscription.status = 'active';
  const pending = subscription.pending_update?.subscription_items[0];
  if (pending && subscription.latest_invoice === invoice.id) {
    takePrice(subscription, pending.price, billingNow(context.state, subscription.customer));
    subscription.pending_update = null;
  }
  context.webhooks.send('customer.subscription.updated', subscription);
}

/** How long a pending update waits for its invoice to be paid (Stripe's 23 hours). */
export const PENDING_UPDATE_EXPIRES_AFTER = 23 * 60 * 60;

/** Drops a pending update (its time is up, or another change replaces it): its invoice voided (`invoice.voided`), the subscription as it was. */
export function dropPendingUpdate(context: StandInContext, subscription: Subscription): void {
  if (!subscription.pending_update) return;
  const invoice = subscription.latest_invoice ? context.state.invoices.get(subscription.latest_invoice) : undefined;
  if (invoice) voidOpenInvoice(context, invoice);
  subscription.pending_update = null;
}

/** Voids an invoice still open (nothing more is owed on it) and says so: `invoice.voided`, as Stripe does. */
export function voidOpenInvoice(context: StandInContext, invoice: Invoice): void {
  if (invoice.status !== 'open') return;
  voidInvoice(context.state, invoice);
  context.webhooks.send('invoice.voided', invoice);
}

/** The subscription on `price` from `now`: the same interval keeps the period, another starts a new one. */
function takePrice(subscription: Subscription, price: Price, now: number): void {
  const item = itemOf(subscription);
  const interval = price.recurring?.interval ?? 'month';
  const sameInterval = item.price.recurring?.interval === interval;
  item.price = price;
  if (sameInterval) return;
  Object.assign(item, { current_period_start: now, current_period_end: nextPeriodEnd(now, interval, now) });
  subscription.billing_cycle_anchor = now;
}

/** The card a subscription's invoices are charged to: its own, else its customer's default. */
export function cardOf(state: StandInState, subscription: Subscription): string | null {
  return subscription.default_payment_method ?? state.customers.get(subscription.customer)?.invoice_settings.default_payment_method ?? null;
}

/**
 * A change of price. `proration_behavior=none`: the new price from the next renewal, nothing charged
 * now (a downgrade at the period's end: docs/plans.md). Otherwise (`always_invoice`) the change is paid
 * now: the unused part of the old price credited against the new price's part left, charged to the
 * saved card; the same interval keeps the period, another starts a new one from now. When the card
 * does not pay (declined, or its bank asks for 3-D Secure): with `payment_behavior=error_if_incomplete`
 * nothing changes and the card error is answered (HTTP 402); with `pending_if_incomplete` the change
 * waits as `pending_update` until its invoice is paid in the browser.
 */
function changePrice(context: StandInContext, subscription: Subscription, price: Price & { recurring: NonNullable<Price['recurring']> }, proration: string, behaviour: string): void {
  const { state } = context;
  const item = itemOf(subscription);
  const old = item.price;
  dropPendingUpdate(context, subscription);
  if (proration === 'none') {
    item.price = price;
    return;
  }
  const now = billingNow(state, subscription.customer);
  const sameInterval = old.recurring?.interval === price.recurring.interval;
  const end = sameInterval ? item.current_period_end : nextPeriodEnd(now, price.recurring.interval, now);
  const credit = -prorated(old.unit_amount, item.current_period_start, item.current_period_end, now);
  const charge = sameInterval ? prorated(price.unit_amount, item.current_period_start, item.current_period_end, now) : price.unit_amount;
  const invoice = openInvoice(state, subscription, 'subscription_update', [
    invoiceLine(old, credit, `Unused time on ${old.product} after ${new Date(now * 1000).toISOString().slice(0, 10)}`, now, item.current_period_end),
    invoiceLine(price, charge, `Remaining time on ${price.product} after ${new Date(now * 1000).toISOString().slice(0, 10)}`, now, end),
  ]);
  try {
    // A credit larger than the charge leaves nothing to pay (Stripe would keep it as balance).
    if (invoice.status === 'open') chargeInvoice(context, invoice, cardOf(state, subscription));
  } catch (error) {
    if (behaviour === 'pending_if_incomplete' && error instanceof StandInError && error.status === 402) {
      subscription.pending_update = { expires_at: now + PENDING_UPDATE_EXPIRES_AFTER, subscription_items: [{ id: item.id, price }] };
      return;
    }
    voidInvoice(state, invoice);
    throw error;
  }
  takePrice(subscription, price, now);
}

/** `POST /v1/subscriptions/:id`: cancel at the period's end (or not), a new price, new metadata. */
export function updateSubscription(context: StandInContext, id: string, fields: FormFields): Subscription {
  const subscription = findSubscription(context.state, id);
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') throw stripeErrors.subscriptionEnded(id);
  const atPeriodEnd = field(fields, 'cancel_at_period_end');
  const priceId = field(fields, 'items', '0', 'price');
  if (priceId !== undefined) {
    const itemId = field(fields, 'items', '0', 'id');
    if (itemId !== itemOf(subscription).id) throw stripeErrors.invalidParam('items[0][id]', `Invalid subscription item: ${itemId ?? '(none)'}`, 'resource_missing');
    if (subscription.status !== 'active') throw new StandInError(400, { type: 'invalid_request_error', message: `A ${subscription.status} subscription cannot change its price.` });
    const behaviour = field(fields, 'payment_behavior') ?? 'allow_incomplete';
    // Stripe's pending updates take a price and its proration only.
    if (behaviour === 'pending_if_incomplete' && (fields.metadata !== undefined || atPeriodEnd !== undefined))
      throw stripeErrors.invalidParam('payment_behavior', 'When payment_behavior is pending_if_incomplete, only items and proration parameters may be passed.', 'parameter_invalid_string');
    changePrice(context, subscription, recurringPrice(context.state, priceId, 'items[0][price]'), field(fields, 'proration_behavior') ?? 'create_prorations', behaviour);
  }
  if (atPeriodEnd !== undefined) subscription.cancel_at_period_end = atPeriodEnd === 'true';
  if (fields.metadata !== undefined) subscription.metadata = { ...subscription.metadata, ...textFields(fields.metadata) };
  context.webhooks.send('customer.subscription.updated', subscription);
  return subscription;
}

/** Ends a subscription now (`DELETE /v1/subscriptions/:id`, or its period's end when it was to cancel then): canceled, its open invoices voided (`invoice.voided`), `customer.subscription.deleted`. */
export function endSubscription(context: StandInContext, subscription: Subscription, at: number): Subscription {
  if (subscription.status === 'canceled') return subscription;
  Object.assign(subscription, { status: 'canceled', canceled_at: subscription.canceled_at ?? at, ended_at: at });
  for (const invoice of context.state.invoices.values()) if (invoice.parent.subscription_details.subscription === subscription.id) voidOpenInvoice(context, invoice);
  context.webhooks.send('customer.subscription.deleted', subscription);
  return subscription;
}
