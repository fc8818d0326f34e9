import type Stripe from 'stripe';
import { FieldValue } from 'firebase-admin/firestore';
import { slotHolderOf, type BillingAccountDoc } from '@homehaven/domain/listing-slots';
import { PLAN_MESSAGES } from '@homehaven/domain/plan-messages';
import { priceAt } from '@homehaven/domain/pricing';
import type { SubscribeRequest } from '@homehaven/domain/billing-schemas';
import { SUBSCRIPTION_API_MESSAGES as M, type SubscribeAnswer } from '@homehaven/domain/subscriptions';
import { stripe } from '../config';
import { billingAccountRef } from '../billing/billing-account';
import type { Caller } from '../http/caller';
import { refuse } from '../http/http-error';
import { planOnSale } from './plan-on-sale';
import { newStripeCustomer } from '../stripe/new-customer';

/** The PaymentIntent secret of the subscription's latest invoice (its first, or a renewal left unpaid), which the Payment Element confirms. */
export function secretOf(subscription: Stripe.Subscription): string {
  const invoice = subscription.latest_invoice;
  const secret = typeof invoice === 'object' && invoice !== null ? invoice.confirmation_secret?.client_secret : undefined;
  if (!secret) throw new Error(`subscription ${subscription.id} has no invoice to pay`);
  return secret;
}

/** The account's Stripe customer, made the first time it pays (a plan or a one-off payment; one per account, whoever retries). */
export async function customerOf(caller: Caller, account: BillingAccountDoc): Promise<string> {
  if (account.stripeCustomerId) return account.stripeCustomerId;
  const customer = await newStripeCustomer(caller);
  await billingAccountRef(caller.uid).update({ stripeCustomerId: customer });
  return customer;
}

/**
 * `POST /billing/subscription`: starts the caller's subscription to a plan on sale at its price now
 * (docs/plans.md "Subscribing"). The account holder only (an agency's agent lists on the agency's
 * plan); one paid plan at a time. An unpaid subscription started earlier for the same price is
 * answered again rather than a second one made. The account changes only when Stripe says the
 * invoice is paid (the webhook, sync-subscription.ts).
 */
export async function subscribe(caller: Caller, request: SubscribeRequest): Promise<SubscribeAnswer> {
  if (slotHolderOf(caller) !== caller.uid) refuse(403, M.agencyPlan);
  const [accountSnap, plan] = await Promise.all([billingAccountRef(caller.uid).get(), planOnSale(request.planId)]);
  const account = accountSnap.data() as BillingAccountDoc | undefined;
  if (!account) refuse(503, PLAN_MESSAGES.noAccount);
  if (account.subscriptionId) refuse(409, M.alreadySubscribed);
  const price = request.interval === 'year' ? plan.yearlyPriceId : plan.monthlyPriceId;
  const amountCents = priceAt(plan, request.interval);
  const answer = (subscription: Stripe.Subscription): SubscribeAnswer => ({
    subscriptionId: subscription.id,
    clientSecret: secretOf(subscription),
    amountCents,
    planName: plan.name,
    interval: request.interval,
  });

  if (account.pendingSubscriptionId) {
    const pending = await stripe().subscriptions.retrieve(account.pendingSubscriptionId, { expand: ['latest_invoice.confirmation_secret'] });
    if (pending.status === 'incomplete' && pending.items.data[0]?.price.id === price) return answer(pending);
  }
  const customer = await customerOf(caller, account);
  const subscription = await stripe().subscriptions.create({
    customer,
    items: [{ price }],
    payment_behavior: 'default_incomplete',
    payment_settings: { save_default_payment_method: 'on_subscription' },
    metadata: { holderUid: caller.uid, planId: request.planId },
    expand: ['latest_invoice.confirmation_secret'],
  });
  await billingAccountRef(caller.uid).update({ pendingSubscriptionId: subscription.id, updatedAt: FieldValue.serverTimestamp() });
  return answer(subscription);
}
