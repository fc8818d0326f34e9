/**
 * One-off payments beside the plans (docs/plans.md "Paid submissions"): a professional whose plan
 * has no slot left pays once to publish one listing, which then holds a slot of its own for as long
 * as it lives. Admins set the price (`oneOffPrices/{kind}`, through the facade); the server alone
 * decides an amount, and Stripe's signed `payment_intent.succeeded` grants what was paid for, once.
 */

/** The collection of one-off prices, one document per kind. */
export const ONE_OFF_PRICES = 'oneOffPrices';

/** What can be bought once: a listing's own slot, or a listing featured for 30 days (featured-listings.ts). */
export const ONE_OFF_KINDS = ['submission', 'feature'] as const;
/** One of {@link ONE_OFF_KINDS}. */
export type OneOffKind = (typeof ONE_OFF_KINDS)[number];

/** The prices until an admin first sets them, in cents. */
export const ONE_OFF_DEFAULT_CENTS: Readonly<Record<OneOffKind, number>> = { submission: 1900, feature: 2900 };

/** The most a one-off price may be, in cents ($9,999.99). */
export const ONE_OFF_MAX_CENTS = 999_999;

/** `oneOffPrices/{kind}`: the price on sale now. Everyone reads it; only the facade writes it. */
export interface OneOffPriceDoc<Time = unknown> {
  amountCents: number;
  updatedAt: Time;
}

/** The price stored in a `oneOffPrices` document, or the kind's default when there is none or it is not whole. */
export function oneOffCentsOf(kind: OneOffKind, stored: unknown): number {
  const cents = (stored as { amountCents?: unknown } | null | undefined)?.amountCents;
  return typeof cents === 'number' && Number.isInteger(cents) && cents >= 100 ? cents : ONE_OFF_DEFAULT_CENTS[kind];
}

/** What the PaymentIntent of a one-off payment carries in its metadata: what it buys, for which account, and the listing a feature is for. */
export interface PurchaseMetadata {
  purpose: OneOffKind;
  holderUid: string;
  payerUid: string;
  listingId?: string;
}

/** `billingAccounts/{uid}/purchases/{paymentIntentId}`: one one-off payment that succeeded, written once by the webhook. */
export interface PurchaseDoc<Time = unknown> {
  kind: OneOffKind;
  /** The listing a feature was bought for. */
  listingId?: string;
  /** A feature paid for a listing that could no longer be featured (deleted, sold, hidden meanwhile): owed back, by hand. */
  unapplied?: true;
  amountCents: number;
  currency: string;
  payerUid: string;
  paidAt: Time;
}

/** Where an account's one-off payments are kept: a subcollection, named by its path. */
export function accountPurchasesPath(uid: string): `billingAccounts/${string}/purchases` {
  return `billingAccounts/${uid}/purchases`;
}

/** What `POST /billing/submission` answers: the PaymentIntent to confirm with a card, and what it costs. */
export interface PurchaseAnswer {
  paymentIntentId: string;
  clientSecret: string;
  amountCents: number;
}

/** The one-off prices' paths' answers (docs/facade.md "Paths"). */
export const ONE_OFF_API_MESSAGES = { unknownKind: 'No such one-off price' } as const;

/** What paid submissions say (our wording: docs/plans.md "Paid submissions"). */
export const SUBMISSION_MESSAGES = {
  /** The facade's answers. */
  roomLeft: 'Your plan has a free listing slot: add the property on it.',
  agencyPlan: "Your agency's plan covers your listings: ask your agency to pay for this one.",
  /** Add Property, once paid and confirmed. */
  credits: (count: number): string => `${count === 1 ? 'A paid listing is' : `${count} paid listings are`} ready: add the property and it goes to review.`,
  /** The card form's words. */
  payingFor: (amount: string): string => `One more listing: ${amount}, paid once. It keeps its own slot for as long as it is listed.`,
  pay: (amount: string): string => `Pay ${amount}`,
  cancel: 'Not now',
  paid: 'Payment received. Your listing is ready as soon as Stripe confirms it.',
  /** The admins' Plans screen. */
  priceTitle: 'Paid submission',
  priceText: 'What a professional pays once to list one property beyond their plan.',
  priceLabel: 'Price ($)',
  priceOnce: (amount: string): string => `${amount} per listing, paid once`,
  featureTitle: 'Featured listing',
  featureText: 'What a professional pays once to feature one listing for 30 days.',
  featureOnce: (amount: string): string => `${amount} per listing for 30 days, paid once`,
  savePrice: 'Save price',
  oneOff: 'One-off payments',
  priceSaved: 'Price saved',
  priceFailed: 'The price could not be saved.',
} as const;

/** How the admins' Plans screen names each one-off price: its row's title, what it buys, its price. */
export const ONE_OFF_PRICE_TEXTS: Readonly<Record<OneOffKind, { readonly title: string; readonly text: string; readonly once: (amount: string) => string }>> = {
  submission: { title: SUBMISSION_MESSAGES.priceTitle, text: SUBMISSION_MESSAGES.priceText, once: SUBMISSION_MESSAGES.priceOnce },
  feature: { title: SUBMISSION_MESSAGES.featureTitle, text: SUBMISSION_MESSAGES.featureText, once: SUBMISSION_MESSAGES.featureOnce },
};
