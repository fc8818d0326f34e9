import { confirmBankTransfer, cancelPayment } from './bank-transfers/reconciliation';
import { bankTransferRoutes } from './bank-transfers/routes';
import { billingRoutes } from './billing/routes';
import { createPrice, createProduct, findPrice, findProduct, updatePrice, updateProduct } from './catalogue';
import { StandInError, stripeErrors } from './errors';
import { field, type FormFields } from './form';
import type { Answer, IdempotentRun } from './idempotency';
import { authenticateIntent, confirmIntent, createIntent, findIntent } from './payment-intents';
import { armRefundFailures, failIfArmed, type RefundFailures } from './refund-failures';
import { createRefund, listRefunds } from './refunds';
import type { PaymentIntent, StandInState } from './state';
import { onSucceeded } from './succeeded';
import type { WebhookSender } from './webhooks';

/** One request, decoded: method, path, query, form fields (body for POST, query for GET), key, idempotency key. */
export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  fields: FormFields;
  apiKey: string | undefined;
  idempotencyKey: string | undefined;
  rawBody: string;
}

/** What the routes work on. */
export interface StandInContext {
  state: StandInState;
  webhooks: WebhookSender;
  idempotent: IdempotentRun;
  /** Refund calls a test asked to fail, per PaymentIntent. */
  refundFailures: RefundFailures;
  /** Runs what Stripe does a moment later (a bank transfer's refund arriving), then keeps the state as after a call. */
  later: (run: () => void) => void;
}

const INTENT_PATH = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)(?:\/(confirm|cancel))?$/;
const AUTHENTICATE_PATH = /^\/_stand-in\/payment_intents\/([A-Za-z0-9_]+)\/authenticate$/;
const PRODUCT_PATH = /^\/v1\/products\/([A-Za-z0-9_]+)$/;
const PRICE_PATH = /^\/v1\/prices\/([A-Za-z0-9_]+)$/;

/** Products and prices (the plans' catalogue): create, read, update; secret key only. */
function catalogue(state: StandInState, request: StandInRequest): { answered: true; body: unknown } | { answered: false } {
  const { method, path, fields } = request;
  const product = PRODUCT_PATH.exec(path)?.[1];
  const price = PRICE_PATH.exec(path)?.[1];
  if (path !== '/v1/products' && path !== '/v1/prices' && !product && !price) return { answered: false };
  requireSecretKey(request.apiKey);
  if (method === 'POST' && path === '/v1/products') return { answered: true, body: createProduct(state, fields) };
  if (method === 'POST' && path === '/v1/prices') return { answered: true, body: createPrice(state, fields) };
  if (product && method === 'GET') return { answered: true, body: findProduct(state, product) };
  if (product && method === 'POST') return { answered: true, body: updateProduct(state, product, fields) };
  if (price && method === 'GET') return { answered: true, body: findPrice(state, price) };
  if (price && method === 'POST') return { answered: true, body: updatePrice(state, price, fields) };
  throw stripeErrors.unknownUrl(method, path);
}

/** Calls with a secret key (`sk_test_...`), as the functions make them. */
function requireSecretKey(key: string | undefined): void {
  if (!key) throw stripeErrors.noApiKey();
  if (!key.startsWith('sk_test_')) throw stripeErrors.secretKeyRequired();
}

/** A secret key, or (like Stripe.js) a publishable key with the intent's client secret. */
function requireIntentAccess(request: StandInRequest, intent: PaymentIntent): void {
  if (request.apiKey?.startsWith('pk_test_')) {
    if (field(request.fields, 'client_secret') !== intent.client_secret) throw stripeErrors.clientSecretMismatch();
    return;
  }
  requireSecretKey(request.apiKey);
}

/**
 * Confirms, then has Stripe's webhook follow: succeeded, payment_failed with the card error, or
 * requires_action when the bank asks for 3-D Secure (the challenge's outcome comes through `authenticate`).
 * `payment_method_data[type]=customer_balance` asks for a bank transfer instead (bank-transfers/).
 */
function confirm(context: StandInContext, intent: PaymentIntent, fields: FormFields): PaymentIntent {
  if (field(fields, 'payment_method_data', 'type') === 'customer_balance') return confirmBankTransfer(context, intent, fields);
  if (!intent.payment_method_types.includes('card')) throw stripeErrors.methodNotAllowed('card', intent.payment_method_types);
  try {
    confirmIntent(context.state, intent, fields);
  } catch (error) {
    if (error instanceof StandInError && error.status === 402) context.webhooks.send('payment_intent.payment_failed', intent);
    throw error;
  }
  if (intent.status === 'requires_action') {
    context.webhooks.send('payment_intent.requires_action', intent);
    return intent;
  }
  return onSucceeded(context, intent);
}

/** The bank's 3-D Secure challenge passed (the card is charged) or failed (payment_failed; the payer may try another card). */
function authenticate(context: StandInContext, intent: PaymentIntent, fields: FormFields): PaymentIntent {
  authenticateIntent(context.state, intent, field(fields, 'outcome'));
  if (intent.status === 'succeeded') return onSucceeded(context, intent);
  context.webhooks.send('payment_intent.payment_failed', intent);
  return intent;
}

/** The Stripe API calls the product makes, plus `/_stand-in/*` routes for tests (inspection, failure injection). */
function dispatch(context: StandInContext, request: StandInRequest): unknown {
  const { method, path, fields } = request;
  const { state } = context;
  if (method === 'GET' && path === '/_stand-in/health') return { ok: true };
  if (method === 'GET' && path === '/_stand-in/webhook-deliveries') {
    const intent = request.query.get('payment_intent');
    const object = request.query.get('object');
    const customer = request.query.get('customer');
    return context.webhooks.deliveries.filter((d) => (!intent || d.paymentIntent === intent) && (!object || d.objectId === object) && (!customer || d.customer === customer));
  }
  if (method === 'POST' && path === '/_stand-in/refund-failures') return armRefundFailures(context.refundFailures, fields);
  if (method === 'POST' && path === '/v1/payment_intents') {
    requireSecretKey(request.apiKey);
    const created = createIntent(state, fields);
    return field(fields, 'confirm') === 'true' ? confirm(context, created, fields) : created;
  }
  if (path === '/v1/refunds' && (method === 'POST' || method === 'GET')) {
    requireSecretKey(request.apiKey);
    if (method === 'GET') return listRefunds(state, request.query);
    // Inside the idempotent run, like Stripe: the 500 is the answer saved for this idempotency key.
    failIfArmed(context.refundFailures, field(fields, 'payment_intent'));
    return createRefund(context, fields);
  }
  const listed = catalogue(state, request);
  if (listed.answered) return listed.body;
  const transferred = bankTransferRoutes(context, request, requireSecretKey);
  if (transferred.answered) return transferred.body;
  const billed = billingRoutes(context, request, requireSecretKey);
  if (billed.answered) return billed.body;
  const challenged = AUTHENTICATE_PATH.exec(path)?.[1];
  if (challenged && method === 'POST') {
    const intent = findIntent(state, challenged);
    requireIntentAccess(request, intent);
    return authenticate(context, intent, fields);
  }
  const [, intentId, action] = INTENT_PATH.exec(path) ?? [];
  if (intentId && action === 'cancel' && method === 'POST') {
    requireSecretKey(request.apiKey);
    return cancelPayment(context, findIntent(state, intentId), fields);
  }
  if (intentId && ((method === 'GET' && !action) || (method === 'POST' && action === 'confirm'))) {
    const intent = findIntent(state, intentId);
    requireIntentAccess(request, intent);
    return method === 'GET' ? intent : confirm(context, intent, fields);
  }
  throw stripeErrors.unknownUrl(method, path);
}

/** Answers one request: the object, or Stripe's `{error}` with its status; POSTs honour Idempotency-Key. */
export function answer(context: StandInContext, request: StandInRequest): Answer {
  const run = (): Answer => {
    try {
      return { status: 200, body: dispatch(context, request) };
    } catch (error) {
      if (error instanceof StandInError) return { status: error.status, body: { error: error.error } };
      throw error;
    }
  };
  if (request.method !== 'POST') return run();
  return context.idempotent(request.idempotencyKey, `${request.path}?${request.rawBody}`, run);
}
