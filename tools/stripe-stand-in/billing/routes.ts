import { stripeErrors } from '../errors';
import { field } from '../form';
import type { StandInContext, StandInRequest } from '../routes';
import type { PaymentIntent } from '../state';
import { createCustomer, findCustomer, updateCustomer } from './customers';
import { chargeInvoice, findInvoice, listInvoices, markPaid } from './invoices';
import { advanceClock, catchUp, clockOf } from './renewals';
import { answered, cardOf, createSubscription, endSubscription, findSubscription, onInvoicePaid, updateSubscription } from './subscriptions';

const CUSTOMER_PATH = /^\/v1\/customers\/([A-Za-z0-9_]+)$/;
const SUBSCRIPTION_PATH = /^\/v1\/subscriptions\/([A-Za-z0-9_]+)$/;
const INVOICE_PATH = /^\/v1\/invoices\/([A-Za-z0-9_]+)(\/pay)?$/;
const CARD_PATH = /^\/_stand-in\/customers\/([A-Za-z0-9_]+)\/card$/;

/** What a billing route answered, or that the request is not one. */
type Routed = { answered: true; body: unknown } | { answered: false };

const done = (body: unknown): Routed => ({ answered: true, body });

/**
 * Stripe Billing's calls (customers, subscriptions, invoices; secret key only) and the stand-in's own
 * `/_stand-in/clock` (read or move the Billing clock, everyone's or one `customer`'s) and `/_stand-in/customers/:id/card` (the saved
 * card becomes another test card, say one that declines, for the next renewal). The clock is brought
 * up to date first, so what a moved clock makes due has happened before any answer.
 */
export function billingRoutes(context: StandInContext, request: StandInRequest, requireSecretKey: (key: string | undefined) => void): Routed {
  const { method, path, fields } = request;
  const { state } = context;
  if (path === '/_stand-in/clock') {
    if (method === 'POST') return done(advanceClock(context, Number(field(fields, 'advance_seconds') ?? 0), field(fields, 'customer')));
    return done(clockOf(context, request.query.get('customer') ?? undefined));
  }
  const cardOwner = CARD_PATH.exec(path)?.[1];
  if (cardOwner && method === 'POST') {
    const customer = findCustomer(state, cardOwner);
    const number = field(fields, 'number');
    const card = customer.invoice_settings.default_payment_method;
    if (!number) throw stripeErrors.missingParam('number');
    if (!card) throw stripeErrors.invalidParam('customer', `Customer ${cardOwner} has no saved card.`, 'resource_missing');
    state.cards.set(card, number.replace(/[\s-]/g, ''));
    return done({ customer: cardOwner, payment_method: card });
  }
  const customer = CUSTOMER_PATH.exec(path)?.[1];
  const subscription = SUBSCRIPTION_PATH.exec(path)?.[1];
  const invoice = INVOICE_PATH.exec(path);
  if (path !== '/v1/customers' && path !== '/v1/subscriptions' && path !== '/v1/invoices' && !customer && !subscription && !invoice) return { answered: false };
  requireSecretKey(request.apiKey);
  catchUp(context);
  if (method === 'POST' && path === '/v1/customers') return done(createCustomer(state, fields));
  if (customer && method === 'GET') return done(findCustomer(state, customer));
  if (customer && method === 'POST') return done(updateCustomer(state, customer, fields));
  if (method === 'POST' && path === '/v1/subscriptions') return done(answered(state, createSubscription(context, fields), fields));
  if (subscription && method === 'GET') return done(answered(state, findSubscription(state, subscription), fields));
  if (subscription && method === 'POST') return done(answered(state, updateSubscription(context, subscription, fields), fields));
  if (subscription && method === 'DELETE') {
    const ending = findSubscription(state, subscription);
    return done(endSubscription(context, ending, clockOf(context, ending.customer).now));
  }
  if (method === 'GET' && path === '/v1/invoices') return done(listInvoices(state, request.query));
  if (invoice?.[1] && method === 'GET' && !invoice[2]) return done(findInvoice(state, invoice[1]));
  if (invoice?.[1] && method === 'POST' && invoice[2]) {
    // "Pay now": a past-due invoice charged again, to the card named or the subscription's.
    const open = findInvoice(state, invoice[1]);
    const owner = findSubscription(state, open.parent.subscription_details.subscription);
    chargeInvoice(context, open, field(fields, 'payment_method') ?? cardOf(state, owner));
    onInvoicePaid(context, open);
    return done(open);
  }
  throw stripeErrors.unknownUrl(method, path);
}

/** After a confirm in the browser: an invoice's PaymentIntent paid pays its invoice, and its subscription follows. */
export function onIntentSucceeded(context: StandInContext, intent: PaymentIntent): void {
  const invoiceId = intent.metadata.invoice;
  const paid = invoiceId ? context.state.invoices.get(invoiceId) : undefined;
  if (!paid || paid.status !== 'open') return;
  markPaid(context, paid);
  onInvoicePaid(context, paid);
}
