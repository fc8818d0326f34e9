/**
 * Offers, payments, the agent's decisions and refunds: their messages, word for word as docs/product.md quotes them ("our wording"
 * where it has none). Apart from MESSAGES (messages.ts), which every page loads: these load with the
 * screens that show them (docs/decisions.md "User-facing text").
 */
/** Making an offer (docs/product.md §7.2 Offers). */
export const OFFER_MESSAGES = {
  failed: 'Offer submission failed',
  submitted: 'Offer submitted successfully!',
  outOfRange: (min: number, max: number) => `Offer must be between ${min} and ${max}`,
  /** Inline, under an empty amount (our wording). */
  required: 'Please enter your offer amount.',
  /** A card charge is in whole cents. */
  cents: 'Please enter the amount in dollars and cents (at most two decimals).',
  /** The listing cannot take an offer any more. */
  sold: 'This property has been sold and takes no more offers.',
  unavailable: 'This property is no longer listed, so it takes no offers.',
  notFound: 'This property could not be found. It may have been removed.',
} as const;

/** Paying for an offer (docs/product.md §7.3 Property Bought and payment). */
export const PAYMENT_MESSAGES = {
  success: 'Payment successful! Property marked as bought.',
  updateFailed: 'Payment done, but failed to update offer status.',
  /** After updateFailed: what happens next, so the buyer does not pay twice. */
  webhookFollowUp: 'Your card was charged. The payment will still be recorded automatically within a few minutes; you do not need to pay again.',
  offerNotFound: 'Offer not found. It may belong to another account, or the link is out of date.',
  notPayable: 'This offer is not awaiting payment.',
} as const;

/** Answers of the payment functions (create-paymentSecret, payment-success, the Stripe webhook). */
export const PAYMENT_API_MESSAGES = {
  badSecretBody: 'Send the offer id as orderPropertyId (or offerId) in a JSON body.',
  badSuccessBody: 'Send the PaymentIntent id as transactionId in a JSON body.',
  fraud: 'This account may not make payments or decisions.',
  offerNotFound: 'Offer not found.',
  notYourOffer: 'Only the buyer who made this offer can pay for it.',
  notPending: 'This offer is not awaiting payment.',
  amountTooLarge: 'Card payments are limited to $999,999.99: this offer is too large to pay by card.',
  amountTooSmall: 'Card payments must be at least $0.50.',
  badOfferAmount: 'This offer has no valid amount.',
  paymentNotFound: 'No such payment: the transactionId does not name a payment.',
  paymentNotForOffer: 'This payment is not for this offer.',
  paymentNotSucceeded: 'This payment has not succeeded.',
  paymentAmountMismatch: 'The payment amount does not match the offer amount.',
  alreadyPaidRefunded: 'This offer is no longer awaiting payment: the payment has been refunded.',
  badSignature: 'The Stripe signature is missing or invalid.',
  unavailable: 'The payment service could not complete the request. Please try again.',
} as const;

/** The agent's decision on a paid offer (Requested), our wording: docs/product.md §8.3 Requested properties. */
export const DECISION_MESSAGES = {
  accepted: 'Offer accepted: the property is sold.',
  rejected: 'Offer rejected: the buyer is refunded.',
  failed: 'The offer could not be updated. Please try again.',
} as const;

/** Answers of the offer-decision function (PATCH /offers/{id}). */
export const DECISION_API_MESSAGES = {
  badBody: "Send {status: 'accepted' | 'rejected', propertyId} in a JSON body.",
  propertyMismatch: 'This offer is not on that property.',
  notAgent: "Only the property's agent can accept or reject its offers.",
  notBought: 'Only a paid (bought) offer can be accepted or rejected.',
  alreadySold: 'This property is already sold.',
  refundFailed: 'The decision was saved, but a refund could not be completed yet. It is retried automatically; send the same decision again to retry it now.',
} as const;

/** Refunds still owed, on the admin's dashboard home (docs/payments.md, "Durable refunds"). */
export const REFUND_MESSAGES = {
  heading: 'Refunds still owed',
  retried: 'Refund issued: the buyer gets their money back.',
  stillFailing: 'The refund failed again. It stays owed and is retried automatically.',
  retryFailed: 'The refund could not be retried. Please try again.',
  loadFailed: 'Refunds still owed could not be loaded.',
} as const;
