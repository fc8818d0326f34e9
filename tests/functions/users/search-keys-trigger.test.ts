// First: points the admin SDK at the emulators.
import { db, eventually } from '../facade/support/admin';
import { describe, expect, it } from 'vitest';
import { userSearchKeys } from '@homehaven/domain/search';
import { useCast } from '../facade/support/cast';

/** A user's stored search keys. */
async function keysOf(uid: string): Promise<unknown> {
  return (await db.collection('users').doc(uid).get()).get('searchKeys');
}

/** Waits until the user's keys are exactly those of `name` and `email` (the trigger runs after the write). */
function keysBecome(uid: string, name: string, email: string): Promise<void> {
  const wanted = JSON.stringify(userSearchKeys(name, email));
  return eventually(`the search keys of "${name}" on ${uid}`, async () => JSON.stringify(await keysOf(uid)) === wanted);
}

describe('the user search-keys trigger (users/{uid} written)', () => {
  const cast = useCast();

  it('derives the keys of a new user from their name and e-mail', async () => {
    const { uid, email } = cast().user;
    await keysBecome(uid, 'Name of user', email);
  });

  it('follows a name change, and replaces forged keys', async () => {
    const { uid, email } = cast().otherUser;
    await keysBecome(uid, 'Name of other-user', email);

    // A profile edit as the client makes it under the rules: the name only.
    await db.collection('users').doc(uid).update({ name: 'Zelda Quartz' });
    await keysBecome(uid, 'Zelda Quartz', email);
    expect(await keysOf(uid)).not.toContain('name of');

    // Written with the admin SDK, bypassing the rules that refuse client-written keys.
    await db
      .collection('users')
      .doc(uid)
      .update({ searchKeys: ['admin'] });
    await keysBecome(uid, 'Zelda Quartz', email);
  });
});
