// First: points the admin SDK at the emulators.
import { db, eventually } from '../facade/support/admin';
import { describe, expect, it } from 'vitest';
import { locationSearchKeys } from '@homehaven/domain/search';
import { seedListing, useCast } from '../facade/support/cast';

const FORGED = ['new york', 'new'];

/** A listing's stored search keys. */
async function keysOf(id: string): Promise<unknown> {
  return (await db.collection('properties').doc(id).get()).get('locationKeys');
}

/** Waits until the listing's keys are exactly those of `location` (the trigger runs after the write). */
function keysBecome(id: string, location: string): Promise<void> {
  const wanted = JSON.stringify(locationSearchKeys(location));
  return eventually(`the keys of "${location}" on ${id}`, async () => JSON.stringify(await keysOf(id)) === wanted);
}

describe('the location-keys trigger (properties/{id} written)', () => {
  const cast = useCast();

  it('replaces forged keys with those of the location, on create and when an edit forges them again', async () => {
    // Written with the admin SDK, bypassing the rules that refuse client-written keys.
    const id = await seedListing(cast().agent, { location: 'Paris, France', locationKeys: FORGED });
    await keysBecome(id, 'Paris, France');
    expect(await keysOf(id)).not.toContain('new york');

    await db.collection('properties').doc(id).update({ locationKeys: [...FORGED, 'paris'] });
    await keysBecome(id, 'Paris, France');
  });

  it('follows a location edit that carries no keys', async () => {
    const id = await seedListing(cast().agent, { location: 'Paris, France', locationKeys: FORGED });
    await keysBecome(id, 'Paris, France');

    // A location edit as a client makes it under the rules: the location only.
    await db.collection('properties').doc(id).update({ location: 'Lyon, France' });
    await keysBecome(id, 'Lyon, France');
    expect(await keysOf(id)).not.toContain('paris');
  });

  it('leaves a listing whose keys already match alone (its own write does not loop)', async () => {
    const id = await seedListing(cast().agent, { location: 'Paris, France', locationKeys: FORGED });
    await keysBecome(id, 'Paris, France');
    const ref = db.collection('properties').doc(id);
    const settled = (await ref.get()).updateTime;
    // Long enough for a looping trigger to have written again many times over.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(settled).toBeDefined();
    expect((await ref.get()).updateTime).toEqual(settled);
  });
});
