/** The `error` object of a Stripe API error answer (https://docs.stripe.com/api/errors). */
export interface StripeErrorBody {
  type: 'card_error' | 'invalid_request_error' | 'authentication_error' | 'idempotency_error' | 'api_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
}

/** A Stripe error answer: HTTP status and body `{error}`. */
export class StandInError extends Error {
  constructor(
    readonly status: number,
    readonly error: StripeErrorBody,
  ) {
    super(error.message);
  }
}

/** The error answers the stand-in gives, worded like Stripe's. */
export const stripeErrors = {
  noApiKey: () =>
    new StandInError(401, {
      type: 'invalid_request_error',
      message: 'You did not provide an API key. Provide it as a Bearer token (Authorization: Bearer sk_test_...).',
    }),
  secretKeyRequired: () => new StandInError(401, { type: 'invalid_request_error', message: 'This API call cannot be made with a publishable API key.' }),
  noSuch: (kind: string, id: string, param: string) => new StandInError(404, { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${kind}: '${id}'` }),
  missingParam: (param: string) => new StandInError(400, { type: 'invalid_request_error', code: 'parameter_missing', param, message: `Missing required param: ${param}.` }),
  invalidParam: (param: string, message: string, code = 'parameter_invalid_integer') => new StandInError(400, { type: 'invalid_request_error', code, param, message }),
  clientSecretMismatch: () =>
    new StandInError(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_invalid_parameter',
      param: 'client_secret',
      message: 'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
    }),
  unexpectedState: (status: string) =>
    new StandInError(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: `You cannot confirm this PaymentIntent because it has a status of ${status}.`,
    }),
  notCancelable: (status: string) =>
    new StandInError(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: `You cannot cancel this PaymentIntent because it has a status of ${status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
    }),
  /** A confirm with a payment method the intent was not created for (a card on a bank-transfer intent, or the other way round). */
  methodNotAllowed: (type: string, allowed: readonly string[]) =>
    new StandInError(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_invalid_parameter',
      param: 'payment_method_data[type]',
      message: `The payment method type provided: ${type} is invalid. This PaymentIntent was created with payment_method_types: ${allowed.join(', ')}.`,
    }),
  balanceInsufficient: (customer: string, available: number) =>
    new StandInError(400, {
      type: 'invalid_request_error',
      code: 'balance_insufficient',
      param: 'amount',
      message: `The refund amount is greater than the cash balance of customer ${customer} (${available} usd available).`,
    }),
  notRefundable: (id: string) =>
    new StandInError(400, {
      type: 'invalid_request_error',
      code: 'charge_not_refundable',
      message: `This PaymentIntent (${id}) does not have a successful charge to refund.`,
    }),
  alreadyRefunded: (chargeId: string) => new StandInError(400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${chargeId} has already been refunded.` }),
  idempotencyMismatch: () =>
    new StandInError(400, {
      type: 'idempotency_error',
      message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
    }),
  invoiceNotOpen: (id: string, status: string) =>
    new StandInError(400, { type: 'invalid_request_error', code: 'invoice_not_open', message: `Invoice ${id} is ${status}: only an open invoice can be paid.` }),
  subscriptionEnded: (id: string) =>
    new StandInError(400, { type: 'invalid_request_error', code: 'resource_missing', message: `A canceled subscription can only update its cancellation_details and metadata (${id}).` }),
  /** Stripe's own failure (HTTP 500, type api_error): what a test makes refunds answer (refund-failures.ts). */
  apiError: (message: string) => new StandInError(500, { type: 'api_error', message }),
  unknownUrl: (method: string, path: string) => new StandInError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` }),
} as const;

/** `item` when it is there; Stripe's 404 `resource_missing` for the `kind` named `id` (as `param`) otherwise. */
export function found<T>(item: T | undefined, kind: string, id: string, param: string): T {
  if (item === undefined) throw stripeErrors.noSuch(kind, id, param);
  return item;
}
