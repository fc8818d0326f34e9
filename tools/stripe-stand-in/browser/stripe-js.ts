// Browser-side Stripe stand-in: the few Stripe.js calls the payment page makes, answered by the local
// stand-in server instead of Stripe. Dev tooling only: the web app's emulator build swaps it in for
// `@stripe/stripe-js` with a Vite alias; the production build never sees it (docs/payments.md).
// Shapes follow Stripe.js (https://docs.stripe.com/js), so @stripe/react-stripe-js accepts the object.
import { STRIPE_STAND_IN_URL } from '../../../functions/src/stripe/stand-in-settings';
import { StandInCardElement, cardProblem } from './card-element';
import { showChallenge } from './three-d-secure';

/** A Stripe.js-style error: what the page shows under the card field. */
export interface StandInStripeError {
  type: string;
  message: string;
  code?: string;
  decline_code?: string;
}

/** A PaymentIntent as the stand-in server answers it (the fields a payment page reads). */
export interface StandInPaymentIntent {
  id: string;
  status: string;
  amount: number;
  currency: string;
  client_secret: string;
  last_payment_error?: StandInStripeError | null;
}

/** What confirmCardPayment and retrievePaymentIntent resolve to, as in Stripe.js. */
export type PaymentIntentResult = { paymentIntent: StandInPaymentIntent; error?: undefined } | { paymentIntent?: undefined; error: StandInStripeError };

/** The second argument of confirmCardPayment: the mounted card Element and optional billing details. */
export interface ConfirmCardPaymentData {
  payment_method?: { card: StandInCardElement; billing_details?: { name?: string | null; email?: string | null } } | string;
}

/** The Elements group: `create('card')` and `getElement('card' | CardElement)`. */
export class StandInElements {
  private card: StandInCardElement | undefined;

  /** Creates the card Element (the only type the stand-in renders). */
  create(type: string): StandInCardElement {
    if (type !== 'card') throw new Error(`Stripe stand-in: only the 'card' Element is available, not '${type}'.`);
    this.card = new StandInCardElement();
    return this.card;
  }

  /** The created card Element; accepts react-stripe-js's CardElement component (it carries `__elementType`). */
  getElement(type: string | { __elementType?: string }): StandInCardElement | null {
    const name = typeof type === 'string' ? type : type.__elementType;
    return name === 'card' ? (this.card ?? null) : null;
  }

  /** Elements options (appearance, fonts) have nothing to change on plain inputs. */
  update(): void {}
}

function unsupported(method: string): Promise<{ error: StandInStripeError }> {
  return Promise.resolve({ error: { type: 'invalid_request_error', message: `${method} is not available in the Stripe stand-in; use confirmCardPayment.` } });
}

/** The stand-in Stripe object: what `loadStripe` resolves to. */
export class StandInStripe {
  constructor(
    private readonly publishableKey: string,
    private readonly apiBase: string,
  ) {}

  /** Starts an Elements group, like `stripe.elements()`. */
  elements(): StandInElements {
    return new StandInElements();
  }

  /**
   * Confirms a card payment with the client secret, like `stripe.confirmCardPayment`; never rejects.
   * When the bank asks for 3-D Secure, shows its challenge first and resolves with the outcome.
   */
  async confirmCardPayment(clientSecret: string, data: ConfirmCardPaymentData = {}): Promise<PaymentIntentResult> {
    const form = new URLSearchParams({ key: this.publishableKey, client_secret: clientSecret });
    const method = data.payment_method;
    if (typeof method === 'string') form.set('payment_method', method);
    else if (method) {
      const card = method.card.details();
      const problem = cardProblem(card);
      if (problem) return { error: { type: 'validation_error', ...problem } };
      form.set('payment_method_data[type]', 'card');
      form.set('payment_method_data[card][number]', card.number);
      form.set('payment_method_data[card][exp_month]', card.expMonth);
      form.set('payment_method_data[card][exp_year]', card.expYear);
      form.set('payment_method_data[card][cvc]', card.cvc);
      for (const [k, v] of Object.entries(method.billing_details ?? {})) if (v) form.set(`payment_method_data[billing_details][${k}]`, v);
    }
    const id = clientSecret.split('_secret_')[0] ?? '';
    const confirmed = await this.call('POST', `/v1/payment_intents/${id}/confirm`, form);
    if (confirmed.paymentIntent?.status !== 'requires_action') return confirmed;
    const { amount, currency } = confirmed.paymentIntent;
    const outcome = await showChallenge(new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 100));
    const challenged = new URLSearchParams({ key: this.publishableKey, client_secret: clientSecret, outcome });
    const answer = await this.call('POST', `/_stand-in/payment_intents/${id}/authenticate`, challenged);
    // A failed challenge resolves as Stripe.js does: the intent's error, the intent waiting for another card.
    const failed = answer.paymentIntent?.status === 'requires_payment_method' ? answer.paymentIntent.last_payment_error : null;
    return failed ? { error: failed } : answer;
  }

  /** Reads a PaymentIntent with its client secret, like `stripe.retrievePaymentIntent`. */
  retrievePaymentIntent(clientSecret: string): Promise<PaymentIntentResult> {
    const query = new URLSearchParams({ key: this.publishableKey, client_secret: clientSecret });
    return this.call('GET', `/v1/payment_intents/${clientSecret.split('_secret_')[0] ?? ''}?${query}`);
  }

  /** Not used by the payment page; present because react-stripe-js checks for it. */
  createPaymentMethod(): Promise<{ error: StandInStripeError }> {
    return unsupported('createPaymentMethod');
  }

  /** Not used by the payment page; present because react-stripe-js checks for it. */
  createToken(): Promise<{ error: StandInStripeError }> {
    return unsupported('createToken');
  }

  private async call(method: 'GET' | 'POST', path: string, form?: URLSearchParams): Promise<PaymentIntentResult> {
    try {
      const response = await fetch(`${this.apiBase}${path}`, { method, ...(form ? { body: form } : {}) });
      const body = (await response.json()) as StandInPaymentIntent & { error?: StandInStripeError };
      return body.error ? { error: body.error } : { paymentIntent: body };
    } catch {
      return { error: { type: 'api_connection_error', message: `The Stripe stand-in at ${this.apiBase} did not answer. Is npm start running?` } };
    }
  }
}

/**
 * Stand-in for `loadStripe` from `@stripe/stripe-js`: resolves a Stripe-like object talking to the
 * local stand-in server (`options.apiBase`, default http://127.0.0.1:12111).
 */
export function loadStripe(publishableKey: string, options: { apiBase?: string } = {}): Promise<StandInStripe> {
  return Promise.resolve(new StandInStripe(publishableKey, options.apiBase ?? STRIPE_STAND_IN_URL));
}
