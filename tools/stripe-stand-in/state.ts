import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { StripeErrorBody } from './errors';

/** A PaymentIntent as the stand-in keeps and answers it (the fields the product reads). */
export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  client_secret: string;
  status: 'requires_payment_method' | 'succeeded';
  description: string | null;
  metadata: Record<string, string>;
  payment_method: string | null;
  payment_method_types: string[];
  latest_charge: string | null;
  last_payment_error: StripeErrorBody | null;
  created: number;
  livemode: false;
}

/** A Refund as the stand-in keeps and answers it. */
export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  metadata: Record<string, string>;
  status: 'succeeded';
  created: number;
}

/** The stand-in's memory: intents and refunds (kept in a file between runs when one is given). */
export interface StandInState {
  intents: Map<string, PaymentIntent>;
  refunds: Refund[];
}

/** The state saved in `file` by an earlier run, or a fresh, empty one. */
export function loadState(file?: string): StandInState {
  if (!file || !existsSync(file)) return { intents: new Map(), refunds: [] };
  const saved = JSON.parse(readFileSync(file, 'utf8')) as { intents: PaymentIntent[]; refunds: Refund[] };
  return { intents: new Map(saved.intents.map((intent) => [intent.id, intent])), refunds: saved.refunds };
}

/** Writes the state to `file`, so intents paid in one `npm start` can be refunded in the next. */
export function saveState(file: string, state: StandInState): void {
  writeFileSync(file, JSON.stringify({ intents: [...state.intents.values()], refunds: state.refunds }));
}

/** A Stripe-looking id: `pi_3Q...`, `re_...`, `evt_...`. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

/** Unix seconds, as Stripe's `created`. */
export const unixNow = (): number => Math.floor(Date.now() / 1000);
