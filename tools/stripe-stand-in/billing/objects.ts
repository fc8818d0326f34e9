import type { Price } from '../state';

/**
 * Stripe Billing's objects as the stand-in keeps and answers them (the fields the product reads), in
 * the shapes of the API version the functions pin (`2026-02-25.clover`: a subscription's period is on
 * its item, an invoice names its subscription under `parent`, its PaymentIntent's secret is
 * `confirmation_secret`).
 */

/** A paying account (docs/plans.md): its e-mail, name, metadata and the card its invoices are charged to. */
export interface Customer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  invoice_settings: { default_payment_method: string | null };
  created: number;
  livemode: false;
}

/** A subscription's one item: the price and the period paid for. */
export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  price: Price;
  quantity: 1;
  current_period_start: number;
  current_period_end: number;
}

export type SubscriptionStatus = 'incomplete' | 'incomplete_expired' | 'active' | 'past_due' | 'canceled';

export interface Subscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: SubscriptionStatus;
  items: { object: 'list'; data: SubscriptionItem[] };
  billing_cycle_anchor: number;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  /** The id of the latest invoice (an invoice object when asked for with `expand[]=latest_invoice`). */
  latest_invoice: string | null;
  default_payment_method: string | null;
  /**
   * A price change made with `payment_behavior=pending_if_incomplete` whose invoice is not paid yet
   * (the card declined, or its bank asks for 3-D Secure): it applies once the latest invoice is paid,
   * and lapses at `expires_at` (23 hours), as at Stripe.
   */
  pending_update: { expires_at: number; subscription_items: { id: string; price: Price }[] } | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export type InvoiceStatus = 'open' | 'paid' | 'void';

/** One line of an invoice: a period of a price, or a proration's credit or charge. */
export interface InvoiceLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  period: { start: number; end: number };
  pricing: { type: 'price_details'; price_details: { price: string; product: string } };
}

export interface Invoice {
  id: string;
  object: 'invoice';
  number: string;
  customer: string;
  status: InvoiceStatus;
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  currency: string;
  attempt_count: number;
  /** The invoice's PaymentIntent's client secret, which the Payment Element confirms. */
  confirmation_secret: { type: 'payment_intent'; client_secret: string } | null;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string; metadata: Record<string, string> } };
  lines: { object: 'list'; data: InvoiceLine[] };
  period_start: number;
  period_end: number;
  status_transitions: { paid_at: number | null; voided_at: number | null };
  /** The stand-in's own link from the invoice to its PaymentIntent (Stripe lists it under `payments`). */
  payment_intent: string | null;
  created: number;
  livemode: false;
}
