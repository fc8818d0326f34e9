import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { INSIGHT_MONTHS, INSIGHT_PERIOD_FIELD, INSIGHTS, monthId, PLATFORM_SCOPE } from '@homehaven/domain/insights';
import { monthIncrements, REVENUE_FIELDS, type RevenueChange } from '@homehaven/domain/revenue';
import { db } from '../firestore/db';

/**
 * Adds what a Stripe event changed of the revenue (docs/plans.md "Revenue") to the platform's insight
 * counters, in the transaction that applies the event once: its month's counters (the month of
 * `atSeconds`, the event's time at Stripe) and, when the recurring revenue moved, the scope's level.
 * Blind increments, nothing read.
 */
export function recordRevenue(tx: Transaction, atSeconds: number, change: RevenueChange): void {
  const increments = monthIncrements(change);
  if (Object.keys(increments).length === 0) return;
  const month = monthId(new Date(atSeconds * 1000));
  const updatedAt = FieldValue.serverTimestamp();
  const counters = Object.fromEntries(Object.entries(increments).map(([field, by]) => [field, FieldValue.increment(by)]));
  tx.set(db.doc(`${INSIGHTS}/${PLATFORM_SCOPE}/${INSIGHT_MONTHS}/${month}`), { ...counters, [INSIGHT_PERIOD_FIELD]: month, updatedAt }, { merge: true });
  if (change.mrrChangeCents) tx.set(db.doc(`${INSIGHTS}/${PLATFORM_SCOPE}`), { [REVENUE_FIELDS.mrr]: FieldValue.increment(change.mrrChangeCents), updatedAt }, { merge: true });
}

/** The event's time at Stripe in seconds, or now for one of ours (the grace's end). */
export function eventSeconds(event: { created?: number }): number {
  return typeof event.created === 'number' ? event.created : Math.floor(Date.now() / 1000);
}
