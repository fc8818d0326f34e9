/**
 * Refunds the system owes (docs/payments.md, "Durable refunds"): one `refunds/{paymentIntentId}`
 * record per payment to give back (`refunds/balance_{eventId}` for money returned from a payer's
 * balance), written by functions only and read by admins.
 */

/**
 * Why a payment is owed back: the agent rejected the paid offer, the agent accepted another offer on
 * the listing, the agent was marked fraud, the agent's account was deleted, or the payment arrived
 * after its offer was no longer pending; or bank-transfer money no payment was waiting for (sent
 * beyond the amount, or after its transfer was cancelled), returned from the payer's balance.
 */
export const REFUND_REASONS = ['offer-rejected', 'sale-accepted-other', 'fraud-withdrawal', 'user-deleted', 'late-payment', 'unclaimed-transfer'] as const;
/** One of {@link REFUND_REASONS}. */
export type RefundReason = (typeof REFUND_REASONS)[number];

/** A refund is owed until Stripe confirms it, then refunded (final). */
export const REFUND_STATUSES = ['owed', 'refunded'] as const;
/** One of {@link REFUND_STATUSES}. */
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Each reason in words, for the admin's list of refunds still owed. */
export const REFUND_REASON_TEXT: Record<RefundReason, string> = {
  'offer-rejected': 'The agent rejected the paid offer',
  'sale-accepted-other': 'The agent accepted another offer',
  'fraud-withdrawal': 'The agent was marked fraud',
  'user-deleted': "The agent's account was deleted",
  'late-payment': 'Paid after the offer was closed',
  'unclaimed-transfer': 'Bank transfer money no payment was waiting for',
};

/** `refunds/{paymentIntentId}`. Timestamps are typed by the caller (web and admin SDKs differ). */
export interface RefundDoc<Time = unknown> {
  offerId: string;
  paymentIntentId: string;
  reason: RefundReason;
  status: RefundStatus;
  /** Stripe calls made so far (each counted, in a transaction, before it is made). */
  attempts: number;
  /** What the last failed attempt answered; null before any failure. */
  lastError: string | null;
  /** Set when the money goes back by bank transfer: Stripe e-mails this address for the payer's bank details. */
  instructionsEmail?: string;
  /** Set for money returned from a payer's balance at Stripe (reason `unclaimed-transfer`) rather than from one payment; `paymentIntentId` is then ''. */
  customerId?: string;
  /** The offer's amount in dollars and its listing's title, copied when the refund became owed. */
  amount?: number;
  propertyTitle?: string;
  createdAt: Time;
  updatedAt: Time;
  /** When the next automatic attempt is due; only while owed. */
  nextAttemptAt?: Time;
  /** Stripe's refund id, once refunded (null when Stripe only said "already refunded" and the id could not be read). */
  refundId?: string | null;
  refundedAt?: Time;
}
