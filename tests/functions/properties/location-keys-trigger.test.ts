// First: points the admin SDK at the emulators.
import { db, eventually } from '../facade/support/admin';
import { describe, expect, it } from 'vitest';
import { locationSearchKeys } from '@homehaven/domain/search';
import { useCast } from '../facade/support/cast';
import { seedListing } from '../facade/support/cast';
import { triggersCaughtUp } from '../support/trigger-marker';

const FORGED = ['new york', 'new'];

/** A listing's stored search keys. */
async function keysOf(id: string): Promise<unknown> {
  return (await db.collection('properties').doc(id).get()).get('locationKeys');
}

/** Whether the listing's keys are exactly those of `location`. */
async function keysAre(id: string, location: string): Promise<boolean> {
  return JSON.stringify(await keysOf(id)) === JSON.stringify(locationSearchKeys(location));
}

/** Waits until the listing's keys are exactly those of `location` (the trigger runs after the write). */
function keysBecome(id: string, location: string): Promise<void> {
  return eventually(`the keys of "${location}" on ${id}`, () => keysAre(id, location));
}

describe('the location-keys trigger (properties/{id} written)', () => {
  const cast = useCast();

  it('replaces forged keys with those of the location, on create and when an edit forges them again', async () => {
    // Written with the admin SDK, bypassing the rules that refuse client-written keys.
    const id = await seedListing(cast().agent, { location: 'Paris, France', locationKeys: FORGED });
    await keysBecome(id, 'Paris, France');
    expect(await keysOf(id)).not.toContain('new york');

    await db
      .collection('properties')
      .doc(id)
      .update({ locationKeys: [...FORGED, 'paris'] });
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
    const { agent } = cast();
    const id = await seedListing(agent, { location: 'Paris, France', locationKeys: FORGED });
    const other = await seedListing(agent, { location: 'Lyon, France' });
    await keysBecome(id, 'Paris, France');
    const ref = db.collection('properties').doc(id);
    const settled = (await ref.get()).updateTime;
    expect(settled).toBeDefined();

    // The trigger's own write is an event too. Another listing's forged keys are replaced only after
    // the trigger has handled it: had it written again, the listing would have changed since.
    await triggersCaughtUp({
      what: `the keys of ${other} replaced`,
      write: () => db.collection('properties').doc(other).update({ locationKeys: FORGED }),
      answered: () => keysAre(other, 'Lyon, France'),
    });
    expect((await ref.get()).updateTime).toEqual(settled);
  });
});
