import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { CashAccount, CashBalanceTransaction, BankTransferInstructions, CustomerBalanceOptions } from './bank-transfers/objects';
import type { Customer, Invoice, Subscription } from './billing/objects';
import type { StripeErrorBody } from './errors';

/** A PaymentIntent as the stand-in keeps and answers it (the fields the product reads). */
export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  client_secret: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
  /** What the payer must do before the payment goes on: the bank's 3-D Secure challenge, which Stripe.js shows, or a bank transfer to send. */
  next_action:
    | { type: 'use_stripe_sdk'; use_stripe_sdk: { type: 'three_d_secure_redirect' } }
    | { type: 'display_bank_transfer_instructions'; display_bank_transfer_instructions: BankTransferInstructions }
    | null;
  /** Only on an intent that may be paid by bank transfer (`payment_method_types` with `customer_balance`). */
  payment_method_options?: { customer_balance: CustomerBalanceOptions };
  description: string | null;
  metadata: Record<string, string>;
  /** The Billing customer paying (an invoice's), or null for a one-off payment. */
  customer: string | null;
  payment_method: string | null;
  payment_method_types: string[];
  latest_charge: string | null;
  last_payment_error: StripeErrorBody | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  created: number;
  livemode: false;
}

/** A Refund as the stand-in keeps and answers it. */
export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  /** Null when the money came from a customer's cash balance rather than a payment. */
  charge: string | null;
  payment_intent: string | null;
  metadata: Record<string, string>;
  /** A bank-transfer refund is `pending` until the money has gone back (bank-transfers/refunds.ts); a card's is `succeeded` at once. */
  status: 'pending' | 'succeeded';
  created: number;
  /** Bank-transfer refunds only: where Stripe e-mails the payer for the account to send the money to. */
  instructions_email?: string;
  destination_details?: { type: 'us_bank_transfer'; us_bank_transfer: { reference: string | null; reference_status: 'pending' | 'available' } };
}

/** A Product as the stand-in keeps and answers it: what a plan is sold as. */
export interface Product {
  id: string;
  object: 'product';
  name: string;
  active: boolean;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

/** A Price: an amount per month or year of a product. Immutable but for `active`, like Stripe's. */
export interface Price {
  id: string;
  object: 'price';
  product: string;
  unit_amount: number;
  currency: string;
  type: 'recurring' | 'one_time';
  recurring: { interval: 'month' | 'year'; interval_count: 1 } | null;
  active: boolean;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

/** The stand-in's memory (kept in a file between runs when one is given). */
export interface StandInState {
  intents: Map<string, PaymentIntent>;
  refunds: Refund[];
  products: Map<string, Product>;
  prices: Map<string, Price>;
  /** Stripe Billing (billing/): customers, their subscriptions and invoices, the cards they saved. */
  customers: Map<string, Customer>;
  subscriptions: Map<string, Subscription>;
  invoices: Map<string, Invoice>;
  /** The card number behind each saved PaymentMethod (never answered: Stripe keeps it to itself). */
  cards: Map<string, string>;
  /** The saved cards whose bank's 3-D Secure the payer passed: a card that asks once then pays off-session. */
  authenticatedCards: Set<string>;
  /** Seconds the Billing clock runs ahead of the real one (moved by `/_stand-in/clock`). */
  clockOffset: number;
  /** Seconds one customer's clock runs ahead of the Billing clock (`/_stand-in/clock` with `customer`, as Stripe's test clocks). */
  customerClocks: Map<string, number>;
  /** Bank transfers (bank-transfers/): each customer's virtual account and cash balance, and its movements, oldest first. */
  cashBalances: Map<string, CashAccount>;
  cashTransactions: CashBalanceTransaction[];
  /** The transfer reference of each PaymentIntent confirmed for a bank transfer, kept once it is paid or canceled. */
  transferReferences: Map<string, string>;
  /** The customer whose cash balance each balance refund (`origin=customer_balance`) sent back. */
  balanceRefunds: Map<string, string>;
}

interface SavedState {
  intents: PaymentIntent[];
  refunds: Refund[];
  products?: Product[];
  prices?: Price[];
  customers?: Customer[];
  subscriptions?: Subscription[];
  invoices?: Invoice[];
  cards?: [string, string][];
  authenticatedCards?: string[];
  clockOffset?: number;
  customerClocks?: [string, number][];
  cashBalances?: [string, CashAccount][];
  cashTransactions?: CashBalanceTransaction[];
  transferReferences?: [string, string][];
  balanceRefunds?: [string, string][];
}

const byId = <T extends { id: string }>(items: readonly T[] = []): Map<string, T> => new Map(items.map((item) => [item.id, item]));

/** The state saved in `file` by an earlier run, or a fresh, empty one. */
export function loadState(file?: string): StandInState {
  const saved: SavedState = file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SavedState) : { intents: [], refunds: [] };
  return {
    // Intents saved before cancellation existed lack its fields.
    intents: byId(saved.intents.map((intent) => ({ ...intent, canceled_at: intent.canceled_at ?? null, cancellation_reason: intent.cancellation_reason ?? null }))),
    refunds: saved.refunds,
    products: byId(saved.products),
    prices: byId(saved.prices),
    customers: byId(saved.customers),
    subscriptions: byId(saved.subscriptions),
    invoices: byId(saved.invoices),
    cards: new Map(saved.cards ?? []),
    authenticatedCards: new Set(saved.authenticatedCards ?? []),
    clockOffset: saved.clockOffset ?? 0,
    customerClocks: new Map(saved.customerClocks ?? []),
    cashBalances: new Map(saved.cashBalances ?? []),
    cashTransactions: saved.cashTransactions ?? [],
    transferReferences: new Map(saved.transferReferences ?? []),
    balanceRefunds: new Map(saved.balanceRefunds ?? []),
  };
}

/** Writes the state to `file`, so what one `npm start` made (intents, plans' prices, subscriptions, the clock) is there in the next. */
export function saveState(file: string, state: StandInState): void {
  const saved: SavedState = {
    intents: [...state.intents.values()],
    refunds: state.refunds,
    products: [...state.products.values()],
    prices: [...state.prices.values()],
    customers: [...state.customers.values()],
    subscriptions: [...state.subscriptions.values()],
    invoices: [...state.invoices.values()],
    cards: [...state.cards],
    authenticatedCards: [...state.authenticatedCards],
    clockOffset: state.clockOffset,
    customerClocks: [...state.customerClocks],
    cashBalances: [...state.cashBalances],
    cashTransactions: state.cashTransactions,
    transferReferences: [...state.transferReferences],
    balanceRefunds: [...state.balanceRefunds],
  };
  writeFileSync(file, JSON.stringify(saved));
}

/** A Stripe-looking id: `pi_3Q...`, `re_...`, `evt_...`. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

/** Unix seconds, as Stripe's `created`. */
export const unixNow = (): number => Math.floor(Date.now() / 1000);

/** How far `customer`'s Billing clock runs ahead of real time: the clock's own offset plus the customer's. */
export const clockOffsetOf = (state: Pick<StandInState, 'clockOffset' | 'customerClocks'>, customer?: string | null): number =>
  state.clockOffset + (customer ? (state.customerClocks.get(customer) ?? 0) : 0);

/**
 * The Billing clock: real time plus however far a test or a person moved it, for everyone or for one
 * customer (tools/stripe-stand-in/billing/renewals.ts). Dates about a customer's subscriptions and
 * invoices are on that customer's clock.
 */
export const billingNow = (state: Pick<StandInState, 'clockOffset' | 'customerClocks'>, customer?: string | null): number => unixNow() + clockOffsetOf(state, customer);
