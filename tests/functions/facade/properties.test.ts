import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { HOME_NEW_PROPERTIES } from '@homehaven/domain/constants';
import { locationSearchKeys } from '@homehaven/domain/search';
import { newProperty } from '../../rules/matrix/payloads';
import { db } from './support/admin';
import { call, field, idsOf } from './support/api';
import { newCast, removeCast, seedListing, type Cast } from './support/cast';

const enc = encodeURIComponent;

describe('properties through the facade', () => {
  let cast: Cast;
  let place: string;
  beforeAll(async () => {
    cast = await newCast();
    // A location only this run's listings have, so search results can be asserted exactly.
    place = `Zq${cast.prefix} Harbour`;
  });
  afterAll(() => removeCast(cast));

  it('adds a listing in exactly the shape the rules require of a client (server fills uid, status, times, keys)', async () => {
    const body = { title: 'Cottage', location: `${place}, Maine`, image: 'https://img.example.com/c.jpg', Details: 'Two rooms.', MinimumPrice: '120000', MaximumPrice: 140_000, status: 'pending', agent: { name: 'Agent A', email: cast.agent.email, image: '' } };
    const answer = await call({ method: 'POST', path: '/add-properties', body }, cast.agent.token);
    expect(answer.status).toBe(201);
    const stored = (await db.collection('properties').doc(String(field(answer, 'insertedId'))).get()).data() ?? {};
    expect(Object.keys(stored).sort()).toEqual(Object.keys(newProperty('agent')).sort());
    expect(stored).toMatchObject({ status: 'pending', isVerified: false, withdrawn: false, MinimumPrice: 120_000, agent: { uid: cast.agent.uid, name: 'Agent A', email: cast.agent.email, image: '' } });
    expect(stored.locationKeys).toEqual(locationSearchKeys(body.location));
    expect(stored.createdAt).toBeInstanceOf(Timestamp);
    expect(stored.updatedAt).toEqual(stored.createdAt);
  });

  it("refuses a listing in another agent's name (403) or already verified (400)", async () => {
    const body = { title: 'T', location: 'L', image: 'https://img.example.com/c.jpg', Details: 'D', MinimumPrice: 1, MaximumPrice: 2 };
    expect((await call({ method: 'POST', path: '/add-properties', body: { ...body, agent: { email: cast.user.email } } }, cast.agent.token)).status).toBe(403);
    expect((await call({ method: 'POST', path: '/add-properties', body: { ...body, status: 'verified' } }, cast.agent.token)).status).toBe(400);
  });

  it('edits, verifies and deletes: modifiedCount, 409 on a second verdict, deletedCount', async () => {
    const id = await seedListing(cast.agent, { status: 'pending', isVerified: false, location: 'Old Place' });
    const edit = { title: 'New title', location: `${place} North`, MinimumPrice: 10, MaximumPrice: 5, agent: { name: 'Renamed' }, updatedAt: '2025-01-01' };
    const edited = await call({ method: 'PUT', path: `/properties/${id}`, body: edit }, cast.agent.token);
    expect(edited.status).toBe(200);
    expect(field(edited, 'modifiedCount')).toBe(1);
    const stored = (await db.collection('properties').doc(id).get()).data() ?? {};
    expect(stored).toMatchObject({ title: 'New title', MinimumPrice: 10, MaximumPrice: 5, agent: { uid: cast.agent.uid, name: 'Renamed', email: cast.agent.email } });
    expect(stored.locationKeys).toEqual(locationSearchKeys(edit.location));

    const verdict = await call({ method: 'PATCH', path: `/properties/${id}`, body: { status: 'verified' } }, cast.admin.token);
    expect(verdict.status).toBe(200);
    expect((await db.collection('properties').doc(id).get()).data()).toMatchObject({ status: 'verified', isVerified: true });
    expect((await call({ method: 'PATCH', path: `/properties/${id}`, body: { status: 'rejected' } }, cast.admin.token)).status).toBe(409);

    const deleted = await call({ method: 'DELETE', path: `/properties/${id}` }, cast.agent.token);
    expect(field(deleted, 'deletedCount')).toBe(1);
    expect((await call({ method: 'DELETE', path: `/properties/${id}` }, cast.agent.token)).status).toBe(404);
  });

  it('searches public listings by the start of any word of the location, sorted by price either way, and pages', async () => {
    const [cheap, dear, hidden] = await Promise.all([
      seedListing(cast.agent, { location: `${place}, New York`, MinimumPrice: 100 }),
      seedListing(cast.agent, { location: `Upper ${place}`, MinimumPrice: 900 }),
      seedListing(cast.agent, { location: `${place} East`, status: 'pending', isVerified: false }),
    ]);
    const term = enc(place.slice(0, 8).toUpperCase());
    const asc = await call({ method: 'GET', path: `/properties?search=${term}&sort=asc` });
    expect(idsOf(asc).filter((id) => [cheap, dear, hidden].includes(id))).toEqual([cheap, dear]);
    const desc = await call({ method: 'GET', path: `/properties?search=${term}&sort=desc` });
    expect(idsOf(desc).filter((id) => [cheap, dear].includes(id))).toEqual([dear, cheap]);

    const first = await call({ method: 'GET', path: `/properties?search=${term}&sort=asc&limit=1` });
    expect(idsOf(first)).toHaveLength(1);
    const next = first.headers.get('x-next-page');
    expect(next).toBeTruthy();
    const second = await call({ method: 'GET', path: `/properties?search=${term}&sort=asc&limit=1&after=${next}` });
    expect(idsOf(second)).not.toEqual(idsOf(first));
  });

  it('shows pending listings only to their agent (own list, details) and admins (view=all)', async () => {
    const pending = await seedListing(cast.agent, { status: 'pending', isVerified: false });
    expect((await call({ method: 'GET', path: `/properties/${pending}` })).status).toBe(404);
    expect((await call({ method: 'GET', path: `/properties/${pending}` }, cast.user.token)).status).toBe(404);
    expect((await call({ method: 'GET', path: `/properties/${pending}` }, cast.agent.token)).status).toBe(200);
    expect(idsOf(await call({ method: 'GET', path: `/agent-properties/${enc(cast.agent.email)}` }, cast.agent.token))).toContain(pending);
    expect(idsOf(await call({ method: 'GET', path: '/properties?view=all' }, cast.admin.token))).toContain(pending);
    expect((await call({ method: 'GET', path: '/properties?view=all' }, cast.agent.token)).status).toBe(403);
    expect((await call({ method: 'GET', path: '/properties?view=all' })).status).toBe(401);
  });

  it('lists at most 8 newest verified listings on New Properties, without sign-in', async () => {
    const newest = await seedListing(cast.agent);
    const answer = await call({ method: 'GET', path: '/new-properties' });
    expect(answer.status).toBe(200);
    expect(idsOf(answer).length).toBeLessThanOrEqual(HOME_NEW_PROPERTIES);
    expect(idsOf(answer)).toContain(newest);
    expect((answer.body as { locationKeys?: unknown }[]).every((doc) => doc.locationKeys === undefined)).toBe(true);
  });
});
