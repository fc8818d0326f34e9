import { asksAuthentication, authenticationRequired, cardNumberOf, chargeCard, isTestPaymentMethod } from '../cards';
import { StandInError, found, stripeErrors } from '../errors';
import { newIntent, succeed } from '../payment-intents';
import type { StandInContext } from '../routes';
import { billingNow, newId, type Price, type StandInState } from '../state';
import type { Invoice, InvoiceLine, Subscription } from './objects';

/** A line of `amount` for `price` over a period. */
export function invoiceLine(price: Price, amount: number, description: string, start: number, end: number): InvoiceLine {
  return {
    id: newId('il'),
    object: 'line_item',
    amount,
    currency: price.currency,
    description,
    period: { start, end },
    pricing: { type: 'price_details', price_details: { price: price.id, product: price.product } },
  };
}

/**
 * A finalized invoice of `subscription` for its lines, open, with its own PaymentIntent (whose secret
 * the Payment Element confirms); one of nothing to pay is paid at once, as Stripe does.
 */
export function openInvoice(state: StandInState, subscription: Subscription, reason: Invoice['billing_reason'], lines: InvoiceLine[]): Invoice {
  const now = billingNow(state, subscription.customer);
  const amount = Math.max(
    0,
    lines.reduce((sum, line) => sum + line.amount, 0),
  );
  const currency = lines[0]?.currency ?? 'usd';
  const id = newId('in');
  const intent = amount > 0 ? newIntent(state, { amount, currency, description: `Invoice ${id}`, metadata: { invoice: id, subscription: subscription.id }, customer: subscription.customer }) : null;
  const invoice: Invoice = {
    id,
    object: 'invoice',
    number: `HH-${String(state.invoices.size + 1).padStart(4, '0')}`,
    customer: subscription.customer,
    status: amount > 0 ? 'open' : 'paid',
    billing_reason: reason,
    amount_due: amount,
    amount_paid: 0,
    amount_remaining: amount,
    currency,
    attempt_count: 0,
    confirmation_secret: intent ? { type: 'payment_intent', client_secret: intent.client_secret } : null,
    parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } } },
    lines: { object: 'list', data: lines },
    period_start: Math.min(...lines.map((line) => line.period.start)),
    period_end: Math.max(...lines.map((line) => line.period.end)),
    status_transitions: { paid_at: amount > 0 ? null : now, voided_at: null },
    payment_intent: intent?.id ?? null,
    created: now,
    livemode: false,
  };
  state.invoices.set(id, invoice);
  subscription.latest_invoice = id;
  return invoice;
}

/** The invoice with this id; Stripe's 404 when there is none. */
export function findInvoice(state: StandInState, id: string): Invoice {
  return found(state.invoices.get(id), 'invoice', id, 'invoice');
}

/** Marks an invoice paid by its intent and sends `invoice.paid`. */
export function markPaid(context: StandInContext, invoice: Invoice): void {
  Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0 });
  invoice.status_transitions.paid_at = billingNow(context.state, invoice.customer);
  context.webhooks.send('invoice.paid', invoice);
}

/**
 * Charges an open invoice to a saved card, off-session (a renewal, a proration, "pay now"): paid, with
 * `payment_intent.succeeded` and `invoice.paid`; or, the card declined, still open with its attempt
 * counted and `invoice.payment_failed`, the card error thrown (HTTP 402). A card whose bank asks for
 * 3-D Secure is declined `authentication_required` (the payer is not there to pass it), and
 * `invoice.payment_action_required` follows: the payer pays the invoice's PaymentIntent in the browser.
 */
export function chargeInvoice(context: StandInContext, invoice: Invoice, paymentMethod: string | null): void {
  if (invoice.status !== 'open') throw stripeErrors.invoiceNotOpen(invoice.id, invoice.status);
  const intent = invoice.payment_intent ? context.state.intents.get(invoice.payment_intent) : undefined;
  if (!intent) return markPaid(context, invoice);
  invoice.attempt_count += 1;
  // A saved card, or one of Stripe's test PaymentMethods (pm_card_visa), which becomes a card of its own.
  const test = paymentMethod !== null && isTestPaymentMethod(paymentMethod);
  const number = paymentMethod === null ? undefined : test ? cardNumberOf(undefined, paymentMethod) : context.state.cards.get(paymentMethod);
  const card = test ? newId('pm') : paymentMethod;
  try {
    if (!card) throw new StandInError(402, { type: 'card_error', code: 'payment_method_required', message: 'The customer has no card to charge.' });
    if (asksAuthentication(number, context.state.authenticatedCards.has(card))) throw authenticationRequired();
    chargeCard(number);
  } catch (error) {
    if (error instanceof StandInError) {
      intent.last_payment_error = error.error;
      context.webhooks.send('invoice.payment_failed', invoice);
      if (error.error.code === 'authentication_required') context.webhooks.send('invoice.payment_action_required', invoice);
    }
    throw error;
  }
  if (number) context.state.cards.set(card, number);
  succeed(intent, card);
  context.webhooks.send('payment_intent.succeeded', intent);
  markPaid(context, invoice);
}

/** Voids an open invoice (its subscription ended or expired): nothing more is owed on it. */
export function voidInvoice(state: StandInState, invoice: Invoice): void {
  if (invoice.status !== 'open') return;
  invoice.status = 'void';
  invoice.amount_remaining = 0;
  invoice.status_transitions.voided_at = billingNow(state, invoice.customer);
}

/** `GET /v1/invoices?customer=&subscription=`: Stripe's list shape, newest first, `limit` at a time after `starting_after`. */
export function listInvoices(state: StandInState, query: URLSearchParams) {
  const customer = query.get('customer');
  const subscription = query.get('subscription');
  const limit = Math.min(100, Math.max(1, Number(query.get('limit') ?? 10) || 10));
  const all = [...state.invoices.values()]
    .filter((invoice) => (!customer || invoice.customer === customer) && (!subscription || invoice.parent.subscription_details.subscription === subscription))
    .reverse();
  const after = query.get('starting_after');
  const from = after ? all.findIndex((invoice) => invoice.id === after) + 1 : 0;
  const data = all.slice(from, from + limit);
  return { object: 'list', data, has_more: from + limit < all.length, url: '/v1/invoices' };
}
