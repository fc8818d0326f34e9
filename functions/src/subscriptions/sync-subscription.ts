import type Stripe from 'stripe';
import { FieldValue, Timestamp, type Transaction, type UpdateData } from 'firebase-admin/firestore';
import { FREE_PLAN_ID, FREE_PLAN_NAME, type BillingAccountDoc } from '@homehaven/domain/listing-slots';
import { stripe } from '../config';
import { billingAccountRef } from '../billing/billing-account';
import { contendedTransaction } from '../firestore/contended-transaction';
import { isDocId } from '../http/parse';
import { logs } from '../logs';
import { freePlanAllowances } from '../plans/plan-catalogue';
import { GRACE_DAYS, GRACE_REMINDER_DAYS } from '@homehaven/domain/subscriptions';
import { pauseAboveAllowance, resumeIntoFreeSlots } from '../billing/pause-listings';
import { versionOfPrice } from './plan-of-price';
import { stripeEventRef } from './stripe-event';
import { eventSeconds, recordRevenue } from '../revenue/record-revenue';
import { monthlyRecurringCents, type RevenueChange } from '@homehaven/domain/revenue';

/** Stripe's statuses of a subscription that pays for its plan: current, or its renewal failed (the grace). */
const PAYING = new Set<Stripe.Subscription.Status>(['active', 'trialing', 'past_due']);
/** Statuses of a subscription that is over. */
const ENDED = new Set<Stripe.Subscription.Status>(['canceled', 'incomplete_expired', 'unpaid']);

const DAY_MILLIS = 24 * 60 * 60 * 1000;

/**
 * The grace's fields (docs/plans.md "Lapse"): past due for the first time, when it began, when it
 * ends (GRACE_DAYS on) and when the e-mail saying so is due (GRACE_REMINDER_DAYS before); still past
 * due, as they were; paid or ended, none.
 */
function graceChanges(account: BillingAccountDoc<Timestamp>, pastDue: boolean): UpdateData<BillingAccountDoc> {
  if (!pastDue) return { pastDueSince: FieldValue.delete(), graceEndsAt: FieldValue.delete(), graceReminderAt: FieldValue.delete() };
  if (account.pastDueSince) return {};
  const now = Date.now();
  return {
    pastDueSince: Timestamp.fromMillis(now),
    graceEndsAt: Timestamp.fromMillis(now + GRACE_DAYS * DAY_MILLIS),
    graceReminderAt: Timestamp.fromMillis(now + (GRACE_DAYS - GRACE_REMINDER_DAYS) * DAY_MILLIS),
  };
}

/** The fields a subscription that pays gives its account: the version's terms, the period, the status. */
async function payingChanges(tx: Transaction, account: BillingAccountDoc<Timestamp>, subscription: Stripe.Subscription): Promise<UpdateData<BillingAccountDoc> | null> {
  const item = subscription.items.data[0];
  const paid = await versionOfPrice(tx, item?.price);
  if (!item || !paid) return null;
  const pastDue = subscription.status === 'past_due';
  // A downgrade waits for the period it was made in to end: until then the account keeps what it paid for.
  const pending = account.pendingChange;
  const waiting = pending !== undefined && pending.priceId === item.price.id && item.current_period_end <= pending.at.seconds;
  const plan = waiting
    ? {}
    : {
        planId: paid.planId,
        planName: paid.terms.name,
        planVersion: paid.version,
        listingsAllowed: paid.terms.listingsAllowed,
        featuredAllowed: paid.terms.featuredAllowed,
        photosPerListing: paid.terms.photosPerListing,
        ...(pending ? { pendingChange: FieldValue.delete() } : {}),
      };
  const interval = item.price.recurring?.interval === 'year' ? 'year' : 'month';
  return {
    ...plan,
    status: pastDue ? 'past_due' : 'active',
    subscriptionId: subscription.id,
    interval,
    recurringCents: monthlyRecurringCents(item.price.unit_amount, interval),
    currentPeriodEnd: Timestamp.fromMillis(item.current_period_end * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    ...graceChanges(account, pastDue),
    ...(account.pendingSubscriptionId === subscription.id ? { pendingSubscriptionId: FieldValue.delete() } : {}),
  };
}

/** The fields an ended subscription leaves its account with: the free plan again (its listings above it are paused: docs/plans.md "Subscribing"). */
async function endedChanges(tx: Transaction, account: BillingAccountDoc<Timestamp>, subscription: Stripe.Subscription): Promise<UpdateData<BillingAccountDoc> | null> {
  if (account.subscriptionId === subscription.id) {
    return {
      planId: FREE_PLAN_ID,
      planName: FREE_PLAN_NAME,
      planVersion: FieldValue.delete(),
      ...(await freePlanAllowances((plan) => tx.get(plan))),
      status: 'lapsed',
      subscriptionId: FieldValue.delete(),
      interval: FieldValue.delete(),
      recurringCents: FieldValue.delete(),
      currentPeriodEnd: FieldValue.delete(),
      cancelAtPeriodEnd: FieldValue.delete(),
      ...graceChanges(account, false),
      pendingChange: FieldValue.delete(),
    };
  }
  return account.pendingSubscriptionId === subscription.id ? { pendingSubscriptionId: FieldValue.delete() } : null;
}

/**
 * What applying `changes` to `account` does to the revenue (docs/plans.md "Revenue"): the recurring
 * revenue moves from what the account paid a month to what it pays now (none once ended), and a
 * subscription starts when the account had none, or ends when the free plan comes back.
 */
export function revenueChange(account: BillingAccountDoc<Timestamp>, changes: UpdateData<BillingAccountDoc>): RevenueChange {
  const before = account.subscriptionId ? (account.recurringCents ?? 0) : 0;
  const ended = changes.planId === FREE_PLAN_ID;
  const after = ended ? 0 : typeof changes.recurringCents === 'number' ? changes.recurringCents : before;
  return {
    mrrChangeCents: after - before,
    subscriptionStarted: !account.subscriptionId && typeof changes.subscriptionId === 'string',
    subscriptionEnded: ended && Boolean(account.subscriptionId),
  };
}

/**
 * Brings a billing account up to its subscription as Stripe has it now, for the event `event`
 * (docs/plans.md "Subscribing"): the subscription is read afresh, so events arriving late or out of
 * order change nothing a later one did, and the event is recorded in the same transaction, so one
 * sent twice is applied once. A subscription that is not the account's (an older one, another
 * account's) changes nothing.
 */
export async function syncSubscription(subscriptionId: string, event: Pick<Stripe.Event, 'id' | 'type'> & { created?: number }): Promise<void> {
  const subscription = await stripe().subscriptions.retrieve(subscriptionId);
  const holderUid = subscription.metadata.holderUid;
  if (!isDocId(holderUid)) {
    logs.webhookIgnored(event.type, `no holderUid in metadata of ${subscription.id}`);
    return;
  }
  const eventRef = stripeEventRef(event.id);
  const applied = await contendedTransaction(async (tx) => {
    const [seen, snapshot] = await Promise.all([tx.get(eventRef), tx.get(billingAccountRef(holderUid))]);
    const account = snapshot.data() as BillingAccountDoc<Timestamp> | undefined;
    if (seen.exists || !account || account.stripeCustomerId !== subscription.customer) return false;
    const ours = account.subscriptionId === subscription.id || account.pendingSubscriptionId === subscription.id || (!account.subscriptionId && PAYING.has(subscription.status));
    const changes = !ours
      ? null
      : PAYING.has(subscription.status)
        ? await payingChanges(tx, account, subscription)
        : ENDED.has(subscription.status)
          ? await endedChanges(tx, account, subscription)
          : null;
    tx.create(eventRef, { type: event.type, objectId: subscription.id, at: FieldValue.serverTimestamp() });
    if (changes) {
      tx.update(billingAccountRef(holderUid), { ...changes, updatedAt: FieldValue.serverTimestamp() });
      recordRevenue(tx, eventSeconds(event), revenueChange(account, changes));
    }
    return changes !== null;
  });
  if (applied) logs.subscriptionApplied(holderUid, subscription.id, subscription.status, event.id);
  await followPlan(holderUid);
}

/**
 * The account's listings follow its plan (docs/plans.md "Lapse"): lapsed, those above the free plan
 * pause; paying again, the paused ones come back into the free slots. Run after every event, applied
 * or not (a retried event finishes what a failed run left), and changing nothing when nothing is due.
 */
export async function followPlan(holderUid: string): Promise<void> {
  const account = (await billingAccountRef(holderUid).get()).data() as BillingAccountDoc | undefined;
  if (!account) return;
  if (account.status === 'lapsed' && account.listingsUsed > account.listingsAllowed) logs.listingsPaused(holderUid, await pauseAboveAllowance(holderUid));
  else if (account.status === 'active' && (account.listingsPaused ?? 0) > 0 && account.listingsUsed < account.listingsAllowed) logs.listingsResumed(holderUid, await resumeIntoFreeSlots(holderUid));
}
