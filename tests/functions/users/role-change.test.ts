import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, canChangeRole, type Role } from '@homehaven/domain/roles';
import { db } from '../facade/support/admin';
import { call } from '../facade/support/api';
import { member, newCast, removeCast, type Cast } from '../facade/support/cast';
import { newPrefix, type Account } from '../facade/support/run';
import { auth } from '../facade/support/admin';

const enc = encodeURIComponent;

/** Every (from, to) pair of roles: the facade must agree with canChangeRole on each. */
const PAIRS: [Role, Role][] = ROLES.flatMap((from) => ROLES.map((to): [Role, Role] => [from, to]));

describe('PATCH /user/roll/{email}', () => {
  let cast: Cast;
  const targets: Account[] = [];
  beforeAll(async () => {
    cast = await newCast();
  });
  afterAll(async () => {
    await removeCast(cast);
    await Promise.all(targets.map((t) => db.collection('users').doc(t.uid).delete()));
    if (targets.length) await auth.deleteUsers(targets.map((t) => t.uid));
  });

  it.each(PAIRS)('from %s to %s: allowed exactly when canChangeRole says so', async (from, to) => {
    // A user in `from` with no listings, so marking fraud has nothing to withdraw.
    const target = await member(newPrefix(), `target-${from}`, from);
    targets.push(target);
    const answer = await call({ method: 'PATCH', path: `/user/roll/${enc(target.email)}`, body: { roll: to } }, cast.admin.token);
    const stored = (await db.collection('users').doc(target.uid).get()).get('roll') as Role;
    if (canChangeRole(from, to)) {
      expect(answer).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
      expect(stored).toBe(to);
    } else {
      expect(answer.status).toBe(403);
      expect(stored).toBe(from);
    }
  });

  it('is for admins only, never on themselves, and takes exactly {roll}', async () => {
    const path = `/user/roll/${enc(cast.user.email)}`;
    expect((await call({ method: 'PATCH', path, body: { roll: 'agent' } })).status).toBe(401);
    expect((await call({ method: 'PATCH', path, body: { roll: 'agent' } }, cast.agent.token)).status).toBe(403);
    expect((await call({ method: 'PATCH', path: `/user/roll/${enc(cast.admin.email)}`, body: { roll: 'agent' } }, cast.admin.token)).status).toBe(403);
    expect((await call({ method: 'PATCH', path, body: { roll: 'agent', name: 'x' } }, cast.admin.token)).status).toBe(400);
    expect((await call({ method: 'PATCH', path, body: { roll: 'superuser' } }, cast.admin.token)).status).toBe(400);
    expect((await db.collection('users').doc(cast.user.uid).get()).get('roll')).toBe('user');
  });
});
