import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteField, doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { mapListingsQueries, mapResults, type MapCandidate } from '../../../domain/src/queries/map';
import { MAP_REQUESTS } from '../query-catalogue';
import { runQuery } from '../support/operations';
import { geohashOf, isPosition } from '../../../domain/src/geo';
import { positionSchema } from '../../../domain/src/position-schema';
import { RESUBMITTED } from '../../../domain/src/listing-edit';
import { MAP_POSITIONS, PROPERTY } from '../matrix/listings';
import { REQUEST_TIME, listingEdit, newProperty, priceEdit, verdictOn } from '../matrix/payloads';
import type { DocData, FieldValue } from '../matrix/types';
import { dbAs } from '../support/env';
import { allowed, denied } from '../support/expect-case';
import { worldLeftUntouched } from '../support/seed';

/** Positions the rules must refuse (domain/src/geo.ts isPosition): each on its own. */
const BAD_POSITIONS: readonly [string, FieldValue][] = [
  ['a latitude above 90', { lat: 90.000001, lng: 0 }],
  ['a latitude below -90', { lat: -90.5, lng: 0 }],
  ['a longitude above 180', { lat: 0, lng: 180.5 }],
  ['a longitude below -180', { lat: 0, lng: -181 }],
  ['a latitude as text', { lat: '40.7', lng: -74 }],
  ['a position without its longitude', { lat: 40.7 }],
  ['a position with an altitude', { lat: 40.7, lng: -74, alt: 10 }],
  ['an empty position', {}],
  ['a position as a list', [40.7, -74]],
  ['a position as text', '40.7, -74'],
  ['a null position', null],
];

/** Positions every judge takes: inside the globe and on its edges. */
const GOOD_POSITIONS = [
  { lat: 40.7128, lng: -74.006 },
  { lat: -90, lng: -180 },
  { lat: 90, lng: 180 },
  { lat: 0, lng: 0 },
];

/**
 * properties/{id}: the agent's map position (docs/listings.md "Map"), on create and on edit, and the
 * geohash, which only the listing trigger writes (as it writes search keys).
 */
export function listingPositionsSuite(env: () => RulesTestEnvironment): void {
  describe('listing positions and geohashes', () => {
    const create = (overrides: DocData) => ({ actor: 'agent' as const, collection: 'properties' as const, operation: 'create' as const, data: newProperty('agent', overrides) });
    const edit = (docId: string, data: DocData) => ({ actor: 'agent' as const, collection: 'properties' as const, operation: 'update' as const, docId, data });
    const contentEdit = (change: DocData, status: DocData = RESUBMITTED): DocData => ({ ...change, updatedAt: REQUEST_TIME, ...status });
    const moved = { lat: 40.75, lng: -73.99 };

    it('allows a new listing with a position, at the edges of the globe too, and one without', async () => {
      for (const position of GOOD_POSITIONS) {
        await allowed(env(), create({ position }));
        // The domain and the facade take it too: the three judge a position alike.
        expect([isPosition(position), positionSchema.safeParse(position).success]).toEqual([true, true]);
      }
      await allowed(env(), create({}));
    });

    for (const [what, position] of BAD_POSITIONS) {
      it(`refuses ${what}, on a new listing and on an edit, as the domain and the facade do`, async () => {
        expect([isPosition(position), positionSchema.safeParse(position).success]).toEqual([false, false]);
        await denied(env(), create({ position }));
        await denied(env(), edit(PROPERTY.pending, contentEdit({ position })));
        worldLeftUntouched();
      });
    }

    it('refuses a geohash written by a client on a new listing, even the one the trigger would derive', async () => {
      const position = { lat: 40.7128, lng: -74.006 };
      await denied(env(), create({ position, geohash: geohashOf(position) }));
      await denied(env(), create({ geohash: geohashOf(position) }));
    });

    it('refuses a geohash written by a client on an update: by its agent, alone or with a move, and by an admin, alone or with a verdict', async () => {
      // A forged geohash would put the listing on the map of another city.
      const forged = geohashOf(MAP_POSITIONS.newOrleans);
      await denied(env(), edit(PROPERTY.verified, priceEdit('agent', { geohash: forged })));
      await denied(env(), edit(PROPERTY.verified, contentEdit({ position: moved, geohash: geohashOf(moved) })));
      const admin = (docId: string, data: DocData) => ({ ...edit(docId, data), actor: 'admin' as const });
      await denied(env(), admin(PROPERTY.verified, { geohash: forged }));
      await denied(env(), admin(PROPERTY.pending, verdictOn(PROPERTY.pending, 'verified', { geohash: forged })));
      await allowed(env(), admin(PROPERTY.pending, verdictOn(PROPERTY.pending, 'verified')));
    });

    it('sends a verified listing back to pending when its pin moves, and refuses it staying verified', async () => {
      await denied(env(), edit(PROPERTY.verified, contentEdit({ position: moved }, {})));
      await denied(env(), edit(PROPERTY.verified, contentEdit({ position: moved }, { status: 'verified', isVerified: true })));
      await allowed(env(), edit(PROPERTY.verified, listingEdit('agent', { position: moved })));
    });

    it('takes a removed pin as a content edit: resubmitted, or refused', async () => {
      const listing = doc(dbAs(env(), 'agent'), 'properties', PROPERTY.verified);
      await assertFails(updateDoc(listing, { position: deleteField(), updatedAt: serverTimestamp() }));
      await assertSucceeds(updateDoc(listing, { position: deleteField(), updatedAt: serverTimestamp(), ...RESUBMITTED }));
    });

    it('keeps a listing verified on a price-only edit, its position and geohash untouched', async () => {
      await allowed(env(), edit(PROPERTY.reversedPrices, priceEdit('agent')));
    });

    it("freezes a sold listing's position", async () => {
      await denied(env(), edit(PROPERTY.sold, contentEdit({ position: moved })));
      await denied(env(), edit(PROPERTY.sold, contentEdit({ position: moved }, {})));
    });

    it("answers a map view with the public listings within it, in the list's order, through all its geohash ranges together", async () => {
      // The featured views keep Newark's featured apartment only: New Haven's featured house is outside the view.
      const expected: readonly string[][] = [
        [PROPERTY.reversedPrices, PROPERTY.verified],
        [PROPERTY.reversedPrices, PROPERTY.verified],
        [PROPERTY.verified],
        [PROPERTY.verified],
        [PROPERTY.reversedPrices],
        [PROPERTY.reversedPrices],
        [PROPERTY.reversedPrices],
        [],
      ];
      for (const [index, [what, request]] of MAP_REQUESTS.entries()) {
        const answers = await Promise.all(
          mapListingsQueries(request).map(async ({ collection, spec }) =>
            (await runQuery(env(), 'signedOut', collection, spec)).docs.map((found): MapCandidate => ({
              id: found.id,
              position: found.get('position'),
              MinimumPrice: found.get('MinimumPrice'),
              createdAtSeconds: found.get('createdAt').seconds,
            })),
          ),
        );
        expect(
          mapResults(answers, request.view, 'newest').listings.map((listing) => listing.id),
          what,
        ).toEqual(expected[index]);
      }
      worldLeftUntouched();
    });

    it('refuses a position from another agent and from a fraud agent', async () => {
      await denied(env(), { ...edit(PROPERTY.otherAgents, contentEdit({ position: moved })), actor: 'agent' });
      await denied(env(), { ...edit(PROPERTY.withdrawn, contentEdit({ position: moved })), actor: 'fraud' });
      worldLeftUntouched();
    });
  });
}
