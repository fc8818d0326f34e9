/**
 * Subscribing to a paid plan on Stripe Billing (docs/plans.md "Subscribing"): the facade starts a
 * subscription at the plan's price (decided on the server), the Payment Element pays its first
 * invoice, and Stripe's signed events bring the billing account up to the subscription.
 */

/**
 * What a change of plan did: at once (an upgrade, paid now), from the period's end (a downgrade), or
 * once paid in the browser (an upgrade the saved card could not pay alone: declined, or its bank asks
 * for 3-D Secure), with the upgrade invoice's PaymentIntent secret and what it costs.
 */
export type ChangePlanAnswer = { takesEffect: 'now' | 'periodEnd'; planName: string } | { takesEffect: 'onPayment'; planName: string; clientSecret: string; amountCents: number };

/** What `POST /billing/subscription` answers: the subscription and its first invoice's PaymentIntent secret, and what it costs. */
export interface SubscribeAnswer {
  subscriptionId: string;
  clientSecret: string;
  amountCents: number;
  planName: string;
  interval: 'month' | 'year';
}

/** `billingAccounts/{uid}/invoices/{invoiceId}`: one Stripe invoice of the account, as the Billing page lists it. */
export interface AccountInvoiceDoc<Time = unknown> {
  number: string;
  status: 'open' | 'paid' | 'void';
  reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  amountDueCents: number;
  amountPaidCents: number;
  currency: string;
  planName: string;
  periodStart: Time;
  periodEnd: Time;
  createdAt: Time;
  paidAt: Time | null;
}

/** Where an account's invoices are kept: a subcollection, named by its path. */
export function accountInvoicesPath(uid: string): `billingAccounts/${string}/invoices` {
  return `billingAccounts/${uid}/invoices`;
}

/** The facade's answers for subscribing (docs/facade.md "Paths"). */
export const SUBSCRIPTION_API_MESSAGES = {
  agencyPlan: "Your agency's plan covers your listings: ask your agency to change it.",
  planNotForSale: 'This plan is not on sale. Choose another on the Pricing page.',
  alreadySubscribed: 'You already have a paid plan: change it on the Billing page.',
  unavailable: 'Payments are unavailable right now. Please try again in a moment.',
  noPlan: 'You have no paid plan to change: subscribe on the Billing page.',
  payFirst: 'Your last payment failed: pay the invoice on your Billing page before changing plan.',
  samePlan: 'You are on this plan already.',
  nothingToPay: 'Nothing is owed on your plan.',
} as const;

/** The e-mail sent when a renewal's payment fails (docs/plans.md "Subscribing"). */
export const RENEWAL_FAILED_MAIL = {
  subject: (planName: string): string => `Your ${planName} plan's payment failed`,
  body: (planName: string, amount: string, graceDays: number): string =>
    `We could not charge ${amount} for your ${planName} plan. Your listings stay live for ${graceDays} days: pay the invoice on your Billing page before then to keep them all.`,
} as const;

/** Days a plan whose renewal failed keeps its allowances before it lapses to the free plan. */
export const GRACE_DAYS = 7;

/** Days before the grace ends that the holder is told again (docs/plans.md "Lapse"). */
export const GRACE_REMINDER_DAYS = 3;

/** The e-mail sent 3 days before the grace ends. */
export const GRACE_ENDING_MAIL = {
  subject: (planName: string): string => `Your ${planName} plan ends in ${GRACE_REMINDER_DAYS} days`,
  body: (planName: string, date: string): string =>
    `Your ${planName} plan's last payment is still unpaid. On ${date} the plan ends: you go on the free plan and your listings beyond it are paused (hidden, never deleted). Pay the invoice on your Billing page to keep them all live.`,
} as const;

/** What `POST /billing/subscription/pay` answers: the open invoice's PaymentIntent secret, to pay it with another card. */
export interface PayInvoiceAnswer {
  clientSecret: string;
  amountCents: number;
}
