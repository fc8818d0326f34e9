import type Stripe from 'stripe';
import type { PlanVersionDoc } from '@homehaven/domain/plans';
import { planVersionsPath } from '@homehaven/domain/plans';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../firestore/db';

/** A plan version as a subscription pays for it: the plan, the version and its terms. */
export interface PaidVersion {
  planId: string;
  version: number;
  terms: PlanVersionDoc;
}

/**
 * The plan version a Stripe price sells: each version's prices carry its plan and number in their
 * metadata (plans/plan-prices.ts), and the version's terms are kept for its subscribers. Null for a
 * price of no plan.
 */
export async function versionOfPrice(tx: Transaction, price: Pick<Stripe.Price, 'metadata'> | undefined): Promise<PaidVersion | null> {
  const planId = price?.metadata?.planId;
  const version = Number(price?.metadata?.version);
  if (!planId || !Number.isInteger(version) || version < 1) return null;
  const snapshot = await tx.get(db.collection(planVersionsPath(planId)).doc(String(version)));
  return snapshot.exists ? { planId, version, terms: snapshot.data() as PlanVersionDoc } : null;
}
