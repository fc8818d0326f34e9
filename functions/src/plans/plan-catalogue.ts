import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { BILLING_ACCOUNTS, FREE_PLAN_ID, type PlanAllowances } from '@homehaven/domain/listing-slots';
import { freePlanAllowancesOf } from '@homehaven/domain/pricing';
import { PLANS, defaultFreePlan, needsNewVersion, planVersionsPath, type PlanDoc, type PlanTerms, type PlanVersionDoc } from '@homehaven/domain/plans';
import { PLAN_API_MESSAGES } from '@homehaven/domain/plan-messages';
import { stripe } from '../config';
import { db } from '../firestore/db';
import { contendedTransaction } from '../firestore/contended-transaction';
import { refuse } from '../http/http-error';
import { archivePrices, pricesForVersion, type VersionPrices } from './plan-prices';

type Time = FieldValue;

/** `plans/{planId}`. */
export function planRef(planId: string): DocumentReference {
  return db.collection(PLANS).doc(planId);
}

/** The version document a plan's terms are kept under. */
function versionOf(plan: PlanDoc<Time>): PlanVersionDoc<Time> {
  const { order: _order, updatedAt: _updatedAt, visible: _visible, ...version } = plan;
  return { ...version, createdAt: FieldValue.serverTimestamp() };
}

/**
 * A new paid plan (docs/plans.md "Plans"): its Stripe product and version 1's prices first (a
 * failure there stores nothing), then the plan and its first version in one batch. Answers its id.
 */
export async function createPlan(terms: PlanTerms): Promise<string> {
  const ref = db.collection(PLANS).doc();
  const product = await stripe().products.create({ name: terms.name, metadata: { planId: ref.id } }, { idempotencyKey: `plan-${ref.id}-product` });
  const prices = await pricesForVersion(ref.id, product.id, 1, terms);
  const now = FieldValue.serverTimestamp();
  const plan: PlanDoc<Time> = { ...terms, version: 1, stripeProductId: product.id, ...prices, order: terms.monthlyCents, createdAt: now, updatedAt: now };
  const batch = db.batch();
  batch.create(ref, plan);
  batch.create(db.collection(planVersionsPath(ref.id)).doc('1'), versionOf(plan));
  await batch.commit();
  return ref.id;
}

/**
 * New terms for a paid plan. A rename or a change of visibility edits the plan as it is; a new price
 * or allowance makes the next version, with new Stripe prices made before the write, and archives
 * the old version's prices after it: its subscribers keep them, new ones get the new version. The
 * write checks the version it started from is still the plan's (two admins at once: one gets 409).
 * Answers the version now on sale.
 */
export async function updatePlan(planId: string, terms: PlanTerms): Promise<number> {
  if (planId === FREE_PLAN_ID) refuse(400, PLAN_API_MESSAGES.freePlanTerms);
  const snapshot = await planRef(planId).get();
  const stored = snapshot.data() as PlanDoc | undefined;
  if (!stored) refuse(404, PLAN_API_MESSAGES.notFound);
  const fresh = needsNewVersion(stored, terms);
  const version = fresh ? stored.version + 1 : stored.version;
  const prices: VersionPrices = fresh ? await pricesForVersion(planId, stored.stripeProductId, version, terms) : { monthlyPriceId: stored.monthlyPriceId, yearlyPriceId: stored.yearlyPriceId };
  if (terms.name !== stored.name) await stripe().products.update(stored.stripeProductId, { name: terms.name });
  const won = await contendedTransaction(async (tx) => {
    const now = (await tx.get(planRef(planId))).data() as PlanDoc | undefined;
    if (now?.version !== stored.version) return false;
    const plan: PlanDoc<Time> = { ...(now as PlanDoc<Time>), ...terms, version, ...prices, order: terms.monthlyCents, updatedAt: FieldValue.serverTimestamp() };
    tx.set(planRef(planId), plan);
    if (fresh) tx.create(db.collection(planVersionsPath(planId)).doc(String(version)), versionOf(plan));
    return true;
  });
  if (!won) {
    // The prices made for a version that lost are closed at once: nobody may subscribe to them.
    if (fresh) await archivePrices(prices);
    refuse(409, PLAN_API_MESSAGES.changedMeanwhile);
  }
  if (fresh) await archivePrices({ monthlyPriceId: stored.monthlyPriceId, yearlyPriceId: stored.yearlyPriceId });
  return version;
}

/** How many billing accounts one batch of the free plan's change rewrites. */
const FAN_OUT_PAGE = 400;

/**
 * New allowances for the free plan: a new version of `plans/free`, and every account on the free
 * plan given them, a page at a time (the free plan has no price for anyone to keep). An account
 * may so hold more listings than it now allows: nothing is unpublished, new ones wait for a slot.
 * Answers the version and how many accounts changed.
 */
export async function updateFreePlan(allowances: PlanAllowances): Promise<{ version: number; accounts: number }> {
  const version = await contendedTransaction(async (tx) => {
    const stored = ((await tx.get(planRef(FREE_PLAN_ID))).data() as PlanDoc<Time> | undefined) ?? defaultFreePlan<Time>(FieldValue.serverTimestamp());
    const plan: PlanDoc<Time> = { ...stored, ...allowances, version: stored.version + 1, updatedAt: FieldValue.serverTimestamp() };
    tx.set(planRef(FREE_PLAN_ID), plan);
    tx.create(db.collection(planVersionsPath(FREE_PLAN_ID)).doc(String(plan.version)), versionOf(plan));
    return plan.version;
  });
  let accounts = 0;
  let query = db.collection(BILLING_ACCOUNTS).where('planId', '==', FREE_PLAN_ID).orderBy('__name__').limit(FAN_OUT_PAGE);
  for (;;) {
    const page = await query.get();
    if (page.empty) break;
    const batch = db.batch();
    for (const doc of page.docs) batch.update(doc.ref, { ...allowances, updatedAt: FieldValue.serverTimestamp() });
    await batch.commit();
    accounts += page.size;
    if (page.size < FAN_OUT_PAGE) break;
    query = query.startAfter(page.docs[page.size - 1]);
  }
  return { version, accounts };
}

/** The free plan's allowances now (its defaults until an admin changes them), for a new account. */
export async function freePlanAllowances(read: (ref: DocumentReference) => Promise<{ data(): unknown }> = (ref) => ref.get()): Promise<PlanAllowances> {
  return freePlanAllowancesOf((await read(planRef(FREE_PLAN_ID))).data() as Partial<PlanDoc> | undefined);
}
