import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { formatDay } from '@homehaven/domain/format';
import { BILLING_ACCOUNTS, type BillingAccountDoc } from '@homehaven/domain/listing-slots';
import type { MailDoc } from '@homehaven/domain/saved-searches';
import { GRACE_ENDING_MAIL } from '@homehaven/domain/subscriptions';
import { stripe } from '../config';
import { billingAccountRef } from '../billing/billing-account';
import { contendedTransaction } from '../firestore/contended-transaction';
import { db } from '../firestore/db';
import { logs } from '../logs';
import { escapeHtml, mailMessage } from '../mail/mail-message';
import { syncSubscription } from './sync-subscription';

/** Accounts one sweep handles of each kind: the rest wait for the next run (the queries take the most overdue first). */
export const GRACE_SWEEP_LIMIT = 50;

/** What a sweep did: reminders e-mailed, plans ended after their grace, and attempts that failed (retried next run). */
export interface GraceSweepOutcome {
  reminded: number;
  lapsed: number;
  failed: number;
}

const accounts = () => db.collection(BILLING_ACCOUNTS);

/** The e-mail 3 days before the grace ends: the plan and the day it ends. */
function graceEndingMessage(planName: string, endsAt: Date): MailDoc['message'] {
  const body = GRACE_ENDING_MAIL.body(planName, formatDay(endsAt, 'utc'));
  return mailMessage(GRACE_ENDING_MAIL.subject(planName), `<p>${escapeHtml(body)}</p>`, body);
}

/** E-mails the holder of `uid`'s account that the grace ends soon, once: the transaction removes the reminder's time as it queues the mail. */
async function remind(uid: string, dueBy: Timestamp): Promise<boolean> {
  return contendedTransaction(async (tx) => {
    const [snapshot, holder] = await Promise.all([tx.get(billingAccountRef(uid)), tx.get(db.collection('users').doc(uid))]);
    const account = snapshot.data() as BillingAccountDoc<Timestamp> | undefined;
    if (!account?.graceReminderAt || account.graceReminderAt.toMillis() > dueBy.toMillis()) return false;
    tx.update(snapshot.ref, { graceReminderAt: FieldValue.delete(), updatedAt: FieldValue.serverTimestamp() });
    const email: unknown = holder.get('email');
    if (account.status !== 'past_due' || !account.graceEndsAt || typeof email !== 'string' || email === '') return false;
    const mail: MailDoc<FieldValue> = { to: email, message: graceEndingMessage(account.planName, account.graceEndsAt.toDate()), createdAt: FieldValue.serverTimestamp() };
    tx.create(db.collection('mail').doc(), mail);
    return true;
  });
}

/**
 * Ends the plan of `uid`'s account whose grace is over: its subscription is cancelled at Stripe at
 * once, and the account brought up to it here (the free plan, the listings above it paused) rather
 * than waiting for Stripe's event, which then changes nothing. A subscription already over is only synced.
 */
async function lapse(uid: string, dueBy: Timestamp): Promise<boolean> {
  const account = (await billingAccountRef(uid).get()).data() as BillingAccountDoc<Timestamp> | undefined;
  const subscriptionId = account?.subscriptionId;
  if (!account?.graceEndsAt || account.graceEndsAt.toMillis() > dueBy.toMillis() || account.status !== 'past_due' || !subscriptionId) return false;
  const subscription = await stripe().subscriptions.retrieve(subscriptionId);
  if (subscription.status !== 'canceled') await stripe().subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false });
  await syncSubscription(subscriptionId, { id: `grace_${subscriptionId}`, type: 'customer.subscription.deleted' });
  return true;
}

/**
 * The grace of plans whose renewal failed (docs/plans.md "Lapse"): the reminder e-mail of each
 * account whose reminder is due, then the end of each plan whose grace is over, through two bounded
 * queries on single fields (`graceReminderAt`, `graceEndsAt`: only past-due accounts carry them).
 * `dueBy` (now) lets a test sweep only what was due long ago, its own accounts, never another
 * suite's. The plain function behind the schedule (grace-schedule.ts).
 */
export async function sweepGrace(dueBy: Timestamp = Timestamp.now(), limit = GRACE_SWEEP_LIMIT): Promise<GraceSweepOutcome> {
  const outcome: GraceSweepOutcome = { reminded: 0, lapsed: 0, failed: 0 };
  const [reminders, ending] = await Promise.all([
    accounts().where('graceReminderAt', '<=', dueBy).orderBy('graceReminderAt').limit(limit).get(),
    accounts().where('graceEndsAt', '<=', dueBy).orderBy('graceEndsAt').limit(limit).get(),
  ]);
  const tally = async (docs: readonly { id: string }[], act: (uid: string, dueBy: Timestamp) => Promise<boolean>, key: 'reminded' | 'lapsed') => {
    for (const doc of docs) {
      try {
        if (await act(doc.id, dueBy)) outcome[key] += 1;
      } catch (error) {
        outcome.failed += 1;
        logs.unexpected('grace-sweep', error);
      }
    }
  };
  await tally(reminders.docs, remind, 'reminded');
  await tally(ending.docs, lapse, 'lapsed');
  return outcome;
}
