// First: points the admin SDK at the emulators.
import { db, eventually } from '../facade/support/admin';
import { describe, expect, it } from 'vitest';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { geohashOf, type Position } from '@homehaven/domain/geo';
import { schoolsDocPath, SCHOOLS_RADIUS_METRES } from '@homehaven/domain/neighbourhood';
import { GEO_STAND_IN_URL } from '../../../functions/src/neighbourhood/stand-in-settings';
import { cityPlace } from '../../../tools/geo-stand-in/places';
import { seedListing, useCast } from '../facade/support/cast';
import { triggersCaughtUp } from '../support/trigger-marker';

const listing = (id: string) => db.collection('properties').doc(id);
const schoolsOf = (id: string) => db.doc(schoolsDocPath(id));

/** A point near `centre`, a few hundred metres off in a direction of its own, so no other test asks the stand-in about the same spot. */
function near(centre: Position, salt: number): Position {
  const angle = (salt * 137.5 * Math.PI) / 180;
  const metres = 100 + (salt % 7) * 60;
  return { lat: centre.lat + (Math.sin(angle) * metres) / 111_195, lng: centre.lng + (Math.cos(angle) * metres) / (111_195 * Math.cos((centre.lat * Math.PI) / 180)) };
}

/** How many times the geo stand-in was asked for the schools around a position. */
async function overpassCalls(position: Position): Promise<number> {
  const answer = await fetch(`${GEO_STAND_IN_URL}/_stand-in/overpass-calls?lat=${position.lat}&lng=${position.lng}`);
  return ((await answer.json()) as { calls: number }).calls;
}

const geohashIs = (id: string, wanted: string | undefined) => async () => (await listing(id).get()).get('geohash') === wanted;
const schoolsFor = (id: string, position: Position) => async () => {
  const stored = await schoolsOf(id).get();
  const at = stored.get('position') as Position | undefined;
  return stored.exists && at?.lat === position.lat && at.lng === position.lng;
};

describe('the listing trigger: geohash and nearby schools (properties/{id} written)', () => {
  const cast = useCast();
  let salt = Math.floor(Math.random() * 1000);
  const austin = () => near(cityPlace('Austin, Texas').centre, (salt += 1));

  it('derives the geohash from the position a client wrote, replaces a forged one, and removes it with the pin', async () => {
    const position = austin();
    const id = await seedListing(cast().agent, { position, geohash: 'dr5regw3pp' });
    await eventually('the geohash of the position', geohashIs(id, geohashOf(position)));

    const moved = austin();
    await listing(id).update({ position: moved });
    await eventually('the geohash of the moved position', geohashIs(id, geohashOf(moved)));

    await listing(id).update({ position: FieldValue.delete() });
    await eventually('no geohash without a position', geohashIs(id, undefined));
    await eventually('no schools without a position', async () => !(await schoolsOf(id).get()).exists);
  });

  it('stores the schools within the radius, nearest first, once per position: a later write of the listing asks the service nothing', async () => {
    const position = austin();
    const id = await seedListing(cast().agent, { position });
    await eventually('the schools of the listing', schoolsFor(id, position));
    const stored = await schoolsOf(id).get();
    expect(stored.get('status')).toBe('ready');
    const schools = stored.get('schools') as { name: string; kind: string; distance: number }[];
    expect(schools.length).toBeGreaterThan(0);
    expect(schools.every((school) => school.distance <= SCHOOLS_RADIUS_METRES && school.name.trim() !== '')).toBe(true);
    expect(schools.map((school) => school.distance)).toEqual([...schools.map((school) => school.distance)].sort((a, b) => a - b));
    expect(stored.get('fetchedAt')).toBeInstanceOf(Timestamp);
    expect(await overpassCalls(position)).toBe(1);

    // A price edit runs the trigger again; the schools of this position are kept, not fetched again.
    await listing(id).update({ MinimumPrice: 310_000 });
    let marker = '';
    const markerPosition = austin();
    await triggersCaughtUp({
      what: "a later listing's geohash",
      write: async () => {
        marker = await seedListing(cast().agent, { position: markerPosition });
      },
      answered: async () => marker !== '' && (await geohashIs(marker, geohashOf(markerPosition))()),
    });
    expect(await overpassCalls(position)).toBe(1);
    expect((await schoolsOf(id).get()).updateTime).toEqual(stored.updateTime);
  });

  it('fetches again for a moved pin', async () => {
    const position = austin();
    const id = await seedListing(cast().agent, { position, geohash: geohashOf(position) });
    await eventually('the schools of the first position', schoolsFor(id, position));
    const moved = austin();
    await listing(id).update({ position: moved });
    await eventually('the schools of the moved position', schoolsFor(id, moved));
    expect(await overpassCalls(moved)).toBe(1);
  });

  it('saves the listing all the same when the service fails, and says the schools are unavailable', async () => {
    // The stand-in fails every request around Null Island (0, 0): Overpass's timeout.
    const nullIsland = { lat: 0.0001 * (salt % 50), lng: 0.0002 };
    const id = await seedListing(cast().agent, { position: nullIsland });
    await eventually('the schools marked unavailable', schoolsFor(id, nullIsland));
    const stored = await schoolsOf(id).get();
    expect(stored.get('status')).toBe('unavailable');
    expect(stored.get('schools')).toEqual([]);
    expect((await listing(id).get()).get('geohash')).toBe(geohashOf(nullIsland));
  });
});
