import { describe, expect, it } from 'vitest';
import type { DocumentData } from 'firebase-admin/firestore';
import { geohashOf } from '@homehaven/domain/geo';
import { POSITION_MESSAGES } from '@homehaven/domain/position-schema';
import { db, fingerprint } from './support/admin';
import { call, field, type FacadeAnswer } from './support/api';
import { castFingerprint, seedListing, useCast } from './support/cast';
import { intakePictureUrl } from '@homehaven/domain/image-address-samples';

const listingData = async (id: string): Promise<DocumentData> => (await db.collection('properties').doc(id).get()).data() ?? {};
const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const MOVED = { lat: 30.2701, lng: -97.7502 };

/** A listing's map position through the facade (docs/facade.md; docs/listings.md "Map"): POST /add-properties and PUT /properties/{id}. */
describe('listing positions through the facade', () => {
  const cast = useCast();
  const BASE = { title: 'Pinned house', location: 'Austin, Texas', image: intakePictureUrl('pin'), Details: 'Three rooms.', MinimumPrice: 300_000, MaximumPrice: 320_000 };
  const add = (body: Record<string, unknown>) => call({ method: 'POST', path: '/add-properties', body: { ...BASE, ...body } }, cast().agent.token);
  const put = (id: string, body: Record<string, unknown>) => call({ method: 'PUT', path: `/properties/${id}`, body: { ...BASE, ...body } }, cast().agent.token);
  const inserted = (answer: FacadeAnswer) => listingData(String(field(answer, 'insertedId')));

  it("stores a new listing's position with the geohash the trigger would derive, and answers the position but not the geohash", async () => {
    const answer = await add({ position: AUSTIN });
    expect(answer.status).toBe(201);
    const stored = await inserted(answer);
    expect(stored).toMatchObject({ position: AUSTIN, geohash: geohashOf(AUSTIN) });
    const read = await call({ method: 'GET', path: `/properties/${String(field(answer, 'insertedId'))}` }, cast().agent.token);
    expect(read.status).toBe(200);
    expect(field(read, 'position')).toEqual(AUSTIN);
    expect(field(read, 'geohash')).toBeUndefined();
  });

  it('stores no position and no geohash for a listing without one', async () => {
    const stored = await inserted(await add({}));
    expect(Object.keys(stored).filter((key) => key === 'position' || key === 'geohash')).toEqual([]);
  });

  it('refuses a bad position (400, why), on add and on edit, writing nothing', async () => {
    const id = await seedListing(cast().agent, { ...BASE, position: AUSTIN, geohash: geohashOf(AUSTIN) });
    const before = await castFingerprint(cast());
    const cases: readonly (readonly [unknown, string])[] = [
      [{ lat: 91, lng: 0 }, POSITION_MESSAGES.latitude],
      [{ lat: 0, lng: -180.5 }, POSITION_MESSAGES.longitude],
      [{ lat: '30.2', lng: -97.7 }, POSITION_MESSAGES.latitude],
      [{ lat: 30.2 }, POSITION_MESSAGES.longitude],
      [{ lat: 30.2, lng: -97.7, geohash: '9v6kn' }, 'geohash'],
      [[30.2, -97.7], 'position'],
    ];
    for (const [position, message] of cases) {
      for (const answer of [await add({ position }), await put(id, { position })]) {
        expect(answer.status, JSON.stringify(position)).toBe(400);
        expect(String(field(answer, 'message')), JSON.stringify(position)).toContain(message);
      }
    }
    // A client never writes the geohash itself, with a position or without.
    for (const answer of [await add({ position: AUSTIN, geohash: 'zzzzzzzzzz' }), await put(id, { geohash: 'zzzzzzzzzz' })]) expect(answer.status).toBe(400);
    expect(await castFingerprint(cast())).toBe(before);
  });

  it('keeps the position a PUT leaves out, moves it (back to pending, geohash following), and removes it with null', async () => {
    const id = await seedListing(cast().agent, { ...BASE, position: AUSTIN, geohash: geohashOf(AUSTIN) });
    expect((await put(id, { MinimumPrice: 305_000 })).status).toBe(200);
    expect(await listingData(id)).toMatchObject({ position: AUSTIN, geohash: geohashOf(AUSTIN), status: 'verified', MinimumPrice: 305_000 });

    expect((await put(id, { position: AUSTIN, MinimumPrice: 306_000 })).status).toBe(200);
    expect(await listingData(id)).toMatchObject({ status: 'verified' });

    expect((await put(id, { position: MOVED })).status).toBe(200);
    expect(await listingData(id)).toMatchObject({ position: MOVED, geohash: geohashOf(MOVED), status: 'pending', isVerified: false });

    expect((await put(id, { position: null })).status).toBe(200);
    const removed = await listingData(id);
    expect(Object.keys(removed).filter((key) => key === 'position' || key === 'geohash')).toEqual([]);
  });

  it('sends a verified listing back to pending when its pin is removed', async () => {
    const id = await seedListing(cast().agent, { ...BASE, position: AUSTIN, geohash: geohashOf(AUSTIN) });
    const before = fingerprint(await listingData(id));
    expect((await put(id, { position: null })).status).toBe(200);
    expect(fingerprint(await listingData(id))).not.toBe(before);
    expect(await listingData(id)).toMatchObject({ status: 'pending', isVerified: false });
  });
});
