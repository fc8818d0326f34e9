import type Stripe from 'stripe';
import { FieldValue } from 'firebase-admin/firestore';
import { ONE_OFF_KINDS, accountPurchasesPath, type OneOffKind, type PurchaseDoc } from '@homehaven/domain/one-off-prices';
import { stripe } from '../config';
import { billingAccountRef } from '../billing/billing-account';
import { contendedTransaction } from '../firestore/contended-transaction';
import { db } from '../firestore/db';
import { isDocId } from '../http/parse';
import { logs } from '../logs';
import { stripeEventRef } from '../subscriptions/stripe-event';
import { grantFeature } from '../featured/feature-listing';
import { recordRevenue } from '../revenue/record-revenue';

/** What a succeeded PaymentIntent bought, by its metadata, or undefined when it is not a one-off payment (an offer's). */
export function purchaseOf(intent: Pick<Stripe.PaymentIntent, 'metadata'>): { kind: OneOffKind; holderUid: string; payerUid: string; listingId?: string } | undefined {
  const { purpose, holderUid, payerUid, listingId } = intent.metadata;
  if (!(ONE_OFF_KINDS as readonly string[]).includes(purpose ?? '') || !isDocId(holderUid)) return undefined;
  if (purpose === 'feature' && !isDocId(listingId)) return undefined;
  return { kind: purpose as OneOffKind, holderUid, payerUid: isDocId(payerUid) ? payerUid : holderUid, ...(isDocId(listingId) ? { listingId } : {}) };
}

/**
 * Grants what a one-off payment bought (docs/plans.md "Paid submissions", "Featured listings"), on
 * Stripe's `payment_intent.succeeded`: the PaymentIntent is read afresh from Stripe (it must have
 * succeeded), and in one transaction its purchase is recorded
 * (`billingAccounts/{holder}/purchases/{intentId}`) and the account's credit counted or the listing
 * featured, with the event. A purchase already recorded, by this event or
 * another of the same payment, grants nothing again. Answers false when the intent is not one.
 */
export async function grantPurchase(sent: Stripe.PaymentIntent, event: Stripe.Event): Promise<boolean> {
  // The event's own metadata says whether it is one (an offer's payment is not read again here).
  if (!purchaseOf(sent)) return false;
  const intent = await stripe().paymentIntents.retrieve(sent.id);
  const purchase = purchaseOf(intent);
  if (!purchase) return false;
  if (intent.status !== 'succeeded') {
    logs.webhookIgnored(event.type, `${intent.id} is ${intent.status}`);
    return true;
  }
  const account = billingAccountRef(purchase.holderUid);
  const record = db.collection(accountPurchasesPath(purchase.holderUid)).doc(intent.id);
  const granted = await contendedTransaction(async (tx) => {
    const [seen, recorded, stored] = await Promise.all([tx.get(stripeEventRef(event.id)), tx.get(record), tx.get(account)]);
    if (seen.exists || recorded.exists) return false;
    if (!stored.exists) throw new Error(`no billing account ${purchase.holderUid} for ${intent.id}`);
    // What it bought: a paid submission to spend on the next listing, or a listing featured now.
    const feature = purchase.kind === 'feature' && purchase.listingId ? await grantFeature(tx, purchase.listingId, purchase.payerUid) : undefined;
    const doc: PurchaseDoc<FieldValue> = {
      kind: purchase.kind,
      amountCents: intent.amount_received,
      currency: intent.currency,
      payerUid: purchase.payerUid,
      paidAt: FieldValue.serverTimestamp(),
      ...(purchase.listingId ? { listingId: purchase.listingId } : {}),
      ...(feature && !feature.applied ? { unapplied: true as const } : {}),
    };
    tx.create(record, doc);
    if (feature) feature.write();
    else tx.update(account, { submissionCredits: FieldValue.increment(1), submissionsBought: FieldValue.increment(1), updatedAt: FieldValue.serverTimestamp() });
    tx.create(stripeEventRef(event.id), { type: event.type, objectId: intent.id, at: FieldValue.serverTimestamp() });
    recordRevenue(tx, event.created, { oneOff: { kind: purchase.kind, cents: intent.amount_received } });
    if (feature && !feature.applied) logs.purchaseUnapplied(purchase.holderUid, intent.id, purchase.listingId ?? '');
    return true;
  });
  if (granted) logs.purchaseGranted(purchase.holderUid, purchase.kind, intent.id, event.id);
  return true;
}
