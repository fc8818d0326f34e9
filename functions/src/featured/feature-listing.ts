import { FieldValue, Timestamp, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { FEATURE_MESSAGES as M, featureEndsAt, isFeaturedListing, type FeaturedFrom } from '@homehaven/domain/featured-listings';
import { isPausedListing } from '@homehaven/domain/listing-pause';
import { slotHolderOf, type BillingAccountDoc } from '@homehaven/domain/listing-slots';
import { isOpenToOffers } from '@homehaven/domain/listing-policy';
import type { PurchaseAnswer, PurchaseMetadata } from '@homehaven/domain/one-off-prices';
import { PLAN_MESSAGES } from '@homehaven/domain/plan-messages';
import { stripe } from '../config';
import { billingAccountRef } from '../billing/billing-account';
import { contendedTransaction } from '../firestore/contended-transaction';
import type { Caller } from '../http/caller';
import { refuse } from '../http/http-error';
import { ownListingIn } from '../properties/own-listing';
import { propertyRef } from '../properties/listing';
import { oneOffCents } from '../purchases/one-off-prices';
import { CURRENCY } from '../stripe/amount';
import { customerOf } from '../subscriptions/subscribe';

/** Why a stored listing cannot be featured now (not public, sold, paused, featured already), or null. */
export function featureRefusal(data: DocumentData | undefined, nowMillis: number): { status: 409; message: string } | null {
  if (!data || !isOpenToOffers(data) || isPausedListing(data)) return { status: 409, message: M.notPublic };
  if (isFeaturedListing(data, nowMillis)) return { status: 409, message: M.already };
  return null;
}

/** The fields that feature a listing for FEATURE_DAYS from now (or from its current end, when a race left it featured), and count the time. */
export function featuredFields(data: DocumentData | undefined, from: FeaturedFrom, holder: string, nowMillis: number): DocumentData {
  const until: unknown = data?.featuredUntil;
  const current = isFeaturedListing(data, nowMillis) && until instanceof Timestamp ? until.toMillis() : nowMillis;
  return {
    featured: true,
    featuredUntil: Timestamp.fromMillis(featureEndsAt(current)),
    featuredFrom: from,
    featuredHolder: holder,
    featuredTimes: FieldValue.increment(1),
  };
}

/**
 * `POST /properties/{id}/feature`: the listing's agent features a public listing for 30 days from the
 * featured allowance of the account its slot counts on (docs/plans.md "Featured listings"), in one
 * transaction with that account's `featuredUsed`; 409 with the ways out when none is left.
 */
export async function featureFromPlan(caller: Caller, id: string): Promise<{ featuredUntil: number }> {
  return contendedTransaction(async (tx) => {
    const snapshot = await tx.get(propertyRef(id));
    ownListingIn(snapshot, caller);
    const data = snapshot.data();
    const now = Date.now();
    const refusal = featureRefusal(data, now);
    if (refusal) refuse(refusal.status, refusal.message);
    const holder = typeof data?.slotHolder === 'string' && data.slotHolder !== '' ? data.slotHolder : slotHolderOf(caller);
    const account = (await tx.get(billingAccountRef(holder))).data() as BillingAccountDoc | undefined;
    if (!account) refuse(503, PLAN_MESSAGES.noAccount);
    if ((account.featuredUsed ?? 0) >= account.featuredAllowed) refuse(409, M.noAllowance(account.featuredAllowed));
    const fields = featuredFields(data, 'plan', holder, now);
    tx.update(propertyRef(id), fields);
    tx.update(billingAccountRef(holder), { featuredUsed: FieldValue.increment(1), updatedAt: FieldValue.serverTimestamp() });
    return { featuredUntil: (fields.featuredUntil as Timestamp).toMillis() };
  });
}

/**
 * `POST /properties/{id}/feature/payment`: a PaymentIntent to feature the caller's public listing once,
 * at the admins' price, on the caller's own Stripe customer (the payer's account records it). Nothing
 * changes until Stripe's `payment_intent.succeeded` (grant-purchase.ts). The idempotency key names the
 * listing's next feature and the price, so a double click answers the same intent.
 */
export async function buyFeature(caller: Caller, id: string): Promise<PurchaseAnswer> {
  const snapshot = await propertyRef(id).get();
  ownListingIn(snapshot, caller);
  const data = snapshot.data();
  const refusal = featureRefusal(data, Date.now());
  if (refusal) refuse(refusal.status, refusal.message);
  const [accountSnap, amountCents] = await Promise.all([billingAccountRef(caller.uid).get(), oneOffCents('feature')]);
  const account = accountSnap.data() as BillingAccountDoc | undefined;
  if (!account) refuse(503, PLAN_MESSAGES.noAccount);
  const customer = await customerOf(caller, account);
  const metadata: PurchaseMetadata = { purpose: 'feature', holderUid: caller.uid, payerUid: caller.uid, listingId: id };
  const times = typeof data?.featuredTimes === 'number' ? data.featuredTimes : 0;
  const intent = await stripe().paymentIntents.create(
    { amount: amountCents, currency: CURRENCY, customer, payment_method_types: ['card'], description: `Featured listing: ${String(data?.title ?? id)}`.slice(0, 1000), metadata: { ...metadata } },
    { idempotencyKey: `feature-${id}-${times}-${amountCents}` },
  );
  if (!intent.client_secret) throw new Error(`payment intent ${intent.id} has no secret`);
  return { paymentIntentId: intent.id, clientSecret: intent.client_secret, amountCents };
}

/**
 * A paid feature granted, inside the webhook's transaction (grant-purchase.ts): reads the listing
 * (reads first), returns the write, and whether it applied. A listing that can no longer be featured
 * (deleted, sold, hidden meanwhile) is left alone: the purchase is recorded as unapplied, owed back.
 */
export async function grantFeature(tx: Transaction, listingId: string, payerUid: string): Promise<{ write: () => void; applied: boolean }> {
  const ref = propertyRef(listingId);
  const data = (await tx.get(ref)).data();
  const now = Date.now();
  const refusal = featureRefusal(data, now);
  if (refusal && refusal.message !== M.already) return { write: () => undefined, applied: false };
  const holder = typeof data?.slotHolder === 'string' && data.slotHolder !== '' ? data.slotHolder : payerUid;
  // A listing featured meanwhile from the plan keeps counting on it until its end, now 30 days later.
  const from: FeaturedFrom = data?.featuredFrom === 'plan' && isFeaturedListing(data, now) ? 'plan' : 'paid';
  return { write: () => tx.update(ref, featuredFields(data, from, holder, now)), applied: true };
}
