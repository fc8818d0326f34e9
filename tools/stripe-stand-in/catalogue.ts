import { found, stripeErrors } from './errors';
import { field, textFields, type FormFields } from './form';
import { newId, unixNow, type Price, type Product, type StandInState } from './state';

/** `POST /v1/products`: a product with a name (what a plan is sold as). */
export function createProduct(state: StandInState, fields: FormFields): Product {
  const name = field(fields, 'name');
  if (!name) throw stripeErrors.missingParam('name');
  const product: Product = { id: newId('prod'), object: 'product', name, active: true, metadata: textFields(fields.metadata), created: unixNow(), livemode: false };
  state.products.set(product.id, product);
  return product;
}

/** The product with this id; Stripe's 404 when there is none. */
export function findProduct(state: StandInState, id: string): Product {
  return found(state.products.get(id), 'product', id, 'id');
}

/** `POST /v1/products/:id`: a new name, active flag or metadata. */
export function updateProduct(state: StandInState, id: string, fields: FormFields): Product {
  const product = findProduct(state, id);
  const name = field(fields, 'name');
  const active = field(fields, 'active');
  if (name !== undefined) product.name = name;
  if (active !== undefined) product.active = active === 'true';
  if (fields.metadata !== undefined) product.metadata = { ...product.metadata, ...textFields(fields.metadata) };
  return product;
}

/**
 * `POST /v1/prices`: an amount of a product, once or per `recurring[interval]` (month or year).
 * Prices never change amount: a new amount is a new price (plans/versions, docs/plans.md).
 */
export function createPrice(state: StandInState, fields: FormFields): Price {
  const productId = field(fields, 'product');
  const rawAmount = field(fields, 'unit_amount');
  const currency = field(fields, 'currency');
  if (!productId) throw stripeErrors.missingParam('product');
  if (rawAmount === undefined) throw stripeErrors.missingParam('unit_amount');
  if (!currency) throw stripeErrors.missingParam('currency');
  if (!/^\d+$/.test(rawAmount)) throw stripeErrors.invalidParam('unit_amount', 'Invalid integer: ' + rawAmount);
  findProduct(state, productId);
  const interval = field(fields, 'recurring', 'interval');
  if (interval !== undefined && interval !== 'month' && interval !== 'year')
    throw stripeErrors.invalidParam('recurring[interval]', `Invalid recurring[interval]: must be one of month or year`, 'parameter_invalid_string');
  const price: Price = {
    id: newId('price'),
    object: 'price',
    product: productId,
    unit_amount: Number(rawAmount),
    currency: currency.toLowerCase(),
    type: interval ? 'recurring' : 'one_time',
    recurring: interval ? { interval, interval_count: 1 } : null,
    active: true,
    metadata: textFields(fields.metadata),
    created: unixNow(),
    livemode: false,
  };
  state.prices.set(price.id, price);
  return price;
}

/** The price with this id; Stripe's 404 when there is none. */
export function findPrice(state: StandInState, id: string): Price {
  return found(state.prices.get(id), 'price', id, 'price');
}

/** `POST /v1/prices/:id`: only `active` (archiving an old plan version's price) and metadata change. */
export function updatePrice(state: StandInState, id: string, fields: FormFields): Price {
  const price = findPrice(state, id);
  if (field(fields, 'unit_amount') !== undefined) throw stripeErrors.invalidParam('unit_amount', 'Received unknown parameter: unit_amount', 'parameter_unknown');
  const active = field(fields, 'active');
  if (active !== undefined) price.active = active === 'true';
  if (fields.metadata !== undefined) price.metadata = { ...price.metadata, ...textFields(fields.metadata) };
  return price;
}
