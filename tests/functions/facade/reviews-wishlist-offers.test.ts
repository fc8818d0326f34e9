import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@homehaven/domain/messages';
import { OFFER_MESSAGES } from '@homehaven/domain/offer-messages';
import { newOffer, newReview, newWishlistEntry } from '../../rules/matrix/payloads';
import { PROPERTY } from '../../rules/matrix/listings';
import { db } from './support/admin';
import { call, field, idsOf } from './support/api';
import { newCast, removeCast, seedListing, type Cast } from './support/cast';

const enc = encodeURIComponent;
/** The exact field set the rules require of a client-created document, read from the matrix payloads. */
const keysOf = (data: object): string[] => Object.keys(data).sort();

describe('reviews, wishlist and offers through the facade', () => {
  let cast: Cast;
  let listing: string;
  beforeAll(async () => {
    cast = await newCast();
    listing = await seedListing(cast.agent, { MinimumPrice: 500_000, MaximumPrice: 450_000 });
  });
  afterAll(() => removeCast(cast));

  it('writes a review as the caller, copying title and agent name from the stored listing', async () => {
    const body = { propertyId: listing, rating: 4, comment: 'Great', userEmail: cast.user.email, propertyTitle: 'Forged title', agentName: 'Forged agent' };
    const answer = await call({ method: 'POST', path: '/reviews', body }, cast.user.token);
    expect(answer.status).toBe(201);
    const id = String(field(answer, 'insertedId'));
    const stored = (await db.collection('reviews').doc(id).get()).data() ?? {};
    expect(keysOf(stored)).toEqual(keysOf(newReview('user', PROPERTY.verified)));
    expect(stored).toMatchObject({ userUid: cast.user.uid, userEmail: cast.user.email, propertyTitle: expect.stringMatching(/^Lake house/), agentName: 'Name of agent', rating: 4 });
    expect(idsOf(await call({ method: 'GET', path: `/reviews/${listing}` }))).toContain(id);
    expect(idsOf(await call({ method: 'GET', path: `/my-reviews/${enc(cast.user.email)}` }, cast.user.token))).toContain(id);
    expect((await call({ method: 'GET', path: `/my-reviews/${enc(cast.user.email)}` }, cast.otherUser.token)).status).toBe(403);
    // The e-mail in the query must be the author's; then the author deletes it.
    expect((await call({ method: 'DELETE', path: `/reviews/${id}?userEmail=${enc(cast.otherUser.email)}` }, cast.user.token)).status).toBe(404);
    expect((await call({ method: 'DELETE', path: `/reviews/${id}` }, cast.otherUser.token)).status).toBe(403);
    expect(field(await call({ method: 'DELETE', path: `/reviews/${id}?userEmail=${enc(cast.user.email)}` }, cast.user.token), 'deletedCount')).toBe(1);
  });

  it('refuses reviews with a rating outside 1-5, in another name, or on a listing that is not public', async () => {
    const pending = await seedListing(cast.agent, { status: 'pending', isVerified: false });
    expect((await call({ method: 'POST', path: '/reviews', body: { propertyId: listing, comment: 'x', rating: 6 } }, cast.user.token)).status).toBe(400);
    expect((await call({ method: 'POST', path: '/reviews', body: { propertyId: listing, comment: 'x', rating: 2.5 } }, cast.user.token)).status).toBe(400);
    expect((await call({ method: 'POST', path: '/reviews', body: { propertyId: listing, comment: 'x', userEmail: cast.otherUser.email } }, cast.user.token)).status).toBe(403);
    expect((await call({ method: 'POST', path: '/reviews', body: { propertyId: pending, comment: 'x' } }, cast.user.token)).status).toBe(404);
  });

  it('lets browsers (30 s) and the CDN (60 s) keep the public list of reviews, and nothing else: no header on its errors or on the other review reads', async () => {
    const cacheControl = (answer: { headers: Headers }) => answer.headers.get('cache-control');
    const written = await call({ method: 'POST', path: '/reviews', body: { propertyId: listing, rating: 5, comment: 'Cached' } }, cast.user.token);
    expect([written.status, cacheControl(written)]).toEqual([201, null]);
    for (const token of [undefined, cast.user.token]) {
      const list = await call({ method: 'GET', path: '/reviews' }, token);
      expect([list.status, cacheControl(list)]).toEqual([200, 'public, max-age=30, s-maxage=60']);
    }
    for (const path of ['/reviews?limit=0', '/reviews?sort=sideways', `/reviews?after=${cast.prefix}-no-such-review`]) {
      const refused = await call({ method: 'GET', path });
      expect([refused.status, cacheControl(refused)], path).toEqual([400, null]);
    }
    for (const [path, token] of [
      [`/reviews/${listing}`, undefined],
      [`/my-reviews/${enc(cast.user.email)}`, cast.user.token],
    ] as const) {
      const other = await call({ method: 'GET', path }, token);
      expect([other.status, cacheControl(other)], path).toEqual([200, null]);
    }
  });

  it('adds a wishlist entry once: the copy of the stored listing under {uid}_{propertyId}, then 409 "Already added!"', async () => {
    const body = { propertyId: listing, userEmail: cast.user.email, MinimumPrice: '1', agentName: 'Forged' };
    const answer = await call({ method: 'POST', path: '/wishlist', body }, cast.user.token);
    expect(answer.status).toBe(201);
    expect(field(answer, 'insertedId')).toBe(`${cast.user.uid}_${listing}`);
    const stored = (await db.collection('wishlist').doc(`${cast.user.uid}_${listing}`).get()).data() ?? {};
    expect(keysOf(stored)).toEqual(keysOf(newWishlistEntry('user', PROPERTY.verified)));
    expect(stored).toMatchObject({ MinimumPrice: 500_000, MaximumPrice: 450_000, agentName: 'Name of agent', agentEmail: cast.agent.email, isVerified: true });
    const again = await call({ method: 'POST', path: '/wishlist', body }, cast.user.token);
    expect(again).toMatchObject({ status: 409, body: { message: MESSAGES.wishlist.alreadyAdded } });
    expect(idsOf(await call({ method: 'GET', path: `/wishlist/${enc(cast.user.email)}` }, cast.user.token))).toEqual([`${cast.user.uid}_${listing}`]);
    // Nobody else reads it, admins included.
    expect((await call({ method: 'GET', path: `/wishlist/${enc(cast.user.email)}` }, cast.admin.token)).status).toBe(403);
    expect(field(await call({ method: 'DELETE', path: `/wishlist/${cast.user.uid}_${listing}` }, cast.user.token), 'deletedCount')).toBe(1);
    const gone = await call({ method: 'DELETE', path: `/wishlist/${cast.user.uid}_${listing}` }, cast.user.token);
    expect(gone).toMatchObject({ status: 404, body: { message: MESSAGES.wishlist.notFound } });
  });

  it('makes an offer between the lower and the higher price inclusive, in the shape the rules require', async () => {
    const offer = (offerAmount: number | string) =>
      call({ method: 'POST', path: '/makeOffer', body: { propertyId: listing, offerAmount, status: 'pending', buyerEmail: cast.user.email } }, cast.user.token);
    const outside = await offer(449_999);
    expect(outside).toMatchObject({ status: 400, body: { message: OFFER_MESSAGES.outOfRange(450_000, 500_000) } });
    expect((await offer(500_001)).status).toBe(400);
    const low = await offer(450_000);
    const high = await offer('500000');
    expect([low.status, high.status]).toEqual([201, 201]);
    const stored =
      (
        await db
          .collection('offers')
          .doc(String(field(low, 'insertedId')))
          .get()
      ).data() ?? {};
    expect(keysOf(stored)).toEqual(keysOf(newOffer('user', PROPERTY.verified, 1)));
    expect(stored).toMatchObject({ status: 'pending', buyerUid: cast.user.uid, buyerEmail: cast.user.email, agentUid: cast.agent.uid, offerAmount: 450_000 });

    const mine = await call({ method: 'GET', path: `/makeOffer?buyerEmail=${enc(cast.user.email)}` }, cast.user.token);
    expect(idsOf(mine)).toEqual(expect.arrayContaining([field(low, 'insertedId'), field(high, 'insertedId')]));
    expect(idsOf(await call({ method: 'GET', path: `/agent-offers/${enc(cast.agent.email)}` }, cast.agent.token))).toHaveLength(2);
    expect((await call({ method: 'GET', path: `/makeOffer/${enc(cast.user.email)}` }, cast.otherUser.token)).status).toBe(403);
    expect((await call({ method: 'GET', path: '/makeOffer' }, cast.user.token)).status).toBe(403);
  });

  it('refuses offers on a sold listing (409) and on a listing that is not public (404)', async () => {
    const sold = await seedListing(cast.agent, { soldOfferId: 'some-offer' });
    const withdrawn = await seedListing(cast.agent, { withdrawn: true });
    expect((await call({ method: 'POST', path: '/makeOffer', body: { propertyId: sold, offerAmount: 350_000 } }, cast.user.token)).status).toBe(409);
    expect((await call({ method: 'POST', path: '/makeOffer', body: { propertyId: withdrawn, offerAmount: 350_000 } }, cast.user.token)).status).toBe(404);
    expect((await call({ method: 'POST', path: '/makeOffer', body: { propertyId: 'no-such-listing', offerAmount: 350_000 } }, cast.user.token)).status).toBe(404);
  });

  it('reads a typed offer amount as the offer form does (domain price-text.ts): 201 for " $475,000.50 ", 400 with the form’s words for what it refuses', async () => {
    const offer = (offerAmount: number | string) => call({ method: 'POST', path: '/makeOffer', body: { propertyId: listing, offerAmount } }, cast.user.token);
    const typed = await offer(' $475,000.50 ');
    expect(typed.status).toBe(201);
    expect(
      (
        await db
          .collection('offers')
          .doc(String(field(typed, 'insertedId')))
          .get()
      ).get('offerAmount'),
    ).toBe(475_000.5);
    for (const refused of ['4,75,000', '475,000,00', '475000.005', 475_000.005, '4.75e5']) {
      const answer = await offer(refused);
      expect(answer.status, String(refused)).toBe(400);
      expect(field(answer, 'message'), String(refused)).toBe(`Invalid request: offerAmount: ${MESSAGES.property.priceNotANumber}`);
    }
  });
});
