// Demo history for the dashboard's insight charts (`npm start`): twelve weeks of people joining, offers
// made, sales decided and paid offers refunded, written as backdated documents (users, offers, sold
// listings, refund records) that the insight triggers count like any other write
// (functions/src/insights). So the charts show what the product itself produces from these events,
// in the weeks and months of their own times (createdAt, decidedAt, refundedAt).
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { userSearchKeys } from '@homehaven/domain/search';
import { buildPendingOffer, type SeededProperty } from './demo-documents';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';

const DAY_MS = 86_400_000;
const ago = (days: number): Timestamp => Timestamp.fromMillis(Date.now() - days * DAY_MS);

/** People who joined over the last twelve weeks (buyers without a password: they do not sign in), and how many days ago. */
const NEWCOMERS: readonly (readonly [name: string, daysAgo: number])[] = [
  ['Emma Wilson', 80],
  ['Noah Garcia', 78],
  ['Ava Martinez', 71],
  ['Lucas Brown', 64],
  ['Mia Anderson', 62],
  ['Ethan Thomas', 57],
  ['Isabella Moore', 50],
  ['Mason Jackson', 43],
  ['Harper White', 40],
  ['Logan Harris', 36],
  ['Ella Clark', 29],
  ['James Lewis', 22],
  ['Grace Young', 19],
  ['Henry Walker', 13],
  ['Chloe Hall', 8],
  ['Jack Allen', 2],
];

/** A sale of the history: the agent's nth unsold listing, when its winning offer was made and decided, and its rival (refunded when paid). */
interface Sale {
  readonly agent: 'olivia' | 'marcus';
  readonly madeDaysAgo: number;
  readonly decidedDaysAgo: number;
  readonly rivalPaid: boolean;
}

const SALES: readonly Sale[] = [
  { agent: 'olivia', madeDaysAgo: 75, decidedDaysAgo: 68, rivalPaid: true },
  { agent: 'marcus', madeDaysAgo: 60, decidedDaysAgo: 52, rivalPaid: false },
  { agent: 'olivia', madeDaysAgo: 45, decidedDaysAgo: 38, rivalPaid: true },
  { agent: 'olivia', madeDaysAgo: 33, decidedDaysAgo: 24, rivalPaid: false },
  { agent: 'marcus', madeDaysAgo: 20, decidedDaysAgo: 15, rivalPaid: true },
  { agent: 'olivia', madeDaysAgo: 14, decidedDaysAgo: 6, rivalPaid: false },
];

/** Open offers of the history, by days ago: interest that is still waiting for a payment. */
const OPEN_OFFER_DAYS = [82, 74, 69, 58, 55, 48, 44, 41, 34, 30, 27, 25, 21, 18, 16, 12, 10, 9, 5, 3];

/** The newcomers' accounts and documents, each created on its day (the trigger counts its week). */
async function seedNewcomers(db: Firestore, auth: Auth): Promise<DemoAccount[]> {
  const accounts: DemoAccount[] = [];
  for (const [name, days] of NEWCOMERS) {
    const email = `${name.toLowerCase().replace(' ', '.')}@example.com`;
    const uid = `demo-history-${name.toLowerCase().replace(' ', '-')}`;
    await auth.createUser({ uid, email, displayName: name, emailVerified: true }).catch(() => auth.updateUser(uid, { email, displayName: name }));
    await db.doc(`users/${uid}`).set({ name, email, image: '', roll: 'user', createdAt: ago(days), searchKeys: userSearchKeys(name, email) });
    accounts.push({ uid, name, email, password: '', roll: 'user', avatar: '' });
  }
  return accounts;
}

/**
 * Loads the history after the rest of the demo data: listings that already have offers, viewings,
 * viewing times or ownership documents are left as they are; sales go to other public listings of
 * Olivia and Marcus, which become sold, and open offers to those still for sale.
 */
export async function seedInsightHistory(db: Firestore, auth: Auth, properties: readonly SeededProperty[]): Promise<void> {
  const newcomers = await seedNewcomers(db, auth);
  const buyers = [DEMO_ACCOUNTS.sophia, DEMO_ACCOUNTS.liam, ...newcomers];
  const buyer = (i: number): DemoAccount => buyers[i % buyers.length] as DemoAccount;
  // Listings already in a story (offers, viewings, viewing times, ownership documents) keep it: a sale would end it.
  const propertyIdsOf = async (collection: string) => (await db.collection(collection).select('propertyId').get()).docs.map((doc) => String(doc.get('propertyId')));
  const hasAny = async (id: string, sub: string) => !(await db.collection(`properties/${id}/${sub}`).limit(1).get()).empty;
  const withPapers = await Promise.all(properties.map(async (p) => ((await hasAny(p.id, 'viewingSlots')) || (await hasAny(p.id, 'documents')) ? [p.id] : [])));
  const busy = new Set([...(await propertyIdsOf('offers')), ...(await propertyIdsOf('viewings')), ...withPapers.flat()]);
  const free = properties.filter((p) => p.data.status === 'verified' && !p.data.withdrawn && !busy.has(p.id));
  const freeOf = (agent: DemoAccount) => free.filter((p) => p.data.agent.uid === agent.uid);
  const unsold = { olivia: freeOf(DEMO_ACCOUNTS.olivia), marcus: freeOf(DEMO_ACCOUNTS.marcus) };

  let n = 0;
  for (const sale of SALES) {
    const listing = unsold[sale.agent].shift();
    if (!listing) continue;
    const decidedAt = ago(sale.decidedDaysAgo);
    const winner = db.collection('offers').doc();
    const rival = db.collection('offers').doc();
    const paymentOf = (ref: { id: string }) => `pi_demo_history_${ref.id}`;
    await winner.set({
      ...buildPendingOffer(listing, buyer(n++), ago(sale.madeDaysAgo)),
      status: 'accepted',
      transactionId: paymentOf(winner),
      paidAt: ago(sale.madeDaysAgo - 1),
      decidedAt,
    });
    const rivalOffer = buildPendingOffer(listing, buyer(n++), ago(sale.madeDaysAgo - 2));
    const rivalAmount = Math.min(listing.data.MinimumPrice, listing.data.MaximumPrice);
    await rival.set({
      ...rivalOffer,
      offerAmount: rivalAmount,
      status: 'rejected',
      ...(sale.rivalPaid ? { transactionId: paymentOf(rival), paidAt: ago(sale.madeDaysAgo - 3) } : {}),
      decidedAt,
    });
    await db.doc(`properties/${listing.id}`).update({ soldAt: decidedAt, soldOfferId: winner.id });
    if (sale.rivalPaid) {
      const refundedAt = ago(sale.decidedDaysAgo - 1);
      await db.doc(`refunds/${paymentOf(rival)}`).set({
        offerId: rival.id,
        paymentIntentId: paymentOf(rival),
        reason: 'sale-accepted-other',
        status: 'refunded',
        attempts: 1,
        lastError: null,
        amount: rivalAmount,
        propertyTitle: listing.data.title,
        refundId: `re_demo_history_${rival.id}`,
        refundedAt,
        createdAt: decidedAt,
        updatedAt: refundedAt,
      });
    }
  }

  // Open offers on the listings still for sale (beside those that had offers already).
  const forSale = [...unsold.olivia, ...unsold.marcus];
  for (const [i, days] of OPEN_OFFER_DAYS.entries()) {
    const listing = forSale[i % forSale.length];
    if (listing)
      await db
        .collection('offers')
        .doc()
        .set(buildPendingOffer(listing, buyer(n++), ago(days)));
  }
}
