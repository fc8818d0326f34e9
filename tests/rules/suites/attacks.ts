import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { IDENTITIES, type Actor } from '../matrix/actors';
import { REQUEST_TIME, listingEdit, newOffer, newProperty, newReview, newUser, newWishlistEntry, priceEdit, verdictOn, wishlistId } from '../matrix/payloads';
import { PROPERTY, agentInfo } from '../matrix/listings';
import { OFFER, REVIEW, WISHLIST } from '../matrix/world';
import type { Attempt, DocData } from '../matrix/types';
import { allowed, denied } from '../support/expect-case';
import { seed } from '../support/seed';

const { user, otherUser, agent, otherAgent, fraud, newcomer } = IDENTITIES;
const LONG_AGO = { $at: '2020-01-01T00:00:00.000Z' };

/** Attacks beyond the matrix: each denial beside the allowed counterpart that makes it meaningful. */
export function attacksSuite(env: () => RulesTestEnvironment): void {
  describe('attacks', () => {
    it('denies a user setting their own roll to admin (they may change their name)', async () => {
      await denied(env(), { actor: 'user', collection: 'users', operation: 'update', docId: user.uid, data: { roll: 'admin' } });
      await allowed(env(), { actor: 'user', collection: 'users', operation: 'update', docId: user.uid, data: { name: 'Me' } });
    });

    it('denies a newcomer a profile with a role other than user', async () => {
      for (const roll of ['admin', 'agent', 'fraud']) {
        await denied(env(), { actor: 'newcomer', collection: 'users', operation: 'create', docId: newcomer.uid, data: newUser('newcomer', { roll }) });
      }
      await allowed(env(), { actor: 'newcomer', collection: 'users', operation: 'create', docId: newcomer.uid, data: newUser('newcomer') });
    });

    it('denies creating a user document for another uid', async () => {
      await denied(env(), { actor: 'newcomer', collection: 'users', operation: 'create', docId: 'someone-else', data: newUser('newcomer') });
      await allowed(env(), { actor: 'newcomer', collection: 'users', operation: 'create', docId: newcomer.uid, data: newUser('newcomer') });
    });

    it("denies changing one's own e-mail", async () => {
      await denied(env(), { actor: 'user', collection: 'users', operation: 'update', docId: user.uid, data: { email: 'new@example.com' } });
      await allowed(env(), { actor: 'user', collection: 'users', operation: 'update', docId: user.uid, data: { image: 'https://img.example.com/u.png' } });
    });

    it('denies an agent creating a listing already verified', async () => {
      await denied(env(), { actor: 'agent', collection: 'properties', operation: 'create', data: newProperty('agent', { status: 'verified', isVerified: true }) });
      await denied(env(), { actor: 'agent', collection: 'properties', operation: 'create', data: newProperty('agent', { isVerified: true }) });
      await allowed(env(), { actor: 'agent', collection: 'properties', operation: 'create', data: newProperty('agent') });
    });

    it('denies an agent creating a listing for another agent', async () => {
      await denied(env(), { actor: 'agent', collection: 'properties', operation: 'create', data: newProperty('agent', { agent: agentInfo(otherAgent) }) });
      await denied(env(), { actor: 'agent', collection: 'properties', operation: 'create', data: newProperty('agent', { agent: { ...agentInfo(agent), uid: otherAgent.uid } }) });
    });

    it('denies an agent verifying their own listing (an admin may)', async () => {
      await denied(env(), { actor: 'agent', collection: 'properties', operation: 'update', docId: PROPERTY.pending, data: verdictOn(PROPERTY.pending, 'verified') });
      await allowed(env(), { actor: 'admin', collection: 'properties', operation: 'update', docId: PROPERTY.pending, data: verdictOn(PROPERTY.pending, 'verified') });
    });

    it('denies an agent flipping their own listing to verified, alone or hidden in an edit', async () => {
      const flip = { status: 'verified', isVerified: true };
      await denied(env(), { actor: 'agent', collection: 'properties', operation: 'update', docId: PROPERTY.pending, data: priceEdit('agent', flip) });
      await denied(env(), { actor: 'agent', collection: 'properties', operation: 'update', docId: PROPERTY.pending, data: listingEdit('agent', flip) });
      await denied(env(), { actor: 'agent', collection: 'properties', operation: 'update', docId: PROPERTY.rejected, data: priceEdit('agent', flip) });
      await denied(env(), { actor: 'agent', collection: 'properties', operation: 'update', docId: PROPERTY.rejected, data: listingEdit('agent', flip) });
      await allowed(env(), { actor: 'agent', collection: 'properties', operation: 'update', docId: PROPERTY.pending, data: listingEdit('agent') });
    });

    it('denies a bait-and-switch: new content on a verified listing that stays verified', async () => {
      await denied(env(), { actor: 'agent', collection: 'properties', operation: 'update', docId: PROPERTY.verified, data: listingEdit('agent', { status: 'verified', isVerified: true }) });
      await denied(env(), { actor: 'agent', collection: 'properties', operation: 'update', docId: PROPERTY.verified, data: listingEdit('agent', { isVerified: true }) });
      await allowed(env(), { actor: 'agent', collection: 'properties', operation: 'update', docId: PROPERTY.verified, data: listingEdit('agent') });
    });

    it('denies a price change that also changes the status (withdrawing from or resubmitting to review without new content)', async () => {
      await denied(env(), { actor: 'agent', collection: 'properties', operation: 'update', docId: PROPERTY.verified, data: priceEdit('agent', { status: 'pending', isVerified: false }) });
      await denied(env(), { actor: 'agent', collection: 'properties', operation: 'update', docId: PROPERTY.verified, data: priceEdit('agent', { isVerified: false }) });
      await denied(env(), { actor: 'agent', collection: 'properties', operation: 'update', docId: PROPERTY.rejected, data: priceEdit('agent', { status: 'pending' }) });
      await allowed(env(), { actor: 'agent', collection: 'properties', operation: 'update', docId: PROPERTY.verified, data: priceEdit('agent') });
    });

    it('denies a buyer offering below the lower or above the higher price', async () => {
      await denied(env(), { actor: 'user', collection: 'offers', operation: 'create', data: newOffer('user', PROPERTY.verified, 99_999) });
      await denied(env(), { actor: 'user', collection: 'offers', operation: 'create', data: newOffer('user', PROPERTY.verified, 200_001) });
      await allowed(env(), { actor: 'user', collection: 'offers', operation: 'create', data: newOffer('user', PROPERTY.verified, 200_000) });
    });

    it('denies an offer on a pending or a sold listing', async () => {
      await denied(env(), { actor: 'user', collection: 'offers', operation: 'create', data: newOffer('user', PROPERTY.pending, 55_000) });
      await denied(env(), { actor: 'user', collection: 'offers', operation: 'create', data: newOffer('user', PROPERTY.sold, 350_000) });
      await allowed(env(), { actor: 'user', collection: 'offers', operation: 'create', data: newOffer('user', PROPERTY.otherAgents, 255_000) });
    });

    it('denies an offer made as another buyer', async () => {
      await denied(env(), { actor: 'user', collection: 'offers', operation: 'create', data: newOffer('otherUser', PROPERTY.verified, 150_000) });
      await denied(env(), { actor: 'user', collection: 'offers', operation: 'create', data: newOffer('user', PROPERTY.verified, 150_000, { buyerUid: otherUser.uid }) });
    });

    it('denies a buyer marking their own offer bought or writing a transactionId', async () => {
      await denied(env(), { actor: 'user', collection: 'offers', operation: 'update', docId: OFFER.byUser, data: { status: 'bought' } });
      await denied(env(), { actor: 'user', collection: 'offers', operation: 'update', docId: OFFER.byUser, data: { transactionId: 'pi_fake' } });
      await denied(env(), { actor: 'user', collection: 'offers', operation: 'create', data: newOffer('user', PROPERTY.verified, 150_000, { transactionId: 'pi_fake' }) });
      await denied(env(), { actor: 'user', collection: 'offers', operation: 'create', data: newOffer('user', PROPERTY.verified, 150_000, { status: 'bought' }) });
      await allowed(env(), { actor: 'user', collection: 'offers', operation: 'get', docId: OFFER.byUser });
    });

    it('denies a buyer writing a bank transfer of their own: funded, its money arrived, its bank details or its day', async () => {
      const transfer = {
        paymentIntentId: 'pi_fake',
        status: 'funded',
        amountCents: 15_000_000,
        receivedCents: 15_000_000,
        reference: 'FORGED',
        bank: {},
        dueAt: REQUEST_TIME,
        createdAt: REQUEST_TIME,
      };
      await denied(env(), { actor: 'user', collection: 'offers', operation: 'create', data: newOffer('user', PROPERTY.verified, 150_000, { transfer }) });
      await denied(env(), { actor: 'user', collection: 'offers', operation: 'create', data: newOffer('user', PROPERTY.verified, 150_000, { transferAttempts: 0 }) });
      const changes: DocData[] = [{ transfer }, { 'transfer.receivedCents': 15_000_000 }, { 'transfer.status': 'funded' }, { 'transfer.dueAt': REQUEST_TIME }, { transferAttempts: 9 }];
      for (const change of changes) {
        await denied(env(), { actor: 'user', collection: 'offers', operation: 'update', docId: OFFER.byUser, data: change });
      }
    });

    it("denies a review rated 0, 6 or 4.5, or written in another user's name", async () => {
      for (const rating of [0, 6, 4.5]) await denied(env(), { actor: 'user', collection: 'reviews', operation: 'create', data: newReview('user', PROPERTY.verified, { rating }) });
      await denied(env(), { actor: 'user', collection: 'reviews', operation: 'create', data: newReview('otherUser', PROPERTY.verified) });
      await denied(env(), { actor: 'user', collection: 'reviews', operation: 'create', data: newReview('user', PROPERTY.verified, { userUid: otherUser.uid }) });
      await allowed(env(), { actor: 'user', collection: 'reviews', operation: 'create', data: newReview('user', PROPERTY.verified, { rating: 3 }) });
    });

    it('denies a wishlist entry for someone else', async () => {
      await denied(env(), { actor: 'user', collection: 'wishlist', operation: 'create', docId: wishlistId('otherUser', PROPERTY.sold), data: newWishlistEntry('otherUser', PROPERTY.sold) });
      await denied(env(), {
        actor: 'user',
        collection: 'wishlist',
        operation: 'create',
        docId: wishlistId('user', PROPERTY.sold),
        data: newWishlistEntry('user', PROPERTY.sold, { userUid: otherUser.uid }),
      });
      await allowed(env(), { actor: 'user', collection: 'wishlist', operation: 'create', docId: wishlistId('user', PROPERTY.sold), data: newWishlistEntry('user', PROPERTY.sold) });
    });

    it('denies an extra field on every create', async () => {
      const extra = { isAdmin: true };
      const creates: Extract<Attempt<Actor>, { operation: 'create' }>[] = [
        { actor: 'newcomer', collection: 'users', operation: 'create', docId: newcomer.uid, data: newUser('newcomer', extra) },
        { actor: 'agent', collection: 'properties', operation: 'create', data: newProperty('agent', extra) },
        { actor: 'user', collection: 'reviews', operation: 'create', data: newReview('user', PROPERTY.verified, extra) },
        { actor: 'user', collection: 'wishlist', operation: 'create', docId: wishlistId('user', PROPERTY.sold), data: newWishlistEntry('user', PROPERTY.sold, extra) },
        { actor: 'user', collection: 'offers', operation: 'create', data: newOffer('user', PROPERTY.verified, 150_000, extra) },
      ];
      for (const attempt of creates) {
        await denied(env(), attempt);
        const { isAdmin: _isAdmin, ...clean } = attempt.data;
        await allowed(env(), { ...attempt, data: clean });
      }
    });

    it('denies changing createdAt', async () => {
      await denied(env(), { actor: 'user', collection: 'users', operation: 'update', docId: user.uid, data: { name: 'Me', createdAt: LONG_AGO } });
      await denied(env(), { actor: 'agent', collection: 'properties', operation: 'update', docId: PROPERTY.verified, data: listingEdit('agent', { createdAt: LONG_AGO }) });
      await allowed(env(), { actor: 'agent', collection: 'properties', operation: 'update', docId: PROPERTY.verified, data: listingEdit('agent') });
    });

    it('denies a fraud user every write', async () => {
      const writes: Attempt<Actor>[] = [
        { actor: 'fraud', collection: 'users', operation: 'update', docId: fraud.uid, data: { name: 'Innocent' } },
        { actor: 'fraud', collection: 'properties', operation: 'create', data: newProperty('fraud') },
        { actor: 'fraud', collection: 'properties', operation: 'update', docId: PROPERTY.withdrawn, data: listingEdit('fraud') },
        { actor: 'fraud', collection: 'properties', operation: 'delete', docId: PROPERTY.withdrawn },
        { actor: 'fraud', collection: 'reviews', operation: 'create', data: newReview('fraud', PROPERTY.verified) },
        { actor: 'fraud', collection: 'wishlist', operation: 'create', docId: wishlistId('fraud', PROPERTY.verified), data: newWishlistEntry('fraud', PROPERTY.verified) },
        { actor: 'fraud', collection: 'offers', operation: 'create', data: newOffer('fraud', PROPERTY.verified, 150_000) },
      ];
      for (const attempt of writes) await denied(env(), attempt);
      await allowed(env(), { actor: 'agent', collection: 'properties', operation: 'create', data: newProperty('agent') });
    });

    it('denies a fraud user deleting the reviews and wishlist entries they wrote as a user', async () => {
      await seed(env(), [
        { collection: 'reviews', id: 'review-fraud', data: { ...newReview('fraud', PROPERTY.verified), createdAt: LONG_AGO } },
        { collection: 'wishlist', id: wishlistId('fraud', PROPERTY.verified), data: { ...newWishlistEntry('fraud', PROPERTY.verified), createdAt: LONG_AGO } },
      ]);
      await denied(env(), { actor: 'fraud', collection: 'reviews', operation: 'delete', docId: 'review-fraud' });
      await denied(env(), { actor: 'fraud', collection: 'wishlist', operation: 'delete', docId: wishlistId('fraud', PROPERTY.verified) });
      await allowed(env(), { actor: 'user', collection: 'reviews', operation: 'delete', docId: REVIEW.byUser });
      await allowed(env(), { actor: 'user', collection: 'wishlist', operation: 'delete', docId: WISHLIST.byUser });
    });

    it('denies listing all users to anyone but an admin', async () => {
      for (const actor of ['signedOut', 'user', 'agent', 'fraud'] as const) await denied(env(), { actor, collection: 'users', operation: 'list', query: {} });
      await allowed(env(), { actor: 'admin', collection: 'users', operation: 'list', query: {} });
    });
  });
}
