import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { eventually } from '../facade/support/admin';
import { VIEWING_MESSAGES } from '@homehaven/domain/viewing-messages';
import type { EmulatorAccount } from '../../../tools/emulators/auth-rest';
import { callApi } from '../../../tools/emulators/facade-client';
import { changeViewing, requestViewing } from '../../../tools/emulators/viewing-client';
import { accountWithRole, db, read, seedProperty } from '../payments/support/world';
import { slotsOn } from './support';

/** What a listing or a person leaves behind (docs/decisions.md "Viewings"): times of a deleted listing, visits of a deleted or fraud buyer. */

/** The viewing's id from a request the facade took (201). */
async function requested(buyer: EmulatorAccount, propertyId: string, slotId: string | undefined): Promise<string> {
  const answer = await requestViewing(buyer.idToken, propertyId, String(slotId));
  expect(answer.status).toBe(201);
  return String(answer.body.id);
}

/** The agent's notifications and e-mails about a viewing. */
async function agentToldOf(agent: EmulatorAccount, viewingId: string): Promise<{ notices: unknown[]; mails: unknown[] }> {
  const [notices, mails] = await Promise.all([
    db.collection('notifications').where('userUid', '==', agent.uid).where('viewingId', '==', viewingId).get(),
    db.collection('mail').where('to', '==', agent.email).get(),
  ]);
  return { notices: notices.docs.map((doc) => doc.data()), mails: mails.docs.map((doc) => doc.data()) };
}

/** A visit of the buyer's that took place yesterday, written directly as the facade takes no past request. */
async function pastVisit(viewingId: string): Promise<string> {
  const data = (await read(`viewings/${viewingId}`)) ?? {};
  const start = Timestamp.fromMillis(Date.now() - 86_400_000);
  const ref = await db.collection('viewings').add({ ...data, slotId: 'yesterday', start, end: Timestamp.fromMillis(start.toMillis() + 3_600_000), status: 'confirmed' });
  return ref.id;
}

describe('viewings left behind when a listing or a person goes', () => {
  let agent: EmulatorAccount;
  let admin: EmulatorAccount;
  beforeAll(async () => {
    [agent, admin] = await Promise.all([accountWithRole('agent'), accountWithRole('admin')]);
  });

  it("removes a deleted listing's times, booked and open, after declining its visits", async () => {
    const propertyId = await seedProperty(agent);
    const [booked, spare] = await slotsOn(agent, propertyId, [20, 21]);
    const buyer = await accountWithRole('user');
    const id = await requested(buyer, propertyId, booked);
    expect(spare).toBeDefined();
    expect(await callApi('DELETE', `/properties/${propertyId}`, agent.idToken)).toEqual({ status: 200, body: { acknowledged: true, deletedCount: 1 } });
    expect((await db.collection(`properties/${propertyId}/viewingSlots`).get()).size).toBe(0);
    expect(await read(`viewings/${id}`)).toMatchObject({ status: 'declined', reason: VIEWING_MESSAGES.listingGone });
  });

  it("cancels a deleted buyer's upcoming visits, opening their times and telling the agent, and keeps a past one", async () => {
    const [first, second] = await Promise.all([seedProperty(agent), seedProperty(agent)]);
    const [[firstSlot], [secondSlot]] = await Promise.all([slotsOn(agent, first, [22]), slotsOn(agent, second, [23])]);
    const buyer = await accountWithRole('user');
    const asked = await requested(buyer, first, firstSlot);
    const confirmed = await requested(buyer, second, secondSlot);
    expect((await changeViewing(agent.idToken, confirmed, { action: 'confirm' })).status).toBe(200);
    const past = await pastVisit(confirmed);

    expect(await callApi('DELETE', `/user/${buyer.uid}`, admin.idToken)).toEqual({ status: 200, body: { acknowledged: true, deletedCount: 1 } });
    for (const [id, propertyId, slotId] of [
      [asked, first, firstSlot],
      [confirmed, second, secondSlot],
    ] as const) {
      expect(await read(`viewings/${id}`)).toMatchObject({ status: 'cancelled', buyerUid: buyer.uid });
      expect((await read(`properties/${propertyId}/viewingSlots/${slotId}`))?.status).toBe('open');
      const { notices, mails } = await agentToldOf(agent, id);
      expect(notices).toContainEqual(expect.objectContaining({ event: 'cancel', propertyId, read: false }));
      expect(mails).toContainEqual(expect.objectContaining({ message: expect.objectContaining({ subject: expect.stringMatching(/cancelled the visit of/) }) }));
    }
    // History stays: the visit that took place is neither cancelled nor removed.
    expect((await read(`viewings/${past}`))?.status).toBe('confirmed');
    // Another buyer may now take the freed time.
    expect((await requestViewing((await accountWithRole('user')).idToken, first, String(firstSlot))).status).toBe(201);
  });

  it("cancels a buyer's upcoming visits when they are marked fraud, telling the agent", async () => {
    const propertyId = await seedProperty(agent);
    const [slotId] = await slotsOn(agent, propertyId, [24]);
    const buyer = await accountWithRole('user');
    const id = await requested(buyer, propertyId, slotId);
    expect((await changeViewing(agent.idToken, id, { action: 'confirm' })).status).toBe(200);
    // The fraud trigger (onUserMarkedFraud, in the Functions emulator) does the rest.
    await db.doc(`users/${buyer.uid}`).update({ roll: 'fraud' });
    await eventually('the fraud buyer’s visit cancelled', async () => (await read(`viewings/${id}`))?.status === 'cancelled');
    expect((await read(`properties/${propertyId}/viewingSlots/${slotId}`))?.status).toBe('open');
    expect((await agentToldOf(agent, id)).notices).toContainEqual(expect.objectContaining({ event: 'cancel' }));
  });
});
