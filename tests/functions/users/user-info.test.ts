import { describe, expect, it } from 'vitest';
import { IMAGE_ADDRESS_MESSAGES } from '@homehaven/domain/image-address';
import { BAD_PROFILE_ADDRESS_SAMPLES } from '@homehaven/domain/image-address-samples';
import { MESSAGES } from '@homehaven/domain/messages';
import { newUser } from '../../rules/matrix/payloads';
import { signUpWithPassword } from '../../../tools/emulators/auth-rest';
import { auth, db } from '../facade/support/admin';
import { call, field } from '../facade/support/api';
import { useCast } from '../facade/support/cast';

const enc = encodeURIComponent;

describe('POST /userInfo and GET /user/roll/{email}', () => {
  const cast = useCast();

  it('saves the caller as a user, in exactly the rules\' shape, once; then 409 "User already exists"', async () => {
    const body = { name: 'New Person', email: cast().newcomer.email, image: 'https://img.example.com/p.png' };
    const answer = await call({ method: 'POST', path: '/userInfo', body }, cast().newcomer.token);
    expect(answer).toMatchObject({ status: 201, body: { insertedId: cast().newcomer.uid } });
    const stored = (await db.collection('users').doc(cast().newcomer.uid).get()).data() ?? {};
    expect(Object.keys(stored).sort()).toEqual(Object.keys(newUser('newcomer')).sort());
    expect(stored).toMatchObject({ ...body, roll: 'user' });
    expect(await call({ method: 'POST', path: '/userInfo', body }, cast().newcomer.token)).toMatchObject({ status: 409, body: { message: MESSAGES.auth.userExists } });
  });

  it('refuses a photo at an address a profile picture may not have (another scheme, a line break, ...): 400 with the domain’s message, nothing saved', async () => {
    // docs/facade.md "Validation", domain/src/image-address.ts: a profile picture is none, the intake's, or https.
    const newcomer = await signUpWithPassword();
    try {
      const wrong: string[] = [];
      for (const [what, image] of BAD_PROFILE_ADDRESS_SAMPLES) {
        const answer = await call({ method: 'POST', path: '/userInfo', body: { email: newcomer.email, image } }, newcomer.idToken);
        if (answer.status !== 400 || !String(field(answer, 'message')).includes(IMAGE_ADDRESS_MESSAGES.profile)) wrong.push(`${what} -> ${answer.status}`);
      }
      expect(wrong).toEqual([]);
      expect((await db.collection('users').doc(newcomer.uid).get()).exists).toBe(false);
    } finally {
      await Promise.all([auth.deleteUser(newcomer.uid), db.collection('users').doc(newcomer.uid).delete()]);
    }
  });

  it("refuses to save someone else's e-mail (403) and callers without a token (401)", async () => {
    expect((await call({ method: 'POST', path: '/userInfo', body: { email: cast().admin.email } }, cast().user.token)).status).toBe(403);
    expect((await call({ method: 'POST', path: '/userInfo', body: { email: cast().user.email } })).status).toBe(401);
  });

  it("answers {roll} for the caller's own e-mail, any e-mail for admins, 403 otherwise, 404 for nobody", async () => {
    expect(await call({ method: 'GET', path: `/user/roll/${enc(cast().agent.email)}` }, cast().agent.token)).toMatchObject({ status: 200, body: { roll: 'agent' } });
    expect(field(await call({ method: 'GET', path: `/user/roll/${enc(cast().agent.email)}` }, cast().admin.token), 'roll')).toBe('agent');
    expect((await call({ method: 'GET', path: `/user/roll/${enc(cast().agent.email)}` }, cast().user.token)).status).toBe(403);
    expect((await call({ method: 'GET', path: `/user/roll/${enc(`nobody-${cast().prefix}@example.com`)}` }, cast().admin.token)).status).toBe(404);
  });
});
