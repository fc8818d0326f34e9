import { stripeSignatureHeader } from './signature';
import { newId, unixNow, type PaymentIntent } from './state';

/** One webhook event sent (or about to be sent) to the functions, for tests and the inspection route. */
export interface WebhookDelivery {
  eventId: string;
  type: string;
  paymentIntent: string;
  /** `pending` until sent; then the HTTP status the endpoint answered, or `failed` when it was unreachable. */
  outcome: 'pending' | 'failed' | number;
}

/** Sends Stripe-signed events to one endpoint, a moment after the call that caused them (like Stripe). */
export interface WebhookSender {
  deliveries: WebhookDelivery[];
  send(type: string, intent: PaymentIntent): void;
  stop(): void;
}

/** A sender posting to `url`, signing with `secret`, after `delayMs`. */
export function webhookSender(url: string, secret: string, delayMs: number): WebhookSender {
  const deliveries: WebhookDelivery[] = [];
  const timers = new Set<NodeJS.Timeout>();

  async function deliver(delivery: WebhookDelivery, payload: string): Promise<void> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': stripeSignatureHeader(payload, secret) },
        body: payload,
      });
      delivery.outcome = response.status;
    } catch {
      delivery.outcome = 'failed';
    }
  }

  return {
    deliveries,
    send(type, intent) {
      const event = {
        id: newId('evt'),
        object: 'event',
        api_version: '2026-02-25.clover',
        created: unixNow(),
        data: { object: structuredClone(intent) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
      const delivery: WebhookDelivery = { eventId: event.id, type, paymentIntent: intent.id, outcome: 'pending' };
      deliveries.push(delivery);
      const timer = setTimeout(() => {
        timers.delete(timer);
        void deliver(delivery, JSON.stringify(event, null, 2));
      }, delayMs);
      timers.add(timer);
    },
    stop() {
      timers.forEach(clearTimeout);
      timers.clear();
    },
  };
}
