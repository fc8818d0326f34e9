import type Stripe from 'stripe';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { formatPrice } from '@homehaven/domain/format';
import { accountInvoicesPath, GRACE_DAYS, RENEWAL_FAILED_MAIL, type AccountInvoiceDoc } from '@homehaven/domain/subscriptions';
import type { MailDoc } from '@homehaven/domain/saved-searches';
import { stripe } from '../config';
import { contendedTransaction } from '../firestore/contended-transaction';
import { db } from '../firestore/db';
import { isDocId } from '../http/parse';
import { logs } from '../logs';
import { escapeHtml, mailMessage } from '../mail/mail-message';
import { versionOfPrice } from './plan-of-price';
import { stripeEventRef } from './stripe-event';
import { recordRevenue } from '../revenue/record-revenue';

const at = (seconds: number) => Timestamp.fromMillis(seconds * 1000);

/** The e-mail of a failed renewal: the amount, the plan, and how long the listings stay live. */
function renewalFailedMessage(planName: string, amountCents: number): MailDoc['message'] {
  const body = RENEWAL_FAILED_MAIL.body(planName, formatPrice(amountCents / 100), GRACE_DAYS);
  return mailMessage(RENEWAL_FAILED_MAIL.subject(planName), `<p>${escapeHtml(body)}</p>`, body);
}

/**
 * Keeps an invoice of a subscription on its account (`billingAccounts/{uid}/invoices/{id}`, the
 * Billing page's list), as Stripe has it now, for the event `event`; a renewal's failed payment
 * (`invoice.payment_failed` of a `subscription_cycle` invoice) also e-mails the account holder, once
 * however often the event comes (an upgrade's failed charge does not: the holder is on the page). A
 * paid invoice adds what it collected to the revenue, once.
 */
export async function recordInvoice(invoiceId: string, event: Pick<Stripe.Event, 'id' | 'type' | 'created'>): Promise<void> {
  const invoice = await stripe().invoices.retrieve(invoiceId);
  const details = invoice.parent?.subscription_details;
  const holderUid = details?.metadata?.holderUid;
  if (!isDocId(holderUid)) {
    logs.webhookIgnored(event.type, `no holderUid in metadata of ${invoice.id}`);
    return;
  }
  const line = invoice.lines.data.find((candidate) => candidate.amount > 0) ?? invoice.lines.data[0];
  const priceId = line?.pricing?.price_details?.price;
  const price = typeof priceId === 'string' ? await stripe().prices.retrieve(priceId) : undefined;
  const eventRef = stripeEventRef(event.id);
  const invoiceRef = db.collection(accountInvoicesPath(holderUid)).doc(invoice.id);
  await contendedTransaction(async (tx) => {
    const [seen, paid, holder, stored] = await Promise.all([tx.get(eventRef), versionOfPrice(tx, price), tx.get(db.collection('users').doc(holderUid)), tx.get(invoiceRef)]);
    if (seen.exists) return;
    const planName = paid?.terms.name ?? '';
    const doc: AccountInvoiceDoc<Timestamp | FieldValue> = {
      number: invoice.number ?? invoice.id,
      status: invoice.status === 'paid' ? 'paid' : invoice.status === 'void' ? 'void' : 'open',
      reason: (invoice.billing_reason as AccountInvoiceDoc['reason'] | null) ?? 'subscription_cycle',
      amountDueCents: invoice.amount_due,
      amountPaidCents: invoice.amount_paid,
      currency: invoice.currency,
      planName,
      periodStart: at(invoice.period_start),
      periodEnd: at(invoice.period_end),
      createdAt: at(invoice.created),
      paidAt: invoice.status_transitions.paid_at ? at(invoice.status_transitions.paid_at) : null,
    };
    tx.create(eventRef, { type: event.type, objectId: invoice.id, at: FieldValue.serverTimestamp() });
    tx.set(invoiceRef, doc);
    // Collected once: the first event that finds it paid counts it (docs/plans.md "Revenue").
    if (doc.status === 'paid' && stored.get('status') !== 'paid') recordRevenue(tx, invoice.status_transitions.paid_at ?? event.created, { invoicedCents: invoice.amount_paid });
    const email = holder.get('email');
    if (event.type === 'invoice.payment_failed' && doc.reason === 'subscription_cycle' && typeof email === 'string' && email !== '') {
      const mail: MailDoc<FieldValue> = { to: email, message: renewalFailedMessage(planName, invoice.amount_due), createdAt: FieldValue.serverTimestamp() };
      tx.create(db.collection('mail').doc(), mail);
    }
  });
}
