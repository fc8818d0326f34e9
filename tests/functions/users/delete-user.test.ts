import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { alertId, newSavedSearch } from '@homehaven/domain/saved-searches';
import { auth, db } from '../facade/support/admin';
import { call } from '../facade/support/api';
import { seedListing, useCast } from '../facade/support/cast';

async function accountExists(uid: string): Promise<boolean> {
  return auth.getUser(uid).then(
    () => true,
    () => false,
  );
}

describe('DELETE /user/{id}: admin user deletion', () => {
  const cast = useCast();

  it('deletes the Auth account, the users document, their wishlist, reviews, saved searches and alerts; their offers keep their history', async () => {
    const listing = await seedListing(cast().agent);
    const { user, otherUser } = cast();
    await db.collection('savedSearches').add(newSavedSearch({ uid: user.uid, email: user.email }, { name: 'Lakes', location: 'Lakeside', order: 'newest', emailAlerts: true }, Timestamp.now()));
    await db.collection('notifications').doc(alertId(user.uid, listing)).set({ userUid: user.uid, propertyId: listing, read: false });
    for (const [path, body] of [
      ['/wishlist', { propertyId: listing }],
      ['/reviews', { propertyId: listing, comment: 'Fine' }],
      ['/reviews', { propertyId: listing, comment: 'Still fine' }],
      ['/makeOffer', { propertyId: listing, offerAmount: 350_000 }],
    ] as const) {
      expect((await call({ method: 'POST', path, body }, user.token)).status).toBe(201);
    }
    const othersReview = await call({ method: 'POST', path: '/reviews', body: { propertyId: listing, comment: 'Mine' } }, otherUser.token);

    const answer = await call({ method: 'DELETE', path: `/user/${user.uid}` }, cast().admin.token);
    expect(answer).toMatchObject({ status: 200, body: { deletedCount: 1 } });
    expect(await accountExists(user.uid)).toBe(false);
    expect((await db.collection('users').doc(user.uid).get()).exists).toBe(false);
    expect((await db.collection('wishlist').where('userUid', '==', user.uid).count().get()).data().count).toBe(0);
    expect((await db.collection('reviews').where('userUid', '==', user.uid).count().get()).data().count).toBe(0);
    expect((await db.collection('savedSearches').where('userUid', '==', user.uid).count().get()).data().count).toBe(0);
    expect((await db.collection('notifications').doc(alertId(user.uid, listing)).get()).exists).toBe(false);
    expect((await db.collection('offers').where('buyerUid', '==', user.uid).count().get()).data().count).toBe(1);
    expect(
      (
        await db
          .collection('reviews')
          .doc(String((othersReview.body as { insertedId: string }).insertedId))
          .get()
      ).exists,
    ).toBe(true);
    // Their old token no longer opens anything; a second delete finds nobody.
    expect((await call({ method: 'GET', path: '/stats' }, user.token)).status).toBe(401);
    expect((await call({ method: 'DELETE', path: `/user/${user.uid}` }, cast().admin.token)).status).toBe(404);
  });

  it('is for admins only, and never on themselves', async () => {
    const path = `/user/${cast().otherUser.uid}`;
    expect((await call({ method: 'DELETE', path })).status).toBe(401);
    expect((await call({ method: 'DELETE', path }, cast().agent.token)).status).toBe(403);
    expect((await call({ method: 'DELETE', path }, cast().otherUser.token)).status).toBe(403);
    expect((await call({ method: 'DELETE', path: `/user/${cast().admin.uid}` }, cast().admin.token)).status).toBe(403);
    expect(await accountExists(cast().otherUser.uid)).toBe(true);
    expect(await accountExists(cast().admin.uid)).toBe(true);
  });
});

describe('DELETE /user/{id} of an agent', () => {
  const cast = useCast();

  it('withdraws their listings from every public read and rejects the open offers on them', async () => {
    const listing = await seedListing(cast().agent);
    expect((await call({ method: 'POST', path: '/makeOffer', body: { propertyId: listing, offerAmount: 350_000 } }, cast().user.token)).status).toBe(201);
    expect((await call({ method: 'GET', path: `/properties/${listing}` })).status).toBe(200);

    expect((await call({ method: 'DELETE', path: `/user/${cast().agent.uid}` }, cast().admin.token)).status).toBe(200);
    expect((await db.collection('properties').doc(listing).get()).get('withdrawn')).toBe(true);
    expect((await call({ method: 'GET', path: `/properties/${listing}` })).status).toBe(404);
    const offers = await db.collection('offers').where('propertyId', '==', listing).get();
    expect(offers.docs.map((offer) => offer.get('status'))).toEqual(['rejected']);
  });
});
