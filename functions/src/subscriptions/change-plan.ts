import type Stripe from 'stripe';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { slotHolderOf, type BillingAccountDoc } from '@homehaven/domain/listing-slots';
import { yearlyCost } from '@homehaven/domain/pricing';
import type { SubscribeRequest } from '@homehaven/domain/billing-schemas';
import { SUBSCRIPTION_API_MESSAGES as M, type ChangePlanAnswer, type PayInvoiceAnswer } from '@homehaven/domain/subscriptions';
import { stripe } from '../config';
import { billingAccountRef } from '../billing/billing-account';
import type { Caller } from '../http/caller';
import { refuse } from '../http/http-error';
import { planOnSale } from './plan-on-sale';
import { secretOf } from './subscribe';

/** What a Stripe price costs over a year, to tell an upgrade from a downgrade whatever the intervals. */
const yearly = (price: Pick<Stripe.Price, 'unit_amount' | 'recurring'>): number => yearlyCost(price.unit_amount ?? 0, price.recurring?.interval === 'year' ? 'year' : 'month');

/** The caller's account with its paid plan current (not past due), and its subscription as Stripe has it. */
async function payingAccount(caller: Caller): Promise<{ account: BillingAccountDoc; subscription: Stripe.Subscription }> {
  if (slotHolderOf(caller) !== caller.uid) refuse(403, M.agencyPlan);
  const account = (await billingAccountRef(caller.uid).get()).data() as BillingAccountDoc | undefined;
  if (!account?.subscriptionId) refuse(409, M.noPlan);
  if (account.status === 'past_due') refuse(409, M.payFirst);
  return { account, subscription: await stripe().subscriptions.retrieve(account.subscriptionId) };
}

/**
 * `PATCH /billing/subscription`: another plan on sale (docs/plans.md "Changing plan"). Dearer over a
 * year, an upgrade: the subscription's price changes now and the difference for the rest of the
 * period is charged at once to the saved card; the webhook then gives the account the new
 * allowances. When the saved card cannot pay alone (declined, or its bank asks for 3-D Secure),
 * Stripe keeps the change pending until its invoice is paid: the answer carries that invoice's
 * secret, for the card form. Cheaper, a downgrade: Stripe charges the new price from the next
 * renewal, and the account keeps what it paid for until the period ends (`pendingChange`).
 */
export async function changePlan(caller: Caller, request: SubscribeRequest): Promise<ChangePlanAnswer> {
  const [{ account, subscription }, plan] = await Promise.all([payingAccount(caller), planOnSale(request.planId)]);
  const item = subscription.items.data[0];
  if (!item) throw new Error(`subscription ${subscription.id} has no item`);
  const priceId = request.interval === 'year' ? plan.yearlyPriceId : plan.monthlyPriceId;
  if (item.price.id === priceId && !account.pendingChange) refuse(409, M.samePlan);
  const price = await stripe().prices.retrieve(priceId);
  const upgrade = yearly(price) > yearly(item.price);
  const updated = upgrade
    ? // A pending update takes the price and its proration only: the plan is named by the price's metadata.
      await stripe().subscriptions.update(subscription.id, {
        items: [{ id: item.id, price: priceId }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'pending_if_incomplete',
        expand: ['latest_invoice.confirmation_secret'],
      })
    : await stripe().subscriptions.update(subscription.id, {
        items: [{ id: item.id, price: priceId }],
        proration_behavior: 'none',
        payment_behavior: 'error_if_incomplete',
        metadata: { planId: request.planId },
      });
  if (upgrade && updated.pending_update) {
    const invoice = updated.latest_invoice;
    const amountCents = typeof invoice === 'object' && invoice !== null ? invoice.amount_remaining : 0;
    return { takesEffect: 'onPayment', planName: plan.name, clientSecret: secretOf(updated), amountCents };
  }
  const ref = billingAccountRef(caller.uid);
  if (upgrade) await ref.update({ pendingChange: FieldValue.delete(), updatedAt: FieldValue.serverTimestamp() });
  else
    await ref.update({
      pendingChange: { planId: request.planId, planName: plan.name, priceId, at: Timestamp.fromMillis(item.current_period_end * 1000) },
      updatedAt: FieldValue.serverTimestamp(),
    });
  return { takesEffect: upgrade ? 'now' : 'periodEnd', planName: plan.name };
}

/** `POST /billing/subscription/cancel`: the paid plan ends at the period's end (`atPeriodEnd`), or renews after all; the webhook records it. */
export async function cancelAtPeriodEnd(caller: Caller, atPeriodEnd: boolean): Promise<{ cancelAtPeriodEnd: boolean }> {
  const { subscription } = await payingAccount(caller);
  const updated = await stripe().subscriptions.update(subscription.id, { cancel_at_period_end: atPeriodEnd });
  return { cancelAtPeriodEnd: updated.cancel_at_period_end };
}

/**
 * `POST /billing/subscription/pay`: the renewal left unpaid (past due), to pay with another card
 * through the Payment Element: its PaymentIntent's secret and what is owed. Stripe's `invoice.paid`
 * then makes the account active again. 409 when nothing is owed.
 */
export async function openInvoiceToPay(caller: Caller): Promise<PayInvoiceAnswer> {
  if (slotHolderOf(caller) !== caller.uid) refuse(403, M.agencyPlan);
  const account = (await billingAccountRef(caller.uid).get()).data() as BillingAccountDoc | undefined;
  if (!account?.subscriptionId) refuse(409, M.noPlan);
  if (account.status !== 'past_due') refuse(409, M.nothingToPay);
  const subscription = await stripe().subscriptions.retrieve(account.subscriptionId, { expand: ['latest_invoice.confirmation_secret'] });
  const invoice = subscription.latest_invoice;
  if (typeof invoice !== 'object' || invoice === null || invoice.status !== 'open') refuse(409, M.nothingToPay);
  return { clientSecret: secretOf(subscription), amountCents: invoice.amount_remaining };
}
