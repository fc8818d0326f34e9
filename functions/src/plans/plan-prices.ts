import type { PlanTerms } from '@homehaven/domain/plans';
import { stripe } from '../config';

/** A version's two Stripe prices. */
export interface VersionPrices {
  monthlyPriceId: string;
  yearlyPriceId: string;
}

/**
 * The Stripe prices of version `version` of plan `planId`: per month and per year, in USD, on the
 * plan's product. Idempotency keys name the plan, the version and the amount, so a repeated request
 * (a retry, two admins saving the same terms) makes no second price.
 */
export async function pricesForVersion(planId: string, productId: string, version: number, terms: Pick<PlanTerms, 'monthlyCents' | 'yearlyCents'>): Promise<VersionPrices> {
  const metadata = { planId, version: String(version) };
  const [monthly, yearly] = await Promise.all([
    stripe().prices.create(
      { product: productId, currency: 'usd', unit_amount: terms.monthlyCents, recurring: { interval: 'month' }, metadata },
      { idempotencyKey: `plan-${planId}-v${version}-month-${terms.monthlyCents}` },
    ),
    stripe().prices.create(
      { product: productId, currency: 'usd', unit_amount: terms.yearlyCents, recurring: { interval: 'year' }, metadata },
      { idempotencyKey: `plan-${planId}-v${version}-year-${terms.yearlyCents}` },
    ),
  ]);
  return { monthlyPriceId: monthly.id, yearlyPriceId: yearly.id };
}

/** Archives an old version's prices, so no new subscription takes them; its subscribers keep paying them (Stripe's own rule). */
export async function archivePrices(prices: VersionPrices): Promise<void> {
  await Promise.all([prices.monthlyPriceId, prices.yearlyPriceId].filter(Boolean).map((id) => stripe().prices.update(id, { active: false })));
}
