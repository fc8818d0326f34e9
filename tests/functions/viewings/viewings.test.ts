import { beforeAll, describe, expect, it } from 'vitest';
import '../refunds/support/functions-in-process';
import { withdrawAgent } from '../../../functions/src/users/withdraw-agent';
import { VIEWING_MESSAGES } from '@homehaven/domain/viewing-messages';
import type { EmulatorAccount } from '../../../tools/emulators/auth-rest';
import { callApi, decide } from '../../../tools/emulators/facade-client';
import { changeViewing, publishSlot, removeSlot, requestViewing } from '../../../tools/emulators/viewing-client';
import { accountWithRole, db, read, seedOffer, seedProperty } from '../payments/support/world';
import { SOLD, daysAhead, setListing, slotsOn, stateOf } from './support';

/** Notifications of a person, newest last, as the bell reads them. */
async function noticesOf(uid: string): Promise<Record<string, unknown>[]> {
  const found = await db.collection('notifications').where('userUid', '==', uid).get();
  return found.docs.map((doc) => doc.data()).sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());
}
async function mailTo(email: string): Promise<Record<string, unknown>[]> {
  return (await db.collection('mail').where('to', '==', email).get()).docs.map((doc) => doc.data());
}

describe('viewings through the facade', () => {
  let agent: EmulatorAccount;
  let otherAgent: EmulatorAccount;
  let buyer: EmulatorAccount;
  let otherBuyer: EmulatorAccount;
  let fraud: EmulatorAccount;
  beforeAll(async () => {
    [agent, otherAgent, buyer, otherBuyer, fraud] = await Promise.all([accountWithRole('agent'), accountWithRole('agent'), accountWithRole('user'), accountWithRole('user'), accountWithRole('fraud')]);
  });

  it('walks a viewing from request to proposal, acceptance and cancellation, each change notifying the other side', async () => {
    const propertyId = await seedProperty(agent);
    const [first, second] = await slotsOn(agent, propertyId, [2, 3]);
    expect(await read(`properties/${propertyId}/viewingSlots/${first}`)).toMatchObject({ status: 'open', timeZone: 'America/New_York' });

    const requested = await requestViewing(buyer.idToken, propertyId, String(first), 'Can I bring my dog?');
    expect(requested.status).toBe(201);
    const id = String(requested.body.id);
    expect(await read(`viewings/${id}`)).toMatchObject({
      propertyId,
      buyerUid: buyer.uid,
      agentUid: agent.uid,
      slotId: first,
      status: 'requested',
      note: 'Can I bring my dog?',
      reason: '',
    });
    const slot = await read(`properties/${propertyId}/viewingSlots/${first}`);
    expect(slot).toMatchObject({ status: 'taken' });
    // The slot never says who took it.
    expect(Object.keys(slot ?? {}).sort()).toEqual(['createdAt', 'end', 'start', 'status', 'timeZone']);
    expect(await noticesOf(agent.uid)).toEqual([
      expect.objectContaining({
        type: 'viewing',
        event: 'requested',
        viewingId: id,
        read: false,
        fromName: 'Test user',
      }),
    ]);
    const [agentMail] = await mailTo(agent.email);
    expect(agentMail).toMatchObject({
      message: {
        subject: expect.stringContaining('asked to visit'),
        text: expect.stringContaining('Note: Can I bring my dog?'),
      },
    });

    expect(
      await changeViewing(agent.idToken, id, {
        action: 'propose',
        slotId: String(second),
      }),
    ).toEqual({ status: 200, body: { modifiedCount: 1 } });
    expect(await read(`viewings/${id}`)).toMatchObject({
      status: 'proposed',
      slotId: second,
    });
    expect((await read(`properties/${propertyId}/viewingSlots/${first}`))?.status).toBe('open');
    expect((await read(`properties/${propertyId}/viewingSlots/${second}`))?.status).toBe('taken');

    expect((await changeViewing(buyer.idToken, id, { action: 'accept' })).status).toBe(200);
    expect((await read(`viewings/${id}`))?.status).toBe('confirmed');
    expect((await changeViewing(buyer.idToken, id, { action: 'cancel' })).status).toBe(200);
    expect((await read(`viewings/${id}`))?.status).toBe('cancelled');
    expect((await read(`properties/${propertyId}/viewingSlots/${second}`))?.status).toBe('open');

    expect((await noticesOf(buyer.uid)).map((n) => n.event)).toEqual(['propose']);
    expect((await noticesOf(agent.uid)).map((n) => n.event)).toEqual(['requested', 'accept', 'cancel']);
    expect(await mailTo(buyer.email)).toHaveLength(1);

    // A cancelled viewing leaves room for a new request of the same listing.
    expect((await requestViewing(buyer.idToken, propertyId, String(first))).status).toBe(201);
  });

  it('confirms, and declines with a reason (opening the slot again)', async () => {
    const propertyId = await seedProperty(agent);
    const [slotId] = await slotsOn(agent, propertyId, [4]);
    const id = String((await requestViewing(buyer.idToken, propertyId, String(slotId))).body.id);
    expect((await changeViewing(agent.idToken, id, { action: 'confirm' })).status).toBe(200);
    expect((await read(`viewings/${id}`))?.status).toBe('confirmed');
    expect(await changeViewing(agent.idToken, id, { action: 'decline' })).toEqual({
      status: 400,
      body: {
        message: expect.stringContaining(VIEWING_MESSAGES.reasonRequired),
      },
    });
    expect(
      (
        await changeViewing(agent.idToken, id, {
          action: 'decline',
          reason: '\u00A0 ',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await changeViewing(agent.idToken, id, {
          action: 'decline',
          reason: 'x'.repeat(301),
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await changeViewing(agent.idToken, id, {
          action: 'decline',
          reason: 'The owner is away.',
        })
      ).status,
    ).toBe(200);
    expect(await read(`viewings/${id}`)).toMatchObject({
      status: 'declined',
      reason: 'The owner is away.',
    });
    expect((await read(`properties/${propertyId}/viewingSlots/${slotId}`))?.status).toBe('open');
    const notices = await noticesOf(buyer.uid);
    expect(notices.at(-1)).toMatchObject({
      event: 'decline',
      reason: 'The owner is away.',
    });
  });

  it('refuses every wrong request with its status and message, writing nothing', async () => {
    const propertyId = await seedProperty(agent);
    // Fixed once: a start computed again later may fall in the next minute.
    const fiveDays = daysAhead(5);
    const [open, taken, other] = await slotsOn(agent, propertyId, [fiveDays, 6, 7]);
    const takenBy = String((await requestViewing(otherBuyer.idToken, propertyId, String(taken))).body.id);
    const people = [agent, buyer, otherBuyer, fraud, otherAgent];
    const before = await stateOf(propertyId, people);
    const refusals: [string, () => Promise<{ status: number; body: Record<string, unknown> }>, number, string?][] = [
      ['taken slot', () => requestViewing(buyer.idToken, propertyId, String(taken)), 409, VIEWING_MESSAGES.slotTaken],
      ['unknown slot', () => requestViewing(buyer.idToken, propertyId, '123'), 404, VIEWING_MESSAGES.slotGone],
      ['fraud user', () => requestViewing(fraud.idToken, propertyId, String(open)), 403, VIEWING_MESSAGES.fraud],
      ['agent', () => requestViewing(otherAgent.idToken, propertyId, String(open)), 403, VIEWING_MESSAGES.buyersOnly],
      ['signed out', () => requestViewing('', propertyId, String(open)), 401],
      ['unknown listing', () => requestViewing(buyer.idToken, 'nope', String(open)), 404],
      ['bad ids', () => requestViewing(buyer.idToken, '__x__', '../x'), 400],
      ['note too long', () => requestViewing(buyer.idToken, propertyId, String(open), 'x'.repeat(501)), 400],
      [
        'unknown field',
        () =>
          callApi('POST', '/viewings', buyer.idToken, {
            propertyId,
            slotId: open,
            status: 'confirmed',
          }),
        400,
      ],
      ['not JSON', () => callApi('POST', '/viewings', buyer.idToken, 'nonsense'), 400],
      ['buyer confirms', () => changeViewing(otherBuyer.idToken, takenBy, { action: 'confirm' }), 403, VIEWING_MESSAGES.agentOnly],
      ['stranger cancels', () => changeViewing(buyer.idToken, takenBy, { action: 'cancel' }), 403, VIEWING_MESSAGES.notYours],
      ['other agent confirms', () => changeViewing(otherAgent.idToken, takenBy, { action: 'confirm' }), 403, VIEWING_MESSAGES.notYours],
      ['agent cancels', () => changeViewing(agent.idToken, takenBy, { action: 'cancel' }), 403, VIEWING_MESSAGES.buyerOnly],
      ['accept a request', () => changeViewing(otherBuyer.idToken, takenBy, { action: 'accept' }), 409, VIEWING_MESSAGES.notNow],
      [
        'propose the same slot',
        () =>
          changeViewing(agent.idToken, takenBy, {
            action: 'propose',
            slotId: String(taken),
          }),
        400,
        VIEWING_MESSAGES.sameSlot,
      ],
      [
        'propose an unknown slot',
        () =>
          changeViewing(agent.idToken, takenBy, {
            action: 'propose',
            slotId: '42',
          }),
        404,
      ],
      ['unknown action', () => changeViewing(agent.idToken, takenBy, { action: 'approve' }), 400],
      ['unknown viewing', () => changeViewing(agent.idToken, 'nope', { action: 'confirm' }), 404, VIEWING_MESSAGES.viewingNotFound],
      ['bad viewing id', () => changeViewing(agent.idToken, '__name__', { action: 'confirm' }), 404],
      ['stranger reads', () => callApi('GET', `/viewings/${takenBy}`, buyer.idToken), 404],
      ['other agent publishes', () => publishSlot(otherAgent.idToken, propertyId, daysAhead(8)), 403],
      ['buyer publishes', () => publishSlot(buyer.idToken, propertyId, daysAhead(8)), 403],
      ['fraud publishes', () => publishSlot(fraud.idToken, propertyId, daysAhead(8)), 403, VIEWING_MESSAGES.fraud],
      ['past slot', () => publishSlot(agent.idToken, propertyId, daysAhead(-1)), 400, VIEWING_MESSAGES.slotInPast],
      ['too far', () => publishSlot(agent.idToken, propertyId, daysAhead(91)), 400, VIEWING_MESSAGES.slotTooFar],
      ['too short', () => publishSlot(agent.idToken, propertyId, daysAhead(8), 5), 400, VIEWING_MESSAGES.slotLength],
      ['bad zone', () => publishSlot(agent.idToken, propertyId, daysAhead(8), 30, 'Mars/Base'), 400, VIEWING_MESSAGES.timeZoneInvalid],
      ['same start', () => publishSlot(agent.idToken, propertyId, fiveDays), 409, VIEWING_MESSAGES.slotExists],
      ['remove a taken slot', () => removeSlot(agent.idToken, propertyId, String(taken)), 409, VIEWING_MESSAGES.slotBooked],
      ['other agent removes', () => removeSlot(otherAgent.idToken, propertyId, String(open)), 403],
      ['remove unknown', () => removeSlot(agent.idToken, propertyId, '99'), 404],
    ];
    // One at a time, so an open request by the buyer can never make another case pass for the wrong reason.
    for (const [name, answer, status, message] of refusals) {
      const { status: got, body } = await answer();
      expect({ name, got }, JSON.stringify(body)).toEqual({
        name,
        got: status,
      });
      if (message) expect(String(body.message), name).toContain(message);
    }
    expect(await stateOf(propertyId, people)).toBe(before);
    expect(other).toBeDefined();
  });

  it('refuses a second open request on a listing, and requests on sold, withdrawn or unpublished listings', async () => {
    const propertyId = await seedProperty(agent);
    const [a, b] = await slotsOn(agent, propertyId, [9, 10]);
    expect((await requestViewing(buyer.idToken, propertyId, String(a))).status).toBe(201);
    const before = await stateOf(propertyId, [agent, buyer]);
    expect(await requestViewing(buyer.idToken, propertyId, String(b))).toEqual({
      status: 409,
      body: { message: VIEWING_MESSAGES.alreadyRequested },
    });
    expect(await stateOf(propertyId, [agent, buyer])).toBe(before);

    for (const fields of [SOLD, { withdrawn: true }, { status: 'pending', isVerified: false }]) {
      const closed = await seedProperty(agent);
      const [slotId] = await slotsOn(agent, closed, [11]);
      await setListing(closed, fields);
      const state = await stateOf(closed, [agent, buyer]);
      expect(await requestViewing(buyer.idToken, closed, String(slotId))).toEqual({
        status: 409,
        body: { message: VIEWING_MESSAGES.listingClosed },
      });
      expect(await stateOf(closed, [agent, buyer])).toBe(state);
    }
    const sold = await seedProperty(agent);
    await setListing(sold, SOLD);
    expect(await publishSlot(agent.idToken, sold, daysAhead(3))).toEqual({
      status: 409,
      body: { message: VIEWING_MESSAGES.listingSold },
    });
  });

  it('lets the buyer and the agent read a viewing, and removes an open slot', async () => {
    const propertyId = await seedProperty(agent);
    const [slotId, spare] = await slotsOn(agent, propertyId, [12, 13]);
    const id = String((await requestViewing(buyer.idToken, propertyId, String(slotId))).body.id);
    for (const reader of [buyer, agent]) expect(await callApi('GET', `/viewings/${id}`, reader.idToken)).toMatchObject({ status: 200, body: { _id: id, status: 'requested' } });
    expect(await removeSlot(agent.idToken, propertyId, String(spare))).toEqual({
      status: 200,
      body: { deletedCount: 1 },
    });
    expect(await read(`properties/${propertyId}/viewingSlots/${spare}`)).toBeUndefined();
  });

  it("declines a listing's upcoming visits, telling their buyers, when its agent deletes it or is marked fraud", async () => {
    const propertyId = await seedProperty(agent);
    const [slotId] = await slotsOn(agent, propertyId, [15]);
    const id = String((await requestViewing(buyer.idToken, propertyId, String(slotId))).body.id);
    expect((await callApi('DELETE', `/properties/${propertyId}`, agent.idToken)).status).toBe(200);
    expect(await read(`viewings/${id}`)).toMatchObject({ status: 'declined', reason: VIEWING_MESSAGES.listingGone });
    expect((await noticesOf(buyer.uid)).at(-1)).toMatchObject({ event: 'decline', viewingId: id, reason: VIEWING_MESSAGES.listingGone });

    const fraudster = await accountWithRole('agent');
    const withdrawn = await seedProperty(fraudster);
    const [fraudSlot] = await slotsOn(fraudster, withdrawn, [16]);
    const fraudViewing = String((await requestViewing(otherBuyer.idToken, withdrawn, String(fraudSlot))).body.id);
    // What the fraud trigger runs (tests/functions/users/fraud-trigger.test.ts covers the trigger itself), here in process.
    await withdrawAgent(fraudster.uid);
    expect((await read(`viewings/${fraudViewing}`))?.status).toBe('declined');
    expect((await noticesOf(otherBuyer.uid)).at(-1)).toMatchObject({ event: 'decline', viewingId: fraudViewing });
  });

  it("declines a listing's upcoming visits when its agent accepts an offer, and refuses to confirm a visit on a sold listing", async () => {
    const propertyId = await seedProperty(agent);
    const [first, second] = await slotsOn(agent, propertyId, [17, 18]);
    const confirmed = String((await requestViewing(buyer.idToken, propertyId, String(first))).body.id);
    expect((await changeViewing(agent.idToken, confirmed, { action: 'confirm' })).status).toBe(200);
    const requested = String((await requestViewing(otherBuyer.idToken, propertyId, String(second))).body.id);
    const offerId = await seedOffer(propertyId, agent, buyer, { status: 'bought', transactionId: 'pi_none' });
    expect(await decide(agent.idToken, offerId, 'accepted', propertyId)).toEqual({ status: 200, body: { modifiedCount: 1 } });
    for (const [id, who] of [
      [confirmed, buyer],
      [requested, otherBuyer],
    ] as const) {
      expect(await read(`viewings/${id}`)).toMatchObject({ status: 'declined', reason: VIEWING_MESSAGES.listingGone });
      expect((await noticesOf(who.uid)).at(-1)).toMatchObject({ event: 'decline', viewingId: id });
    }

    // A visit still open when its listing was sold some other way is not confirmed, and nothing changes.
    const other = await seedProperty(agent);
    const [slotId] = await slotsOn(agent, other, [19]);
    const open = String((await requestViewing(buyer.idToken, other, String(slotId))).body.id);
    await setListing(other, SOLD);
    const before = await stateOf(other, [agent, buyer]);
    expect(await changeViewing(agent.idToken, open, { action: 'confirm' })).toEqual({ status: 409, body: { message: VIEWING_MESSAGES.listingClosed } });
    expect(await stateOf(other, [agent, buyer])).toBe(before);
  });

  it('gives a slot requested by several buyers at once to exactly one of them', async () => {
    const propertyId = await seedProperty(agent);
    const [slotId] = await slotsOn(agent, propertyId, [14]);
    const buyers = await Promise.all([0, 1, 2, 3].map(() => accountWithRole('user')));
    const answers = await Promise.all(buyers.map((each) => requestViewing(each.idToken, propertyId, String(slotId))));
    // Losers find the slot taken (409); the emulator may also abort a contended transaction (503).
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(
      answers.every((answer) => [201, 409, 503].includes(answer.status)),
      JSON.stringify(answers),
    ).toBe(true);
    const viewings = await db.collection('viewings').where('propertyId', '==', propertyId).get();
    expect(viewings.size).toBe(1);
    expect(viewings.docs[0]?.get('buyerUid')).toBe(buyers[answers.findIndex((answer) => answer.status === 201)]?.uid);
    expect((await noticesOf(agent.uid)).filter((n) => n.propertyId === propertyId)).toHaveLength(1);
  });
});
