import { initializeApp, getApps } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions/v2';
import { defineSecret } from 'firebase-functions/params';
import Stripe from 'stripe';
import { logs } from './logs';
import { STRIPE_STAND_IN, STRIPE_STAND_IN_URL } from './stripe/stand-in-settings';

/** One admin app for the whole codebase. */
export const adminApp = getApps()[0] ?? initializeApp();

/** True under the Functions emulator, never in production. */
export const isEmulator = process.env.FUNCTIONS_EMULATOR === 'true';

/** Project id (set by the runtime and by the emulator). */
export const projectId = process.env.GCLOUD_PROJECT ?? adminApp.options.projectId ?? '';

/** Where every function runs. */
export const region = 'us-central1';

setGlobalOptions({ region, maxInstances: 10 });

/**
 * Browser origins allowed to call the facade: the project's Hosting domains, plus, under the emulator
 * only, the Hosting emulator (:5000), the Vite server (:5173) and `vite preview` (:4173).
 */
export const allowedOrigins: readonly string[] = [
  `https://${projectId}.web.app`,
  `https://${projectId}.firebaseapp.com`,
  ...(process.env.APP_ORIGINS ?? '').split(',').filter(Boolean),
  ...(isEmulator ? ['http://localhost:5000', 'http://127.0.0.1:5000', 'http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://127.0.0.1:4173'] : []),
];

/** Where links in e-mails point: the first configured app origin, the Hosting emulator under the emulator. */
export const appOrigin: string = isEmulator ? 'http://127.0.0.1:5000' : ((process.env.APP_ORIGINS ?? '').split(',').find(Boolean) ?? `https://${projectId}.web.app`);

/** Stripe's secret API key (Secret Manager; under the emulator, functions/.secret.local or the environment). */
export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
/** The signing secret of the Stripe webhook endpoint (`whsec_...`). */
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');

/** The Stripe API version this code was written against; pinned so Stripe never changes shapes under it. */
const STRIPE_API_VERSION = '2026-02-25.clover';

let stripeClient: Stripe | undefined;
let signingSecret: string | undefined;

/**
 * True when the local Stripe stand-in answers for Stripe: under the emulator only, with no key or the
 * stand-in's own test key (which the emulator launcher writes to functions/.secret.local).
 */
function usesStandIn(): boolean {
  const key = stripeSecretKey.value();
  return isEmulator && (!key || key === STRIPE_STAND_IN.secretKey);
}

/** The one Stripe client: real Stripe with a configured key, the local stand-in under the emulator without one. */
export function stripe(): Stripe {
  if (stripeClient) return stripeClient;
  const key = stripeSecretKey.value();
  if (!key && !isEmulator) throw new Error('STRIPE_SECRET_KEY is not configured.');
  const standIn = usesStandIn();
  if (standIn) logs.stripeStandInInUse(STRIPE_STAND_IN_URL);
  stripeClient = !standIn
    ? new Stripe(key, { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 2 })
    : new Stripe(STRIPE_STAND_IN.secretKey, {
        apiVersion: STRIPE_API_VERSION,
        host: STRIPE_STAND_IN.host,
        port: STRIPE_STAND_IN.port,
        protocol: 'http',
        telemetry: false,
      });
  return stripeClient;
}

/** The webhook signing secret: the configured one, or the stand-in's when the stand-in is in use. */
export function webhookSigningSecret(): string {
  signingSecret ??= usesStandIn() ? STRIPE_STAND_IN.webhookSecret : stripeWebhookSecret.value() || undefined;
  if (!signingSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not configured.');
  return signingSecret;
}
