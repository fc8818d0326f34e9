import { stripeSignatureHeader } from './signature';
import { newId, unixNow } from './state';

/** One webhook event sent (or about to be sent) to the functions, for tests and the inspection route. */
export interface WebhookDelivery {
  eventId: string;
  type: string;
  /** The id of the event's object (a PaymentIntent, an invoice, a subscription; a cash balance, which has none: its customer's). */
  objectId: string;
  /** The PaymentIntent's id when the object is one, else ''. */
  paymentIntent: string;
  /** The customer the object belongs to (a subscription's, an invoice's), else ''. */
  customer: string;
  /** `pending` until sent; then the HTTP status the endpoint answered, or `failed` when it was unreachable. */
  outcome: 'pending' | 'failed' | number;
}

/** What an event carries: any Stripe object, named by its id (a cash balance has none) and kind. */
export interface StripeObject {
  id?: string;
  object: string;
  customer?: string | null;
}

/** Sends Stripe-signed events to one endpoint, a moment after the call that caused them (like Stripe). */
export interface WebhookSender {
  deliveries: WebhookDelivery[];
  /** Sends the event about `object`, filed under `customer` (by default the object's own, for objects that name none: a refund). */
  send(type: string, object: StripeObject, customer?: string): void;
  /** Runs `run` as long after now as events are sent (what Stripe does a moment later: a bank transfer's refund arriving). */
  later(run: () => void): void;
  stop(): void;
}

/** A sender posting to `url`, signing with `secret`, after `delayMs`; events are dated by the Billing clock (`clockOffset`: how far it was moved for the object's customer). */
export function webhookSender(url: string, secret: string, delayMs: number, clockOffset: (customer: string) => number = () => 0): WebhookSender {
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

  function schedule(run: () => void): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, delayMs);
    timers.add(timer);
  }

  return {
    deliveries,
    send(type, object, customer = object.customer ?? '') {
      const event = {
        id: newId('evt'),
        object: 'event',
        api_version: '2026-02-25.clover',
        created: unixNow() + clockOffset(customer),
        data: { object: structuredClone(object) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
      const objectId = object.id ?? customer;
      const delivery: WebhookDelivery = { eventId: event.id, type, objectId, paymentIntent: object.object === 'payment_intent' ? objectId : '', customer, outcome: 'pending' };
      deliveries.push(delivery);
      schedule(() => void deliver(delivery, JSON.stringify(event, null, 2)));
    },
    later: schedule,
    stop() {
      timers.forEach(clearTimeout);
      timers.clear();
    },
  };
}
