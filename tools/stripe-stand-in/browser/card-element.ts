// The card Element of the browser-side Stripe stand-in: plain inputs where Stripe.js would mount its
// iframe, so people and browser tests can type a test card. Dev tooling only (docs/payments.md).

/** What a card Element's `change` event carries, as Stripe.js sends it. */
export interface CardChangeEvent {
  elementType: 'card';
  empty: boolean;
  complete: boolean;
  error: { type: 'validation_error'; code: string; message: string } | undefined;
  brand: 'visa' | 'unknown';
  value: { postalCode: string };
}

/** The card details typed into the Element, as confirmCardPayment sends them. */
export interface CardDetails {
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}

type Handler = (event?: unknown) => void;

function input(name: string, label: string, placeholder: string, autocomplete: string): HTMLInputElement {
  const field = document.createElement('input');
  Object.assign(field, { name, placeholder, autocomplete, inputMode: 'numeric', type: 'text' });
  field.setAttribute('aria-label', label);
  field.style.cssText = 'border:0;outline:0;font:inherit;background:transparent;min-width:0;';
  return field;
}

/** Stripe.js's message for what is wrong with the typed card, or undefined when it is complete. */
export function cardProblem(card: CardDetails, now = new Date()): { code: string; message: string } | undefined {
  if (!/^\d{12,19}$/.test(card.number)) return { code: 'incomplete_number', message: 'Your card number is incomplete.' };
  if (!/^\d{1,2}$/.test(card.expMonth) || !/^\d{2}$/.test(card.expYear) || Number(card.expMonth) < 1 || Number(card.expMonth) > 12) {
    return { code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." };
  }
  const expiry = new Date(2000 + Number(card.expYear), Number(card.expMonth), 1);
  if (expiry <= now) return { code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." };
  if (!/^\d{3,4}$/.test(card.cvc)) return { code: 'incomplete_cvc', message: "Your card's security code is incomplete." };
  return undefined;
}

/** A card Element: `mount`, `on`/`off`, `update`, `clear`, `focus`, `blur`, `unmount`, `destroy`, like Stripe.js's. */
export class StandInCardElement {
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly root = document.createElement('div');
  private readonly number = input('cardnumber', 'Card number', '1234 1234 1234 1234', 'cc-number');
  private readonly expiry = input('exp-date', 'Expiration date MM / YY', 'MM / YY', 'cc-exp');
  private readonly cvc = input('cvc', 'CVC', 'CVC', 'cc-csc');

  constructor() {
    this.root.dataset.stripeStandIn = 'card';
    this.root.style.cssText = 'display:flex;gap:0.5em;';
    this.number.style.flex = '1';
    this.expiry.style.width = '5.5em';
    this.cvc.style.width = '3.5em';
    for (const field of [this.number, this.expiry, this.cvc]) {
      field.addEventListener('input', () => this.emit('change', this.changeEvent()));
      field.addEventListener('focus', () => this.emit('focus'));
      field.addEventListener('blur', () => this.emit('blur'));
      this.root.append(field);
    }
  }

  /** Renders the inputs into a DOM node or the node a CSS selector names. */
  mount(target: HTMLElement | string): void {
    const node = typeof target === 'string' ? document.querySelector(target) : target;
    if (!node) throw new Error(`Stripe stand-in: nothing to mount on (${String(target)}).`);
    node.append(this.root);
    queueMicrotask(() => this.emit('ready'));
  }

  on(event: string, handler: Handler): this {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)?.add(handler);
    return this;
  }

  off(event: string, handler?: Handler): this {
    if (handler) this.handlers.get(event)?.delete(handler);
    else this.handlers.delete(event);
    return this;
  }

  /** Style and option updates have nothing to change on plain inputs. */
  update(): void {}

  clear(): void {
    for (const field of [this.number, this.expiry, this.cvc]) field.value = '';
  }

  focus(): void {
    this.number.focus();
  }

  blur(): void {
    this.number.blur();
  }

  unmount(): void {
    this.root.remove();
  }

  destroy(): void {
    this.unmount();
    this.handlers.clear();
  }

  /** The typed card, digits only. */
  details(): CardDetails {
    const digits = (field: HTMLInputElement): string => field.value.replace(/\D/g, '');
    const expiry = this.expiry.value.split('/').map((part) => part.replace(/\D/g, ''));
    const joined = digits(this.expiry);
    const [expMonth, expYear] = expiry.length === 2 ? expiry : [joined.slice(0, 2), joined.slice(2)];
    return { number: digits(this.number), expMonth: expMonth ?? '', expYear: expYear ?? '', cvc: digits(this.cvc) };
  }

  private changeEvent(): CardChangeEvent {
    const card = this.details();
    const problem = cardProblem(card);
    const empty = !card.number && !card.expMonth && !card.expYear && !card.cvc;
    return {
      elementType: 'card',
      empty,
      complete: !problem,
      // Like Stripe.js, only an expiry already in the past is an error while typing.
      error: problem?.code === 'invalid_expiry_year_past' ? { type: 'validation_error', ...problem } : undefined,
      brand: card.number.startsWith('4') ? 'visa' : 'unknown',
      value: { postalCode: '' },
    };
  }

  private emit(event: string, payload?: unknown): void {
    this.handlers.get(event)?.forEach((handler) => handler(payload));
  }
}
