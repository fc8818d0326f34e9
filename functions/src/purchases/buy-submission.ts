import { slotHolderOf, slotsLeft, type BillingAccountDoc } from '@homehaven/domain/listing-slots';
import { PLAN_MESSAGES } from '@homehaven/domain/plan-messages';
import { SUBMISSION_MESSAGES as M, type PurchaseAnswer, type PurchaseMetadata } from '@homehaven/domain/one-off-prices';
import { stripe } from '../config';
import { billingAccountRef } from '../billing/billing-account';
import type { Caller } from '../http/caller';
import { refuse } from '../http/http-error';
import { CURRENCY } from '../stripe/amount';
import { customerOf } from '../subscriptions/subscribe';
import { oneOffCents } from './one-off-prices';

/**
 * `POST /billing/submission`: a PaymentIntent for one paid submission at the admins' price, on the
 * account's Stripe customer (docs/plans.md "Paid submissions"). The account holder only, and only
 * when the plan has no slot left (one free is used first). Nothing changes until Stripe's
 * `payment_intent.succeeded` (grant-purchase.ts). The idempotency key names the account's next
 * purchase and its price, so a double click (or a retry before the payment) answers the same intent.
 */
export async function buySubmission(caller: Caller): Promise<PurchaseAnswer> {
  if (slotHolderOf(caller) !== caller.uid) refuse(403, M.agencyPlan);
  const [accountSnap, amountCents] = await Promise.all([billingAccountRef(caller.uid).get(), oneOffCents('submission')]);
  const account = accountSnap.data() as BillingAccountDoc | undefined;
  if (!account) refuse(503, PLAN_MESSAGES.noAccount);
  if (slotsLeft(account) > 0) refuse(409, M.roomLeft);
  const customer = await customerOf(caller, account);
  const metadata: PurchaseMetadata = { purpose: 'submission', holderUid: caller.uid, payerUid: caller.uid };
  const intent = await stripe().paymentIntents.create(
    {
      amount: amountCents,
      currency: CURRENCY,
      customer,
      payment_method_types: ['card'],
      description: 'Paid submission: one listing',
      metadata: { ...metadata },
    },
    { idempotencyKey: `submission-${caller.uid}-${account.submissionsBought ?? 0}-${amountCents}` },
  );
  if (!intent.client_secret) throw new Error(`payment intent ${intent.id} has no secret`);
  return { paymentIntentId: intent.id, clientSecret: intent.client_secret, amountCents };
}
