// First: points the admin SDK at the emulators before the functions code below initialises it.
import { db, eventually } from '../facade/support/admin';
import { describe, expect, it } from 'vitest';
import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import type { PriceHistoryEntryDoc } from '@homehaven/domain/price-history';
import { priceHistoryPath } from '@homehaven/domain/queries/price-history';
import { recordPriceChange } from '../../../functions/src/price-history/record-price-change';
import { call } from '../facade/support/api';
import { seedListing, useCast } from '../facade/support/cast';
import { triggersCaughtUp } from '../support/trigger-marker';

/** A listing's recorded price changes, oldest first. */
async function historyOf(id: string): Promise<(PriceHistoryEntryDoc<Timestamp> & { id: string })[]> {
  const snapshot = await db.collection(priceHistoryPath(id)).orderBy('changedAt').get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...(doc.data() as PriceHistoryEntryDoc<Timestamp>) }));
}

/** Waits until the listing has `count` recorded changes. */
function recorded(id: string, count: number): Promise<void> {
  return eventually(`${count} price change(s) of ${id}`, async () => (await historyOf(id)).length >= count);
}

describe('the price-history trigger (properties/{id} updated)', () => {
  const cast = useCast();

  it('records a price edit with the new and previous prices at the time of the write', async () => {
    const id = await seedListing(cast().agent);
    const ref = db.collection('properties').doc(id);
    // As an agent's edit under the rules writes it: the prices and updatedAt.
    const write = await ref.update({ MinimumPrice: 280_000, updatedAt: new Date() });
    await recorded(id, 1);
    const [entry] = await historyOf(id);
    expect(entry).toMatchObject({ MinimumPrice: 280_000, MaximumPrice: 400_000, previousMinimumPrice: 300_000, previousMaximumPrice: 400_000 });
    expect(Object.keys(entry ?? {}).sort()).toEqual(['MaximumPrice', 'MinimumPrice', 'changedAt', 'id', 'previousMaximumPrice', 'previousMinimumPrice']);
    expect(entry?.changedAt.toMillis()).toBe(write.writeTime.toMillis());
  });

  it('ignores edits that leave both prices alone (a title, a verdict, its own search keys), and creation', async () => {
    const id = await seedListing(cast().agent);
    const ref = db.collection('properties').doc(id);
    await ref.update({ title: 'Renovated lake house', updatedAt: new Date() });
    await ref.update({ status: 'pending', isVerified: false });
    // Written again with the same prices: not a change.
    await ref.update({ MinimumPrice: 300_000, MaximumPrice: 400_000 });

    // A change after them is recorded, and once it is, the trigger has handled them: its entry is the only one.
    await triggersCaughtUp({
      what: `the price change of ${id} after the other edits`,
      write: () => ref.update({ MaximumPrice: 390_000 }),
      answered: async () => (await historyOf(id)).some((entry) => entry.MaximumPrice === 390_000),
    });
    expect((await historyOf(id)).map((entry) => [entry.previousMaximumPrice, entry.MaximumPrice])).toEqual([[400_000, 390_000]]);
  });

  it("records an edit through the facade's PUT /properties/{id}, one entry per change", async () => {
    const { agent } = cast();
    const id = await seedListing(agent);
    const edit = (MinimumPrice: number, MaximumPrice: number) =>
      call({ method: 'PUT', path: `/properties/${id}`, body: { title: 'Lake house', location: 'Lakeside Drive, Springfield', MinimumPrice, MaximumPrice } }, agent.token);
    expect((await edit(310_000, 420_000)).status).toBe(200);
    await recorded(id, 1);
    expect((await edit(305_000, 415_000)).status).toBe(200);
    await recorded(id, 2);
    expect((await historyOf(id)).map((entry) => [entry.previousMinimumPrice, entry.MinimumPrice, entry.previousMaximumPrice, entry.MaximumPrice])).toEqual([
      [300_000, 310_000, 400_000, 420_000],
      [310_000, 305_000, 420_000, 415_000],
    ]);
  });

  it('records an event once, however often it is delivered', async () => {
    const id = await seedListing(cast().agent, { MinimumPrice: 1_000_000, MaximumPrice: 1_000_000 });
    const ref = db.collection('properties').doc(id);
    const before = await ref.get();
    // The handler called as the trigger calls it, twice with the same event (no real write: the listing stays as it is).
    const after = { data: () => ({ ...before.data(), MinimumPrice: 900_000 }), updateTime: before.updateTime } as unknown as DocumentSnapshot;
    const event = { id: `redelivered-${id}`, time: new Date().toISOString() };
    expect(await recordPriceChange(id, event, before, after)).toBe(true);
    expect(await recordPriceChange(id, event, before, after)).toBe(false);
    const entries = (await historyOf(id)).filter((entry) => entry.id === event.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ MinimumPrice: 900_000, previousMinimumPrice: 1_000_000 });
  });

  it('deletes the history with its listing', async () => {
    const id = await seedListing(cast().agent);
    await db.collection('properties').doc(id).update({ MinimumPrice: 250_000 });
    await recorded(id, 1);
    await db.collection('properties').doc(id).delete();
    await eventually(`the history of deleted ${id} gone`, async () => (await historyOf(id)).length === 0);
  });
});
