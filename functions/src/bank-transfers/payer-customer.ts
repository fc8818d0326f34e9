import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { BILLING_ACCOUNTS } from '@homehaven/domain/listing-slots';
import { newStripeCustomer } from '../stripe/new-customer';
import { db } from '../firestore/db';
import type { Caller } from '../http/caller';

/** `payers/{uid}`: the Stripe customer a person pays offers through (functions only; clients can neither read nor write it). */
export function payerRef(uid: string): DocumentReference {
  return db.collection('payers').doc(uid);
}

/**
 * The caller's Stripe customer, whose virtual bank account their transfers go to: a professional's
 * billing account's customer when there is one (one virtual account per person), else the one kept in
 * `payers/{uid}`, made the first time they pay by transfer (docs/payments.md "Bank transfers").
 */
export async function payerCustomerOf(caller: Caller): Promise<string> {
  const [payer, account] = await Promise.all([payerRef(caller.uid).get(), db.collection(BILLING_ACCOUNTS).doc(caller.uid).get()]);
  const known: unknown = account.get('stripeCustomerId') ?? payer.get('stripeCustomerId');
  if (typeof known === 'string' && known) return known;
  const customer = await newStripeCustomer(caller);
  await payerRef(caller.uid).set({ stripeCustomerId: customer, createdAt: FieldValue.serverTimestamp() });
  return customer;
}
