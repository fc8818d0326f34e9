import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { HOME_NEW_PROPERTIES } from '@homehaven/domain/constants';
import { instantFromIso } from '@homehaven/domain/instant';
import { MESSAGES } from '@homehaven/domain/messages';
import { VERDICT_MESSAGES } from '@homehaven/domain/admin-messages';
import { locationSearchKeys } from '@homehaven/domain/search';
import { FACT_MESSAGES, type ListingFacts } from '@homehaven/domain/listing-facts';
import { searchFactsOf } from '@homehaven/domain/listing-filters';
import { MEDIA_MESSAGES } from '@homehaven/domain/listing-media';
import { IMAGE_ADDRESS_MESSAGES } from '@homehaven/domain/image-address';
import { FOREIGN_ADDRESS_SAMPLES, intakePictureUrl } from '@homehaven/domain/image-address-samples';
import { newProperty } from '../../rules/matrix/payloads';
import { auth, db, fingerprint } from './support/admin';
import { call, field, idsOf, type FacadeAnswer } from './support/api';
import { castFingerprint, member, newCast, removeCast, type Cast } from './support/cast';
import { seedListing } from './support/cast';
import type { Account } from './support/run';

const enc = encodeURIComponent;

const listingData = async (id: string): Promise<DocumentData | undefined> => (await db.collection('properties').doc(id).get()).data();

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
    const body = {
      title: 'Cottage',
      location: `${place}, Maine`,
      image: intakePictureUrl('c'),
      Details: 'Two rooms.',
      MinimumPrice: '120000',
      MaximumPrice: 140_000,
      status: 'pending',
      agent: { name: 'Agent A', email: cast.agent.email, image: '' },
    };
    const answer = await call({ method: 'POST', path: '/add-properties', body }, cast.agent.token);
    expect(answer.status).toBe(201);
    const stored =
      (
        await db
          .collection('properties')
          .doc(String(field(answer, 'insertedId')))
          .get()
      ).data() ?? {};
    // The client's create payload plus the search keys, search facts and seller, which only the system
    // writes; a client that sends no facts or pictures (an old one) stores none.
    expect(Object.keys(stored).sort()).toEqual([...Object.keys(newProperty('agent')), 'locationKeys', 'searchFacts', 'seller'].sort());
    expect(stored.seller).toEqual({ kind: 'agent', agencyUid: '', agencyName: '', agencyLogo: '' });
    expect(stored.searchFacts).toEqual(searchFactsOf({ MinimumPrice: 120_000, MaximumPrice: 140_000 }));
    expect(stored).toMatchObject({
      status: 'pending',
      isVerified: false,
      withdrawn: false,
      MinimumPrice: 120_000,
      agent: { uid: cast.agent.uid, name: 'Agent A', email: cast.agent.email, image: '' },
    });
    expect(stored.locationKeys).toEqual(locationSearchKeys(body.location));
    expect(stored.createdAt).toBeInstanceOf(Timestamp);
    expect(stored.updatedAt).toEqual(stored.createdAt);
  });

  it("refuses a listing in another agent's name (403) or already verified (400)", async () => {
    const body = { title: 'T', location: 'L', image: intakePictureUrl('c'), Details: 'D', MinimumPrice: 1, MaximumPrice: 2 };
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

    const judged = String(field(await call({ method: 'GET', path: `/properties/${id}` }, cast.admin.token), 'updatedAt'));
    const verdict = await call({ method: 'PATCH', path: `/properties/${id}`, body: { status: 'verified', updatedAt: judged } }, cast.admin.token);
    expect(verdict.status).toBe(200);
    expect((await db.collection('properties').doc(id).get()).data()).toMatchObject({ status: 'verified', isVerified: true, judgedUpdatedAt: stored.updatedAt });
    expect((await call({ method: 'PATCH', path: `/properties/${id}`, body: { status: 'rejected', updatedAt: judged } }, cast.admin.token)).status).toBe(409);

    const deleted = await call({ method: 'DELETE', path: `/properties/${id}` }, cast.agent.token);
    expect(field(deleted, 'deletedCount')).toBe(1);
    expect((await call({ method: 'DELETE', path: `/properties/${id}` }, cast.agent.token)).status).toBe(404);
  });

  describe('verdicts judge what the admin saw (PATCH /properties/{id} {status, updatedAt})', () => {
    const judge = (id: string, body: Record<string, unknown>, token = cast.admin.token) => call({ method: 'PATCH', path: `/properties/${id}`, body }, token);
    const updatedAtOf = async (id: string) => String(field(await call({ method: 'GET', path: `/properties/${id}` }, cast.admin.token), 'updatedAt'));

    it('refuses a verdict on content edited since the admin loaded it (409, unchanged), and takes one on what is there now', async () => {
      const id = await seedListing(cast.agent, { status: 'pending', isVerified: false });
      const seen = await updatedAtOf(id);
      const edited = await call({ method: 'PUT', path: `/properties/${id}`, body: { title: 'Changed after loading', location: 'Elsewhere', MinimumPrice: 1, MaximumPrice: 2 } }, cast.agent.token);
      expect(edited.status).toBe(200);
      const before = fingerprint(await listingData(id));
      const stale = await judge(id, { status: 'verified', updatedAt: seen });
      expect(stale.status).toBe(409);
      expect(field(stale, 'message')).toBe(VERDICT_MESSAGES.changed);
      expect(fingerprint(await listingData(id))).toBe(before);
      expect((await judge(id, { status: 'verified', updatedAt: await updatedAtOf(id) })).status).toBe(200);
      expect(await listingData(id)).toMatchObject({ status: 'verified', title: 'Changed after loading' });
    });

    it('refuses a verdict without the updatedAt it judged, or with one that is not an instant (400)', async () => {
      const id = await seedListing(cast.agent, { status: 'pending', isVerified: false });
      for (const body of [{ status: 'verified' }, { status: 'verified', updatedAt: 'yesterday' }, { status: 'verified', updatedAt: 1_700_000_000_000 }]) {
        expect((await judge(id, body)).status).toBe(400);
      }
      expect(await listingData(id)).toMatchObject({ status: 'pending' });
    });

    it("refuses an admin's verdict on their own listing (an agent promoted to admin keeps theirs): 403 and why", async () => {
      const promoted = await member(cast.prefix, 'promoted-agent', 'agent');
      try {
        const id = await seedListing(promoted, { status: 'pending', isVerified: false });
        await db.collection('users').doc(promoted.uid).update({ roll: 'admin' });
        const answer = await judge(id, { status: 'verified', updatedAt: await updatedAtOf(id) }, promoted.token);
        expect(answer.status).toBe(403);
        expect(field(answer, 'message')).toBe(VERDICT_MESSAGES.ownListing);
        expect(await listingData(id)).toMatchObject({ status: 'pending' });
      } finally {
        await Promise.all([db.collection('users').doc(promoted.uid).delete(), auth.deleteUser(promoted.uid)]);
      }
    });
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

  it('answers timestamps at full precision: microseconds as 6 digits that read back to the same instant, whole milliseconds as before', async () => {
    const createdAt = new Timestamp(1_700_000_000, 123_456_000);
    const updatedAt = Timestamp.fromMillis(1_700_000_100_250);
    const id = await seedListing(cast.agent, { createdAt, updatedAt });
    const answer = await call({ method: 'GET', path: `/properties/${id}` });
    expect(answer.status).toBe(200);
    expect(field(answer, 'createdAt')).toBe('2023-11-14T22:13:20.123456Z');
    expect(instantFromIso(String(field(answer, 'createdAt')))).toEqual({ $seconds: createdAt.seconds, $nanos: createdAt.nanoseconds });
    // A whole-millisecond instant keeps exactly the text it always had.
    expect(field(answer, 'updatedAt')).toBe(updatedAt.toDate().toISOString());
    expect(field(answer, 'updatedAt')).toBe('2023-11-14T22:15:00.250Z');
    // The same text in a list (the agent's own: few listings, so this one is on the first page).
    const own = await call({ method: 'GET', path: `/agent-properties/${enc(cast.agent.email)}` }, cast.agent.token);
    const listed = (own.body as { _id: string; createdAt?: unknown }[]).find((doc) => doc._id === id);
    expect(listed?.createdAt).toBe('2023-11-14T22:13:20.123456Z');
  });

  describe('caching', () => {
    const PUBLIC = 'public, max-age=30, s-maxage=60';
    const cacheControl = (answer: { headers: Headers }) => answer.headers.get('cache-control');

    it('lets browsers (30 s) and the CDN (60 s) keep the public lists: All properties (signed out or in, searched, sorted, paged) and New Properties', async () => {
      await seedListing(cast.agent, { location: `${place} Cache` });
      const term = enc(place.slice(0, 8));
      for (const [path, token] of [
        ['/properties', undefined],
        ['/properties', cast.user.token],
        ['/properties', cast.admin.token],
        ['/properties?view=public', undefined],
        [`/properties?search=${term}&sort=desc&limit=1`, undefined],
        ['/new-properties', undefined],
      ] as const) {
        const answer = await call({ method: 'GET', path }, token);
        expect(answer.status, path).toBe(200);
        expect(cacheControl(answer), path).toBe(PUBLIC);
      }
      const first = await call({ method: 'GET', path: '/properties?limit=1' });
      const next = await call({ method: 'GET', path: `/properties?limit=1&after=${String(first.headers.get('x-next-page'))}` });
      expect([next.status, cacheControl(next)]).toEqual([200, PUBLIC]);
    });

    it("never lets anyone store the admin's view=all, allowed or refused", async () => {
      const allowed = await call({ method: 'GET', path: '/properties?view=all' }, cast.admin.token);
      expect([allowed.status, cacheControl(allowed)]).toEqual([200, 'private, no-store']);
      for (const [token, status] of [
        [cast.agent.token, 403],
        [undefined, 401],
      ] as const) {
        const refused = await call({ method: 'GET', path: '/properties?view=all' }, token);
        expect([refused.status, cacheControl(refused)]).toEqual([status, 'private, no-store']);
      }
      const searched = await call({ method: 'GET', path: '/properties?view=all&search=york' }, cast.admin.token);
      expect([searched.status, cacheControl(searched)]).toEqual([400, 'private, no-store']);
    });

    it('sends no cache header with an error from the public lists (bad query, unknown cursor, invalid token)', async () => {
      for (const [path, token, status] of [
        ['/properties?sort=sideways', undefined, 400],
        ['/properties?limit=0', undefined, 400],
        // Refused after the route has started answering publicly: the header must not stick.
        [`/properties?after=${cast.prefix}-no-such-listing`, undefined, 400],
        [`/properties?sort=asc&after=${cast.prefix}-no-such-listing`, cast.user.token, 400],
        ['/properties', 'not-a-token', 401],
      ] as const) {
        const answer = await call({ method: 'GET', path }, token);
        expect(answer.status, path).toBe(status);
        expect(cacheControl(answer), path).toBeNull();
      }
    });

    it('sends no public cache header on the other listing reads (one listing, an agent’s own)', async () => {
      const id = await seedListing(cast.agent);
      for (const [path, token] of [
        [`/properties/${id}`, undefined],
        [`/properties/${id}`, cast.agent.token],
        [`/agent-properties/${enc(cast.agent.email)}`, cast.agent.token],
      ] as const) {
        const answer = await call({ method: 'GET', path }, token);
        expect(answer.status, path).toBe(200);
        expect(cacheControl(answer), path).toBeNull();
      }
    });
  });

  describe('edits after a verdict (bait-and-switch guard)', () => {
    /** A full PUT body: the listing's stored content and prices, with `changes` on top. */
    async function editBody(id: string, changes: Record<string, unknown>): Promise<Record<string, unknown>> {
      const stored = (await listingData(id)) ?? {};
      const { title, location, image, Details, MinimumPrice, MaximumPrice } = stored;
      return { title, location, image, Details, MinimumPrice, MaximumPrice, ...changes };
    }
    const edit = async (id: string, changes: Record<string, unknown>) => call({ method: 'PUT', path: `/properties/${id}`, body: await editBody(id, changes) }, cast.agent.token);

    const CONTENT: readonly (readonly [string, string])[] = [
      ['title', 'A much bigger house'],
      ['location', 'Paris, France'],
      ['image', intakePictureUrl('another-house')],
      ['Details', 'Now with a pool.'],
    ];
    it.each(CONTENT)('sends a verified listing back to pending when its %s changes', async (name, value) => {
      const id = await seedListing(cast.agent);
      const answer = await edit(id, { [name]: value });
      expect(answer.status).toBe(200);
      expect(await listingData(id)).toMatchObject({ [name]: value, status: 'pending', isVerified: false });
    });

    it('keeps a verified listing verified on a price-only edit (prices and agent info), with or without image and Details sent', async () => {
      const id = await seedListing(cast.agent);
      expect((await edit(id, { MinimumPrice: 310_000, MaximumPrice: '390000', agent: { name: 'Renamed' } })).status).toBe(200);
      expect(await listingData(id)).toMatchObject({ MinimumPrice: 310_000, MaximumPrice: 390_000, agent: { name: 'Renamed' }, status: 'verified', isVerified: true });
      const { image: _image, Details: _details, ...withoutOptional } = await editBody(id, { MinimumPrice: 320_000 });
      expect((await call({ method: 'PUT', path: `/properties/${id}`, body: withoutOptional }, cast.agent.token)).status).toBe(200);
      expect(await listingData(id)).toMatchObject({ MinimumPrice: 320_000, status: 'verified', isVerified: true });
    });

    it('resubmits a rejected listing when its content changes (rejected -> pending), and keeps it rejected on a price-only edit', async () => {
      const id = await seedListing(cast.agent, { status: 'rejected', isVerified: false });
      expect((await edit(id, { MaximumPrice: 450_000 })).status).toBe(200);
      expect(await listingData(id)).toMatchObject({ MaximumPrice: 450_000, status: 'rejected', isVerified: false });
      expect((await edit(id, { Details: 'A clearer description.' })).status).toBe(200);
      expect(await listingData(id)).toMatchObject({ Details: 'A clearer description.', status: 'pending', isVerified: false });
    });

    it.each([
      ['its content', { title: 'Renamed after the sale', image: intakePictureUrl('another-house') }],
      ['its prices alone', { MinimumPrice: 1, MaximumPrice: 2 }],
      ['its agent details alone', { agent: { name: 'New name' } }],
    ] as const)('refuses any edit of a sold listing, %s (409 and why), changing nothing (so no price is recorded either)', async (_what, changes) => {
      const id = await seedListing(cast.agent, { soldAt: Timestamp.now(), soldOfferId: 'offer-gone' });
      const before = fingerprint(await listingData(id));
      const answer = await edit(id, changes);
      expect(answer.status).toBe(409);
      expect(field(answer, 'message')).toBe(MESSAGES.property.editSold);
      expect(fingerprint(await listingData(id))).toBe(before);
    });

    it('refuses any status in the edit body (400): the server alone decides it', async () => {
      const id = await seedListing(cast.agent);
      for (const status of ['verified', 'pending']) {
        const answer = await edit(id, { title: 'Sneaky', status });
        expect(answer.status).toBe(400);
      }
      expect(await listingData(id)).toMatchObject({ status: 'verified', isVerified: true });
      expect((await listingData(id))?.title).not.toBe('Sneaky');
    });
  });

  describe('facts and pictures (POST /add-properties, PUT /properties/{id})', () => {
    const photo = (n: number) => intakePictureUrl(`photo-${n}`);
    const FACTS: ListingFacts = { type: 'house', bedrooms: 4, bathrooms: 2.5, area: 2100, lotSize: 8000, yearBuilt: 1998, parking: 2, amenities: ['pool', 'garage'] };
    const BASE = { title: 'Gallery house', Details: 'Four bedrooms.', MinimumPrice: 500_000, MaximumPrice: 450_000 };
    const add = (body: Record<string, unknown>) => call({ method: 'POST', path: '/add-properties', body: { ...BASE, location: `${place} Gallery`, ...body } }, cast.agent.token);
    const put = (id: string, body: Record<string, unknown>) =>
      call({ method: 'PUT', path: `/properties/${id}`, body: { title: 'Gallery house', location: `${place} Gallery`, MinimumPrice: 500_000, MaximumPrice: 450_000, ...body } }, cast.agent.token);
    const stored = async (answer: FacadeAnswer) => (await listingData(String(field(answer, 'insertedId')))) ?? {};

    it('stores facts (amenities in the fixed order), photos, floor plans and panoramas, and the search facts they give', async () => {
      const body = { image: photo(2), facts: FACTS, photos: [photo(1), photo(2), photo(3)], floorPlans: [photo(10)], panoramas: [photo(20)] };
      const answer = await add(body);
      expect(answer.status).toBe(201);
      const data = await stored(answer);
      expect(data).toMatchObject({ image: photo(2), photos: body.photos, floorPlans: body.floorPlans, panoramas: body.panoramas, status: 'pending' });
      expect(data.facts).toEqual({ ...FACTS, amenities: ['garage', 'pool'] });
      expect(data.searchFacts).toEqual({ area: 2100, bathrooms: 2.5, bedrooms: 4, priceHigh: 500_000, priceLow: 450_000, type: 'house' });
    });

    it('makes the first photo the cover when photos come without an image, and stores no empty facts or lists', async () => {
      const answer = await add({ facts: {}, photos: [photo(5), photo(6)], floorPlans: [], panoramas: [] });
      expect(answer.status).toBe(201);
      const data = await stored(answer);
      expect(data.image).toBe(photo(5));
      expect(Object.keys(data).filter((key) => ['facts', 'floorPlans', 'panoramas'].includes(key))).toEqual([]);
      expect(data.searchFacts).toMatchObject({ bedrooms: 0, type: 'unspecified' });
    });

    it('refuses a cover that is not one of the photos, and a listing with neither image nor photos (400, nothing written)', async () => {
      const before = await castFingerprint(cast);
      const notInGallery = await add({ image: photo(9), photos: [photo(1), photo(2)] });
      expect(notInGallery.status).toBe(400);
      expect(field(notInGallery, 'message')).toBe(MEDIA_MESSAGES.coverNotInGallery);
      const none = await add({});
      expect(none.status).toBe(400);
      expect(field(none, 'message')).toContain('image is required');
      expect(await castFingerprint(cast)).toBe(before);
    });

    it('refuses a picture the image intake did not answer (javascript:, data:, vbscript:, a line break, another host, ...) as cover, photo, floor plan or panorama, on POST and PUT: 400 with the domain’s message, nothing written', async () => {
      // docs/facade.md "Validation", domain/src/image-address.ts.
      const id = await seedListing(cast.agent, { image: photo(1), photos: [photo(1)], status: 'pending', isVerified: false });
      const before = await castFingerprint(cast);
      const wrong: string[] = [];
      for (const [what, address] of FOREIGN_ADDRESS_SAMPLES) {
        for (const changes of [{ image: address }, { image: photo(1), photos: [photo(1), address] }, { image: photo(1), floorPlans: [address] }, { image: photo(1), panoramas: [photo(2), address] }]) {
          for (const answer of [await add(changes), await put(id, changes)]) {
            const said = String(field(answer, 'message'));
            if (answer.status !== 400 || !said.includes(IMAGE_ADDRESS_MESSAGES.notUploaded)) wrong.push(`${what} in ${Object.keys(changes).join('+')} -> ${answer.status} ${said}`);
          }
        }
      }
      expect(wrong).toEqual([]);
      expect(await castFingerprint(cast)).toBe(before);
    });

    it('refuses a PUT keeping a picture stored before the address rule (400, nothing written) and takes one that replaces it with an upload', async () => {
      // docs/decisions.md: such a picture is still shown, but no edit keeps it.
      const id = await seedListing(cast.agent, { image: 'https://img.example.com/old.jpg', floorPlans: ['https://img.example.com/old-plan.png'] });
      const before = fingerprint(await listingData(id));
      for (const changes of [{ MinimumPrice: 310_000 }, { image: photo(1) }]) {
        const answer = await put(id, changes);
        expect([answer.status, field(answer, 'message')]).toEqual([400, IMAGE_ADDRESS_MESSAGES.notUploaded]);
      }
      expect(fingerprint(await listingData(id))).toBe(before);
      expect((await put(id, { image: photo(1), floorPlans: [photo(10)] })).status).toBe(200);
      expect(await listingData(id)).toMatchObject({ image: photo(1), floorPlans: [photo(10)], status: 'pending' });
    });

    it('keeps stored facts and pictures a PUT leaves out (an old client), and removes those it sends empty', async () => {
      const id = await seedListing(cast.agent, { image: photo(1), photos: [photo(1), photo(2)], floorPlans: [photo(10)], panoramas: [photo(20)], facts: FACTS, status: 'pending', isVerified: false });
      expect((await put(id, { image: photo(1) })).status).toBe(200);
      expect(await listingData(id)).toMatchObject({ image: photo(1), photos: [photo(1), photo(2)], floorPlans: [photo(10)], panoramas: [photo(20)], facts: FACTS });

      expect((await put(id, { image: photo(1), facts: {}, photos: [], floorPlans: [], panoramas: [] })).status).toBe(200);
      const data = (await listingData(id)) ?? {};
      expect(Object.keys(data).filter((key) => ['facts', 'photos', 'floorPlans', 'panoramas'].includes(key))).toEqual([]);
      expect(data.image).toBe(photo(1));
      expect(data.searchFacts).toEqual(searchFactsOf({ MinimumPrice: 500_000, MaximumPrice: 450_000 }));
    });

    it('makes the first photo the cover when a PUT sends photos without an image; refuses a cover outside the stored gallery', async () => {
      const id = await seedListing(cast.agent, { image: photo(1), photos: [photo(1), photo(2)], status: 'pending', isVerified: false });
      expect((await put(id, { photos: [photo(3), photo(1)] })).status).toBe(200);
      expect(await listingData(id)).toMatchObject({ image: photo(3), photos: [photo(3), photo(1)] });
      const before = fingerprint(await listingData(id));
      const outside = await put(id, { image: photo(7) });
      expect(outside.status).toBe(400);
      expect(field(outside, 'message')).toBe(MEDIA_MESSAGES.coverNotInGallery);
      expect(fingerprint(await listingData(id))).toBe(before);
    });

    it.each([
      ['its facts', { facts: { ...FACTS, bedrooms: 5 } }],
      ['its photos, reordered', { photos: [photo(2), photo(1)], image: photo(1) }],
      ['a floor plan added', { floorPlans: [photo(10), photo(11)] }],
      ['its panoramas removed', { panoramas: [] }],
    ] as const)('sends a verified listing back to pending when %s change', async (_what, changes) => {
      const id = await seedListing(cast.agent, { image: photo(1), photos: [photo(1), photo(2)], floorPlans: [photo(10)], panoramas: [photo(20)], facts: FACTS });
      const answer = await put(id, { image: photo(1), ...changes });
      expect(answer.status).toBe(200);
      expect(await listingData(id)).toMatchObject({ status: 'pending', isVerified: false });
    });

    it('keeps a verified listing verified when its facts and pictures are sent unchanged with a price edit, and updates its search facts', async () => {
      const id = await seedListing(cast.agent, { title: 'Gallery house', location: `${place} Gallery`, image: photo(1), photos: [photo(1), photo(2)], facts: FACTS });
      const answer = await put(id, { image: photo(1), photos: [photo(1), photo(2)], facts: { ...FACTS, amenities: ['pool', 'garage'] }, MinimumPrice: 610_000, MaximumPrice: 650_000 });
      expect(answer.status).toBe(200);
      const data = (await listingData(id)) ?? {};
      expect(data).toMatchObject({ status: 'verified', isVerified: true, MinimumPrice: 610_000 });
      expect(data.searchFacts).toMatchObject({ priceLow: 610_000, priceHigh: 650_000, bedrooms: 4 });
    });

    it('keeps a listing from before galleries as Update property does: its one picture sent as photos is no change (domain contentAfterEdit)', async () => {
      const id = await seedListing(cast.agent, { title: 'Gallery house', location: `${place} Gallery`, image: photo(1) });
      expect((await put(id, { image: photo(1), photos: [photo(1)], MinimumPrice: 620_000 })).status).toBe(200);
      const kept = (await listingData(id)) ?? {};
      expect(kept).toMatchObject({ status: 'verified', isVerified: true, MinimumPrice: 620_000 });
      expect(kept).not.toHaveProperty('photos');
      expect((await put(id, { image: photo(1), photos: [photo(1), photo(2)] })).status).toBe(200);
      expect(await listingData(id)).toMatchObject({ photos: [photo(1), photo(2)], status: 'pending', isVerified: false });
    });

    it('refuses bad facts and pictures with the domain’s message (400), writing nothing', async () => {
      const id = await seedListing(cast.agent, { image: photo(1) });
      const before = await castFingerprint(cast);
      const cases: readonly (readonly [Record<string, unknown>, string])[] = [
        [{ facts: { bedrooms: 'three' } }, FACT_MESSAGES.bedrooms],
        [{ facts: { bedrooms: 2.5 } }, FACT_MESSAGES.bedrooms],
        [{ facts: { bedrooms: 51 } }, FACT_MESSAGES.bedrooms],
        [{ facts: { bathrooms: 2.25 } }, FACT_MESSAGES.bathrooms],
        [{ facts: { area: 0 } }, FACT_MESSAGES.area],
        [{ facts: { lotSize: 100_000_001 } }, FACT_MESSAGES.lotSize],
        [{ facts: { parking: -1 } }, FACT_MESSAGES.parking],
        [{ facts: { type: 'castle' } }, FACT_MESSAGES.typeInvalid],
        [{ facts: { amenities: ['moat'] } }, FACT_MESSAGES.amenityInvalid],
        [{ facts: { amenities: ['pool', 'pool'] } }, FACT_MESSAGES.amenityInvalid],
        [{ facts: { yearBuilt: 1599 } }, 'yearBuilt'],
        [{ facts: { storeys: 2 } }, 'unknown field(s) storeys'],
        [{ photos: Array.from({ length: 21 }, (_, n) => photo(n)), image: photo(0) }, MEDIA_MESSAGES.tooManyPhotos],
        [{ floorPlans: Array.from({ length: 6 }, (_, n) => photo(n)) }, MEDIA_MESSAGES.tooManyFloorPlans],
        [{ panoramas: Array.from({ length: 6 }, (_, n) => photo(n)) }, MEDIA_MESSAGES.tooManyPanoramas],
        [{ photos: [photo(1), photo(1)], image: photo(1) }, MEDIA_MESSAGES.duplicate],
        [{ photos: 'not a list' }, 'photos'],
        [{ floorPlans: [''] }, 'floorPlans'],
      ];
      const wrong: string[] = [];
      for (const [changes, message] of cases) {
        for (const answer of [await add({ image: photo(1), ...changes }), await put(id, { image: photo(1), ...changes })]) {
          const said = String(field(answer, 'message'));
          if (answer.status !== 400 || !said.includes(message)) wrong.push(`${JSON.stringify(changes).slice(0, 60)} -> ${answer.status} ${said}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(await castFingerprint(cast)).toBe(before);
      // At the bounds: accepted.
      const atBounds = await add({ image: photo(0), photos: Array.from({ length: 20 }, (_, n) => photo(n)), facts: { bedrooms: 50, bathrooms: 0.5, area: 1_000_000, parking: 100 } });
      expect(atBounds.status).toBe(201);
    });
  });

  describe('deletion (DELETE /properties/{id})', () => {
    let otherAgent: Account;
    beforeAll(async () => {
      otherAgent = await member(cast.prefix, 'other-agent', 'agent');
    });
    afterAll(async () => {
      await Promise.all([db.collection('users').doc(otherAgent.uid).delete(), auth.deleteUser(otherAgent.uid)]);
    });

    /** An offer by the cast's user on a listing of the cast's agent, in `status`; answers its id. */
    async function seedOffer(propertyId: string, status: string, fields: DocumentData = {}): Promise<string> {
      const ref = db.collection('offers').doc();
      await ref.set({
        propertyId,
        propertyImage: intakePictureUrl('lake'),
        propertyTitle: 'Lake house',
        location: 'Lakeside Drive, Springfield',
        agentUid: cast.agent.uid,
        agentName: 'Name of agent',
        agentEmail: cast.agent.email,
        offerAmount: 350_000,
        buyerUid: cast.user.uid,
        buyerEmail: cast.user.email,
        buyerName: 'Name of user',
        status,
        createdAt: FieldValue.serverTimestamp(),
        ...fields,
      });
      return ref.id;
    }
    const offerData = async (id: string): Promise<DocumentData | undefined> => (await db.collection('offers').doc(id).get()).data();
    /** The listing and the given offers, as comparable text. */
    const snapshotOf = async (listing: string, offers: readonly string[]): Promise<string> => fingerprint([await listingData(listing), ...(await Promise.all(offers.map(offerData)))]);
    /** DELETE as the token's owner (the listing's agent unless told), or signed out with `null`. */
    const remove = (id: string, token: string | null = cast.agent.token) => call({ method: 'DELETE', path: `/properties/${id}` }, token ?? undefined);

    it.each([
      ['bought', { transactionId: 'pi_paid_for', paidAt: Timestamp.now() }],
      ['accepted', { transactionId: 'pi_accepted', decidedAt: Timestamp.now() }],
    ] as const)('refuses to delete a listing with a %s offer (409 and why), changing nothing', async (status, fields) => {
      const id = await seedListing(cast.agent);
      const offers = [await seedOffer(id, 'pending'), await seedOffer(id, status, fields)];
      const before = await snapshotOf(id, offers);
      const answer = await remove(id);
      expect(answer.status).toBe(409);
      expect(field(answer, 'message')).toBe(MESSAGES.property.deleteBlocked);
      expect(await snapshotOf(id, offers)).toBe(before);
    });

    it('refuses to delete a sold listing (409 and why)', async () => {
      const id = await seedListing(cast.agent, { soldAt: Timestamp.now(), soldOfferId: 'offer-gone' });
      const answer = await remove(id);
      expect(answer.status).toBe(409);
      expect(field(answer, 'message')).toBe(MESSAGES.property.deleteSold);
      expect(await listingData(id)).toBeDefined();
    });

    it('deletes a listing with only pending and rejected offers: pending ones rejected with decidedAt, the rest untouched', async () => {
      const [id, elsewhere] = await Promise.all([seedListing(cast.agent), seedListing(cast.agent)]);
      const pending = [await seedOffer(id, 'pending'), await seedOffer(id, 'pending')];
      const rejected = await seedOffer(id, 'rejected', { decidedAt: Timestamp.fromMillis(1_700_000_000_000) });
      const unrelated = await seedOffer(elsewhere, 'pending');
      const untouched = await snapshotOf(elsewhere, [rejected, unrelated]);

      const answer = await remove(id);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ acknowledged: true, deletedCount: 1 });
      expect(await listingData(id)).toBeUndefined();
      for (const offer of pending) {
        const data = await offerData(offer);
        expect(data?.status).toBe('rejected');
        expect(data?.decidedAt).toBeInstanceOf(Timestamp);
      }
      expect(await snapshotOf(elsewhere, [rejected, unrelated])).toBe(untouched);
    });

    it("refuses someone else's listing (403: another agent, an admin, a user; 401 signed out) and a missing one (404)", async () => {
      const id = await seedListing(cast.agent);
      const pendingOffer = await seedOffer(id, 'pending');
      const before = await snapshotOf(id, [pendingOffer]);
      for (const token of [otherAgent.token, cast.admin.token, cast.user.token]) {
        const answer = await remove(id, token);
        expect(answer.status).toBe(403);
      }
      expect((await remove(id, null)).status).toBe(401);
      expect(await snapshotOf(id, [pendingOffer])).toBe(before);

      const missing = await remove(`${cast.prefix}-no-such-listing`);
      expect(missing.status).toBe(404);
      expect(field(missing, 'message')).toBe(MESSAGES.property.notFound);
    });
  });
});
