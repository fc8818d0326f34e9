import { found, stripeErrors } from '../errors';
import { field, textFields, type FormFields } from '../form';
import { billingNow, newId, type StandInState } from '../state';
import type { Customer } from './objects';

/** `POST /v1/customers`: a paying account. */
export function createCustomer(state: StandInState, fields: FormFields): Customer {
  const customer: Customer = {
    id: newId('cus'),
    object: 'customer',
    email: field(fields, 'email') ?? null,
    name: field(fields, 'name') ?? null,
    metadata: textFields(fields.metadata),
    invoice_settings: { default_payment_method: null },
    created: billingNow(state),
    livemode: false,
  };
  state.customers.set(customer.id, customer);
  return customer;
}

/** The customer with this id; Stripe's 404 when there is none. */
export function findCustomer(state: StandInState, id: string): Customer {
  return found(state.customers.get(id), 'customer', id, 'customer');
}

/** `POST /v1/customers/:id`: a new e-mail, name, metadata or default card for invoices. */
export function updateCustomer(state: StandInState, id: string, fields: FormFields): Customer {
  const customer = findCustomer(state, id);
  const email = field(fields, 'email');
  const name = field(fields, 'name');
  const card = field(fields, 'invoice_settings', 'default_payment_method');
  if (email !== undefined) customer.email = email;
  if (name !== undefined) customer.name = name;
  if (fields.metadata !== undefined) customer.metadata = { ...customer.metadata, ...textFields(fields.metadata) };
  if (card !== undefined) {
    if (!state.cards.has(card)) throw stripeErrors.noSuch('PaymentMethod', card, 'invoice_settings[default_payment_method]');
    customer.invoice_settings.default_payment_method = card;
  }
  return customer;
}
