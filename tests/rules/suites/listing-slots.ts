import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteField, doc, getDoc, increment, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { IDENTITIES } from '../matrix/actors';
import { AGENCY, agencyAgentsPath, agentEntry } from '../matrix/agencies';
import { PROPERTY, day } from '../matrix/listings';
import { factsAndPictures, listingEdit, newProperty, priceEdit } from '../matrix/payloads';
import { intakePictureUrl } from '../../../domain/src/image-address-samples';
import type { DocData } from '../matrix/types';
import { WORLD } from '../matrix/world';
import { ROOMY_ACCOUNT } from '../../support/billing-fixture';
import { dbAs, firestoreOf } from '../support/env';
import { createListingWithSlot } from '../support/operations';
import { seed, worldLeftUntouched } from '../support/seed';
import { toFirestoreDoc } from '../support/values';

const { agent, otherAgent } = IDENTITIES;
const account = (uid: string) => `billingAccounts/${uid}`;

/** The agent's account holding `used` of `allowed` slots, for one test. */
function accountOf(env: RulesTestEnvironment, uid: string, used: number, allowed: number): Promise<void> {
  return seed(env, [{ collection: 'billingAccounts', id: uid, data: { ...ROOMY_ACCOUNT, listingsUsed: used, listingsAllowed: allowed, updatedAt: day(1) } }]);
}

async function usedOf(env: RulesTestEnvironment, uid: string): Promise<number> {
  let used = -1;
  await env.withSecurityRulesDisabled(async (context) => {
    used = Number((await getDoc(doc(firestoreOf(context), account(uid)))).get('listingsUsed'));
  });
  return used;
}

/** A batch of the agent's: a new listing `data` and, when given, the account write `slot` makes of it. */
function batchOf(db: Firestore, data: DocData, slot?: (id: string) => { path: string; data: Record<string, unknown> }): Promise<void> {
  const ref = doc(collection(db, 'properties'));
  const batch = writeBatch(db);
  batch.set(ref, toFirestoreDoc(data));
  if (slot) {
    const write = slot(ref.id);
    batch.update(doc(db, write.path), write.data);
  }
  return batch.commit();
}

/**
 * Listing slots (docs/plans.md "Quotas", docs/security-rules.md "Policy per collection"): a new
 * listing takes exactly one slot of its holder's plan in the same batch, never past the allowance,
 * and a client writes nothing else of an account. Each refusal beside the write it is a variant of.
 */
export function listingSlotsSuite(env: () => RulesTestEnvironment): void {
  describe('listing slots', () => {
    it('allows a listing that takes one slot of its own plan, and counts it', async () => {
      await assertSucceeds(createListingWithSlot(dbAs(env(), 'agent'), 'agent', newProperty('agent')));
      expect(await usedOf(env(), agent.uid)).toBe(Number(WORLD.billingAccounts[agent.uid]?.listingsUsed) + 1);
    });

    it('allows the fullest listing with its slot: every picture list full, every fact, a position', async () => {
      // Near the rules' budget of expressions per request: the slot's checks once cost it this listing.
      const fullest = newProperty('agent', { ...factsAndPictures(String(newProperty('agent').image)), position: { lat: 30.27, lng: -97.74 } });
      await assertSucceeds(createListingWithSlot(dbAs(env(), 'agent'), 'agent', fullest));
      await seed(env(), [{ collection: 'users', id: agent.uid, data: { ...WORLD.users[agent.uid], agencyUid: AGENCY.own } }]);
      await assertSucceeds(createListingWithSlot(dbAs(env(), 'agent'), 'agent', { ...fullest, slotHolder: AGENCY.own }));
    });

    it('denies a listing without its slot, and a slot without its listing', async () => {
      const db = dbAs(env(), 'agent');
      await assertFails(batchOf(db, newProperty('agent')));
      await assertFails(updateDoc(doc(db, account(agent.uid)), { listingsUsed: increment(1), lastListingId: 'no-such-listing' }));
      // Naming a listing that already exists takes no slot either.
      await assertFails(updateDoc(doc(db, account(agent.uid)), { listingsUsed: increment(1), lastListingId: PROPERTY.pending }));
      worldLeftUntouched();
    });

    it('denies a slot counted other than one more, naming another listing, or with any other field', async () => {
      const db = dbAs(env(), 'agent');
      const holder = account(agent.uid);
      await assertFails(batchOf(db, newProperty('agent'), (id) => ({ path: holder, data: { listingsUsed: increment(2), lastListingId: id } })));
      await assertFails(batchOf(db, newProperty('agent'), (id) => ({ path: holder, data: { listingsUsed: increment(0), lastListingId: id } })));
      await assertFails(batchOf(db, newProperty('agent'), () => ({ path: holder, data: { listingsUsed: increment(1), lastListingId: 'another-id' } })));
      await assertFails(batchOf(db, newProperty('agent'), (id) => ({ path: holder, data: { listingsUsed: increment(1), lastListingId: id, listingsAllowed: 1000 } })));
      await assertFails(batchOf(db, newProperty('agent'), (id) => ({ path: holder, data: { listingsUsed: increment(1), lastListingId: id, planId: 'agency' } })));
      // A slot given back from a client (the functions free them).
      await assertFails(updateDoc(doc(db, holder), { listingsUsed: increment(-1) }));
      worldLeftUntouched();
    });

    it('denies a listing when every slot is in use, and allows it once one is free', async () => {
      await accountOf(env(), agent.uid, 3, 3);
      await assertFails(createListingWithSlot(dbAs(env(), 'agent'), 'agent', newProperty('agent')));
      await accountOf(env(), agent.uid, 2, 3);
      await assertSucceeds(createListingWithSlot(dbAs(env(), 'agent'), 'agent', newProperty('agent')));
      await assertFails(createListingWithSlot(dbAs(env(), 'agent'), 'agent', newProperty('agent')));
    });

    it('denies more photos than the plan allows, on a new listing or by an edit adding some; keeps what a smaller plan would not allow', async () => {
      const photos = ['one', 'two', 'three'].map((name) => intakePictureUrl(name));
      const [first = ''] = photos;
      const withPhotos = (count: number) => ({ photos: photos.slice(0, count), image: first });
      const allowing = (count: number) =>
        seed(env(), [{ collection: 'billingAccounts', id: agent.uid, data: { ...ROOMY_ACCOUNT, listingsUsed: 0, listingsAllowed: 10, photosPerListing: count, updatedAt: day(1) } }]);
      await allowing(2);
      await assertFails(createListingWithSlot(dbAs(env(), 'agent'), 'agent', newProperty('agent', withPhotos(3))));
      await assertSucceeds(createListingWithSlot(dbAs(env(), 'agent'), 'agent', newProperty('agent', withPhotos(2))));
      await allowing(3);
      const id = 'photos-of-a-smaller-plan';
      await assertSucceeds(createListingWithSlot(dbAs(env(), 'agent'), 'agent', newProperty('agent', withPhotos(3)), id));
      await allowing(1);
      const listing = doc(dbAs(env(), 'agent'), 'properties', id);
      await assertSucceeds(updateDoc(listing, toFirestoreDoc(priceEdit('agent'))));
      await assertSucceeds(updateDoc(listing, toFirestoreDoc(listingEdit('agent', withPhotos(2)))));
      await assertFails(updateDoc(listing, toFirestoreDoc(listingEdit('agent', withPhotos(3)))));
    });

    it("denies a listing on another's plan, or naming another holder than the caller's", async () => {
      await assertFails(createListingWithSlot(dbAs(env(), 'agent'), 'agent', newProperty('agent', { slotHolder: otherAgent.uid })));
      // The listing names the other account, the slot is taken of one's own: refused too.
      await assertFails(
        batchOf(dbAs(env(), 'agent'), newProperty('agent', { slotHolder: otherAgent.uid }), (id) => ({ path: account(agent.uid), data: { listingsUsed: increment(1), lastListingId: id } })),
      );
      const { slotHolder: _none, ...withoutHolder } = newProperty('agent');
      await assertFails(createListingWithSlot(dbAs(env(), 'agent'), 'agent', withoutHolder));
      worldLeftUntouched();
    });

    it("takes an agency's agent's slot of the agency's plan, not of their own", async () => {
      await seed(env(), [
        { collection: 'users', id: agent.uid, data: { ...WORLD.users[agent.uid], agencyUid: AGENCY.own } },
        { collection: agencyAgentsPath(AGENCY.own), id: agent.uid, data: agentEntry(agent.uid, day(9)) },
      ]);
      await assertFails(createListingWithSlot(dbAs(env(), 'agent'), 'agent', newProperty('agent')));
      await assertSucceeds(createListingWithSlot(dbAs(env(), 'agent'), 'agent', newProperty('agent', { slotHolder: AGENCY.own })));
      expect(await usedOf(env(), AGENCY.own)).toBe(Number(WORLD.billingAccounts[AGENCY.own]?.listingsUsed) + 1);
      // The agency's agent reads the agency's account (Add Property shows it); another agent does not.
      await assertSucceeds(getDoc(doc(dbAs(env(), 'agent'), account(AGENCY.own))));
    });

    it('lets exactly one of five submissions racing for the last slot commit', async () => {
      await accountOf(env(), agent.uid, 4, 5);
      // Five clients of the same agent, each its own connection, committing at once.
      const clients = Array.from({ length: 5 }, () => firestoreOf(env().authenticatedContext(agent.uid, { email: agent.email, email_verified: true })));
      const outcomes = await Promise.allSettled(clients.map((db) => createListingWithSlot(db, 'agent', newProperty('agent'))));
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      expect(await usedOf(env(), agent.uid)).toBe(5);
    });

    describe('paid submissions (docs/plans.md "Paid submissions")', () => {
      /** The agent's full plan with `credits` paid submissions. */
      const fullWithCredits = (credits: number) =>
        seed(env(), [{ collection: 'billingAccounts', id: agent.uid, data: { ...ROOMY_ACCOUNT, listingsUsed: 3, listingsAllowed: 3, submissionCredits: credits, updatedAt: day(1) } }]);
      const paidListing = () => newProperty('agent', { paidSlot: true });
      const spendCredit = (id: string) => ({ path: account(agent.uid), data: { submissionCredits: increment(-1), lastListingId: id } });
      const countOf = async (field: string): Promise<number> => {
        let value = -1;
        await env().withSecurityRulesDisabled(async (context) => {
          value = Number((await getDoc(doc(firestoreOf(context), account(agent.uid)))).get(field));
        });
        return value;
      };

      it('allows a paid listing that spends one paid submission, and leaves the plan full', async () => {
        await fullWithCredits(1);
        await assertSucceeds(batchOf(dbAs(env(), 'agent'), paidListing(), spendCredit));
        expect(await countOf('submissionCredits')).toBe(0);
        expect(await countOf('listingsUsed')).toBe(3);
        // The fullest listing, paid for, within the rules' budget too.
        await fullWithCredits(1);
        const fullest = newProperty('agent', { ...factsAndPictures(String(newProperty('agent').image)), position: { lat: 30.27, lng: -97.74 }, paidSlot: true });
        await assertSucceeds(batchOf(dbAs(env(), 'agent'), fullest, spendCredit));
      });

      it('denies a paid listing without a paid submission, or spending one it does not have', async () => {
        await fullWithCredits(0);
        await assertFails(batchOf(dbAs(env(), 'agent'), paidListing(), spendCredit));
        // Nor a plan slot past the allowance in its place.
        await assertFails(batchOf(dbAs(env(), 'agent'), paidListing(), (id) => ({ path: account(agent.uid), data: { listingsUsed: increment(1), lastListingId: id } })));
        worldLeftUntouched();
      });

      it("denies spending a paid submission on a listing that does not say so, two at once, or with the plan's count", async () => {
        await fullWithCredits(2);
        const db = dbAs(env(), 'agent');
        await assertFails(batchOf(db, newProperty('agent'), spendCredit));
        await assertFails(batchOf(db, paidListing(), (id) => ({ path: account(agent.uid), data: { submissionCredits: increment(-2), lastListingId: id } })));
        await assertFails(batchOf(db, paidListing(), (id) => ({ path: account(agent.uid), data: { submissionCredits: increment(-1), listingsUsed: increment(1), lastListingId: id } })));
        await assertFails(batchOf(db, newProperty('agent', { paidSlot: false }), spendCredit));
        // Spent without any listing, or given back.
        await assertFails(updateDoc(doc(db, account(agent.uid)), { submissionCredits: increment(-1), lastListingId: 'no-such-listing' }));
        await assertFails(updateDoc(doc(db, account(agent.uid)), { submissionCredits: increment(1) }));
        expect(await countOf('submissionCredits')).toBe(2);
      });

      it('denies making a listing paid, or no longer paid, by an edit', async () => {
        await fullWithCredits(1);
        const id = 'paid-listing';
        const db = dbAs(env(), 'agent');
        const ref = doc(db, 'properties', id);
        const batch = writeBatch(db);
        batch.set(ref, toFirestoreDoc(paidListing()));
        batch.update(doc(db, account(agent.uid)), { submissionCredits: increment(-1), lastListingId: id });
        await assertSucceeds(batch.commit());
        await assertFails(updateDoc(ref, { ...toFirestoreDoc(priceEdit('agent')), paidSlot: deleteField() }));
        await assertFails(updateDoc(doc(db, 'properties', PROPERTY.pending), { ...toFirestoreDoc(priceEdit('agent')), paidSlot: true }));
      });

      it('lets exactly one of three submissions racing for the last paid submission commit', async () => {
        await fullWithCredits(1);
        const clients = Array.from({ length: 3 }, () => firestoreOf(env().authenticatedContext(agent.uid, { email: agent.email, email_verified: true })));
        const outcomes = await Promise.allSettled(clients.map((db) => batchOf(db, paidListing(), spendCredit)));
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        expect(await countOf('submissionCredits')).toBe(0);
      });
    });

    it('denies a fraud account, a buyer and the signed-out a slot', async () => {
      await seed(env(), [{ collection: 'billingAccounts', id: IDENTITIES.fraud.uid, data: { ...ROOMY_ACCOUNT, updatedAt: day(1) } }]);
      await assertFails(createListingWithSlot(dbAs(env(), 'fraud'), 'fraud', newProperty('fraud')));
      await assertFails(createListingWithSlot(dbAs(env(), 'user'), 'user', newProperty('user', { slotHolder: agent.uid })));
      await assertFails(getDoc(doc(dbAs(env(), 'fraud'), account(IDENTITIES.fraud.uid))));
      await assertFails(setDoc(doc(dbAs(env(), 'signedOut'), account('someone')), { ...ROOMY_ACCOUNT }));
    });
  });
}
