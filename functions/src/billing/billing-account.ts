import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { BILLING_ACCOUNTS, freeAccount } from '@homehaven/domain/listing-slots';
import { db } from '../firestore/db';
import { isAlreadyExists } from '../firestore/errors';
import { freePlanAllowances } from '../plans/plan-catalogue';

/** `billingAccounts/{uid}`: the plan and the listing slots of a professional or agency (docs/plans.md "Quotas"). */
export function billingAccountRef(uid: string): DocumentReference {
  return db.collection(BILLING_ACCOUNTS).doc(uid);
}

/**
 * Gives `uid` the free plan's account when they have none, inside the caller's transaction (an
 * approval, a role change); reads first, so call it before the transaction writes. Returns the write
 * to make, or nothing. It has the free plan's allowances as they stand (plans/free) and holds no
 * slot: only listings created with one count (listing-slots.ts), and a professional had none before.
 */
export async function freeAccountIfMissing(tx: Transaction, uid: string): Promise<(() => void) | null> {
  const ref = billingAccountRef(uid);
  if ((await tx.get(ref)).exists) return null;
  const allowances = await freePlanAllowances((plan) => tx.get(plan));
  return () => tx.create(ref, freeAccount(0, FieldValue.serverTimestamp(), allowances));
}

/** The same outside a transaction (the users trigger, for a role an admin wrote directly): created once, whoever races. */
export async function ensureBillingAccount(uid: string): Promise<boolean> {
  try {
    await billingAccountRef(uid).create(freeAccount(0, FieldValue.serverTimestamp(), await freePlanAllowances()));
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}
