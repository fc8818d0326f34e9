// First: points the admin SDK at the emulators before the functions code below initialises it.
import { db, eventually } from '../facade/support/admin';
import { afterAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { agentScope, buyerScope, PLATFORM_SCOPE } from '@homehaven/domain/insights';
import { countOnce } from '../../../functions/src/insights/count-once';
import { offerIncrements } from '../../../functions/src/insights/increments';
import { newPrefix } from '../facade/support/run';
import { triggersCaughtUp } from '../support/trigger-marker';
import { intakePictureUrl } from '@homehaven/domain/image-address-samples';

// The triggers keep the aggregates of the shared emulator project, which other files' offers and
// users move too. So: each test's people are its own (their agent and buyer scopes are exact), and
// its events are backdated to 2003, a year nothing else writes in, where the platform's weeks are
// compared before and after (a run repeated on the same data adds to them).

const at = (iso: string) => Timestamp.fromDate(new Date(iso));
/** 2003-W10 (Wednesday 5 March): when the offers are made. */
const MADE = at('2003-03-05T10:00:00Z');
/** 2003-W16 (Tuesday 15 April): when they are decided, refunded and a user joins. */
const DECIDED = at('2003-04-15T10:00:00Z');

const made: string[] = [];
const cleanUp: (() => Promise<unknown>)[] = [];

/** A counter document's data ({} when it does not exist). */
async function counters(path: string): Promise<Record<string, unknown>> {
  return (await db.doc(path).get()).data() ?? {};
}

/** Waits until a counter field (dotted) holds `expected`. */
function waitFor(path: string, field: string, expected: number): Promise<void> {
  return eventually(`${path} ${field} = ${expected}`, async () => (await db.doc(path).get()).get(field) === expected);
}

const num = (value: unknown) => (typeof value === 'number' ? value : 0);

/** An offer as a buyer makes it (the rules are tested in tests/rules), backdated. */
async function makeOffer(prefix: string, agent: string, buyer: string, amount: number): Promise<string> {
  const ref = await db.collection('offers').add({
    propertyId: `${prefix}-listing`,
    propertyTitle: 'Orchard house',
    propertyImage: intakePictureUrl('orchard'),
    location: 'Toledo, Ohio',
    agentUid: agent,
    agentName: 'Name of agent',
    agentEmail: `${agent}@example.com`,
    offerAmount: amount,
    buyerUid: buyer,
    buyerEmail: `${buyer}@example.com`,
    buyerName: 'Name of buyer',
    status: 'pending',
    createdAt: MADE,
  });
  made.push(ref.id);
  return ref.id;
}

describe('the insight triggers', () => {
  afterAll(async () => {
    await Promise.all([...made.map((id) => db.collection('offers').doc(id).delete()), ...cleanUp.map((clean) => clean())]);
  });

  // Four trigger events in turn, each awaited (up to 45 s apiece when the emulator's queue is long).
  it('an offer made, paid, accepted and another rejected each move exactly their counters, in the weeks and months of their own times', async () => {
    const prefix = newPrefix();
    const agent = `${prefix}-agent`;
    const buyer = `${prefix}-buyer`;
    const agentDoc = `insights/${agentScope(agent)}`;
    const buyerDoc = `insights/${buyerScope(buyer)}`;
    const madeWeek = `insights/${PLATFORM_SCOPE}/weeks/2003-W10`;
    const soldWeek = `insights/${PLATFORM_SCOPE}/weeks/2003-W16`;
    const platformBefore = { made: await counters(madeWeek), sold: await counters(soldWeek) };

    const sold = await makeOffer(prefix, agent, buyer, 250_000.5);
    const lost = await makeOffer(prefix, agent, buyer, 240_000);
    await waitFor(buyerDoc, 'offers.pending', 2);
    await waitFor(`${agentDoc}/weeks/2003-W10`, 'offers', 2);
    expect(await counters(`${agentDoc}/months/2003-03`)).toMatchObject({ offers: 2, period: '2003-03' });
    expect(num((await counters(madeWeek)).offers)).toBe(num(platformBefore.made.offers) + 2);

    // Paid: pending to bought, nothing else.
    await db
      .collection('offers')
      .doc(sold)
      .update({ status: 'bought', transactionId: `pi_${prefix}`, paidAt: DECIDED });
    await waitFor(buyerDoc, 'offers.bought', 1);
    expect((await counters(buyerDoc)).offers).toEqual({ pending: 1, bought: 1 });

    // Accepted (the decision's writes): a sale in April, the offer sold counted in March; the other rejected.
    await db.collection('offers').doc(sold).update({ status: 'accepted', decidedAt: DECIDED });
    await db.collection('offers').doc(lost).update({ status: 'rejected', decidedAt: DECIDED });
    await waitFor(buyerDoc, 'offers.rejected', 1);
    await waitFor(`${agentDoc}/months/2003-04`, 'sales', 1);
    expect((await counters(buyerDoc)).offers).toEqual({ pending: 0, bought: 0, accepted: 1, rejected: 1 });
    expect(await counters(`${agentDoc}/months/2003-04`)).toMatchObject({ sales: 1, salesCents: 25_000_050 });
    expect(await counters(`${agentDoc}/months/2003-03`)).toMatchObject({ offers: 2, offersSold: 1 });
    // Weeks count offers made, not decisions: the agent's April week has none.
    expect(await counters(`${agentDoc}/weeks/2003-W16`)).toEqual({});
    const platformSold = await counters(soldWeek);
    expect(num(platformSold.sales)).toBe(num(platformBefore.sold.sales) + 1);
    expect(num(platformSold.salesCents)).toBe(num(platformBefore.sold.salesCents) + 25_000_050);
  }, 150_000);

  it('a refund counts when Stripe confirmed it, and a new user in the week they joined', async () => {
    const prefix = newPrefix();
    const week = `insights/${PLATFORM_SCOPE}/weeks/2003-W16`;
    const before = await counters(week);
    const refund = db.collection('refunds').doc(`pi_${prefix}`);
    const user = db.collection('users').doc(`${prefix}-user`);
    cleanUp.push(
      () => refund.delete(),
      () => user.delete(),
    );

    await refund.set({
      offerId: `${prefix}-offer`,
      paymentIntentId: refund.id,
      reason: 'offer-rejected',
      status: 'owed',
      attempts: 0,
      lastError: null,
      amount: 1_234.5,
      createdAt: DECIDED,
      updatedAt: DECIDED,
    });
    await user.set({ name: 'New person', email: `${prefix}@example.com`, image: '', roll: 'user', createdAt: DECIDED });
    await refund.update({ status: 'refunded', refundId: `re_${prefix}`, refundedAt: DECIDED, updatedAt: DECIDED });
    await eventually('the refund and the user counted', async () => {
      const now = await counters(week);
      return num(now.refunds) >= num(before.refunds) + 1 && num(now.users) >= num(before.users) + 1;
    });
    const after = await counters(week);
    expect(num(after.refunds)).toBe(num(before.refunds) + 1);
    expect(num(after.refundsCents)).toBe(num(before.refundsCents) + 123_450);
    expect(num(after.users)).toBe(num(before.users) + 1);
  });

  it('a listing counts once per change of its status (created, verified, sold, withdrawn, deleted); other writes count nothing', async () => {
    const prefix = newPrefix();
    const listing = (n: number) => ({
      title: `Orchard house ${n}`,
      location: 'Toledo, Ohio',
      image: intakePictureUrl('orchard'),
      Details: 'Three bedrooms and an orchard.',
      MinimumPrice: 200_000,
      MaximumPrice: 250_000,
      status: 'pending',
      isVerified: false,
      withdrawn: false,
      agent: { uid: `${prefix}-agent`, name: 'Name of agent', email: `${prefix}-agent@example.com`, image: '' },
      createdAt: MADE,
      updatedAt: MADE,
    });
    const sold = db.collection('properties').doc(`${prefix}-sold`);
    const withdrawn = db.collection('properties').doc(`${prefix}-withdrawn`);
    cleanUp.push(() => withdrawn.delete());
    /** The kinds of the marks of the events counted for a listing. */
    const marksOf = async (id: string) => (await db.collection('insightEvents').where('subject', '==', id).get()).docs.map((doc) => String(doc.get('kind')));

    await sold.set(listing(1));
    await sold.update({ status: 'verified', isVerified: true });
    await sold.update({ title: 'Orchard house, renovated', MinimumPrice: 210_000 });
    await sold.update({ soldAt: DECIDED, soldOfferId: `${prefix}-offer` });
    // Sold stays sold: withdrawing it moves no count.
    await sold.update({ withdrawn: true });
    await withdrawn.set({ ...listing(2), status: 'verified', isVerified: true });
    await withdrawn.update({ withdrawn: true });
    await sold.delete();
    // A marker listing: once its creation is counted, every earlier event was handled (they come in commit order).
    const marker = db.collection('properties').doc(`${prefix}-marker`);
    cleanUp.push(() => marker.delete());
    await triggersCaughtUp({ what: 'the marker listing counted', write: () => marker.set(listing(3)), answered: async () => (await marksOf(marker.id)).length === 1 });
    expect(await marksOf(sold.id)).toEqual(['listing', 'listing', 'listing', 'listing']);
    expect(await marksOf(withdrawn.id)).toHaveLength(2);
  });

  it('counts an event once: a repeated delivery of the same event changes nothing', async () => {
    const prefix = newPrefix();
    const agent = `${prefix}-agent`;
    const offer = { status: 'pending', buyerUid: `${prefix}-buyer`, agentUid: agent, amount: 100_000, createdAt: MADE.toDate() };
    const increments = offerIncrements(undefined, offer, new Date());
    // The handler the deployed trigger runs, with one event id delivered three times.
    await expect(countOnce('offer', `${prefix}-event`, 'offer-1', increments)).resolves.toBe('counted');
    await expect(countOnce('offer', `${prefix}-event`, 'offer-1', increments)).resolves.toBe('already-counted');
    await expect(countOnce('offer', `${prefix}-event`, 'offer-1', increments)).resolves.toBe('already-counted');
    expect((await counters(`insights/${buyerScope(`${prefix}-buyer`)}`)).offers).toEqual({ pending: 1 });
    expect(await counters(`insights/${agentScope(agent)}/weeks/2003-W10`)).toMatchObject({ offers: 1 });
    expect(await countOnce('offer', `${prefix}-nothing`, 'offer-1', [])).toBe('nothing');
  });
});
