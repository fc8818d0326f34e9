import type { IncomingMessage, ServerResponse } from 'node:http';
import { STRIPE_STAND_IN } from '../../functions/src/stripe/stand-in-settings';
import { API_URL } from '../emulators/config';
import { listen, readBody } from '../emulators/stand-in-http';
import { field, parseForm } from './form';
import { idempotentAnswers } from './idempotency';
import { settlePendingRefunds } from './refunds';
import { answer, type StandInContext, type StandInRequest } from './routes';
import { clockOffsetOf, loadState, saveState, type StandInState } from './state';
import { webhookSender, type WebhookDelivery } from './webhooks';

/** Where the stand-in listens and where it sends webhook events; every field has a default. */
export interface StandInOptions {
  host?: string;
  port?: number;
  /** The functions' webhook endpoint (default: the facade's `/stripe/webhook` under the emulator). */
  webhookUrl?: string;
  webhookSecret?: string;
  /** How long after a confirm its event is sent (Stripe's events also arrive a moment later). */
  webhookDelayMs?: number;
  /** Print one line per request. */
  log?: boolean;
  /** Keep intents and refunds in this file between runs (default: memory only). */
  stateFile?: string;
}

/** A running stand-in: its URL, its memory (for inspection) and how to stop it. */
export interface RunningStandIn {
  url: string;
  state: StandInState;
  deliveries: WebhookDelivery[];
  stop(): Promise<void>;
}

/** Bodies beyond this are not Stripe calls. */
const MAX_BODY_BYTES = 1024 * 1024;

/** The browser-side stand-in calls from the app's origin, like Stripe.js calls api.stripe.com. */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
};

async function decode(req: IncomingMessage): Promise<StandInRequest> {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const rawBody = req.method === 'POST' ? await readBody(req, MAX_BODY_BYTES) : '';
  const fields = parseForm(req.method === 'POST' ? rawBody : url.search.slice(1));
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const idempotencyKey = req.headers['idempotency-key'];
  return {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    fields,
    apiKey: bearer ?? field(fields, 'key'),
    idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
    rawBody,
  };
}

function send(res: ServerResponse, status: number, body?: unknown): void {
  res.writeHead(status, { ...CORS_HEADERS, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

/** Answers one HTTP request; never throws (a bug in the stand-in answers Stripe's 500 `api_error`). */
async function respond(context: StandInContext, req: IncomingMessage, res: ServerResponse, options: StandInOptions): Promise<void> {
  if (req.method === 'OPTIONS') return send(res, 204);
  let request: StandInRequest;
  try {
    request = await decode(req);
  } catch {
    return send(res, 400, { error: { type: 'invalid_request_error', message: 'The request body could not be read.' } });
  }
  try {
    const { status, body } = answer(context, request);
    if (options.stateFile && request.method === 'POST') saveState(options.stateFile, context.state);
    if (options.log) console.log(`[stripe stand-in] ${request.method} ${request.path} ${status}`);
    send(res, status, body);
  } catch (error) {
    console.error('[stripe stand-in] failed:', error);
    send(res, 500, { error: { type: 'api_error', message: 'The Stripe stand-in failed on this request.' } });
  }
}

/**
 * Starts the local Stripe stand-in (dev tooling; docs/payments.md): the PaymentIntent and refund calls
 * the functions make, a browser-facing confirm, and Stripe-signed webhook events to the functions.
 */
export async function startStripeStandIn(options: StandInOptions = {}): Promise<RunningStandIn> {
  const state = loadState(options.stateFile);
  const webhooks = webhookSender(options.webhookUrl ?? `${API_URL}/stripe/webhook`, options.webhookSecret ?? STRIPE_STAND_IN.webhookSecret, options.webhookDelayMs ?? 1000, (customer) =>
    clockOffsetOf(state, customer),
  );
  const later = (run: () => void): void =>
    webhooks.later(() => {
      run();
      if (options.stateFile) saveState(options.stateFile, state);
    });
  const context: StandInContext = { state, webhooks, idempotent: idempotentAnswers(), refundFailures: new Map(), later };
  settlePendingRefunds(context);
  const server = await listen((req, res) => void respond(context, req, res, options), options.host ?? STRIPE_STAND_IN.host, options.port ?? STRIPE_STAND_IN.port);
  return {
    url: server.url,
    state,
    deliveries: webhooks.deliveries,
    stop: () => {
      webhooks.stop();
      return server.close();
    },
  };
}
