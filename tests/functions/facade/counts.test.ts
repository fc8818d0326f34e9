import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { member, seedListing, useCast } from './support/cast';
import { auth, db } from './support/admin';

interface Stats {
  properties: number;
  offers: number;
  myProperties: number;
  users: number | null;
}

async function stats(token?: string): Promise<Stats> {
  const answer = await call({ method: 'GET', path: '/stats' }, token);
  expect(answer.status).toBe(200);
  return answer.body as Stats;
}

/**
 * Counts as deltas: other suites write to the same emulator, so totals over the whole project grow by
 * at least what this test added; counts scoped to this test's accounts grow by exactly that.
 */
describe('GET /stats: counts for the dashboard home', () => {
  const cast = useCast();

  it('needs sign-in', async () => {
    expect((await call({ method: 'GET', path: '/stats' })).status).toBe(401);
  });

  it('counts what each role may read, and moves by what was added', async () => {
    const [admin0, agent0, user0] = await Promise.all([stats(cast().admin.token), stats(cast().agent.token), stats(cast().user.token)]);
    expect(agent0).toMatchObject({ myProperties: 0, offers: 0, users: null });
    expect(user0).toMatchObject({ myProperties: 0, offers: 0, users: null });
    // The cast's four users documents (the newcomer has none yet), plus whatever else the project holds.
    expect(admin0.users).toBeGreaterThanOrEqual(4);

    const listing = await seedListing(cast().agent);
    await seedListing(cast().agent, { status: 'pending', isVerified: false });
    const offer = await call({ method: 'POST', path: '/makeOffer', body: { propertyId: listing, offerAmount: 350_000 } }, cast().user.token);
    expect(offer.status).toBe(201);
    await member(cast().prefix, 'late-comer', 'user');

    const [admin1, agent1, user1] = await Promise.all([stats(cast().admin.token), stats(cast().agent.token), stats(cast().user.token)]);
    expect(agent1.myProperties - agent0.myProperties).toBe(2);
    expect(agent1.offers - agent0.offers).toBe(1);
    expect(user1.offers - user0.offers).toBe(1);
    // Public counts move by the verified listing only (the pending one is not public).
    expect(user1.properties - user0.properties).toBeGreaterThanOrEqual(1);
    expect(admin1.properties - admin0.properties).toBeGreaterThanOrEqual(2);
    expect(admin1.offers - admin0.offers).toBeGreaterThanOrEqual(1);
    expect((admin1.users ?? 0) - (admin0.users ?? 0)).toBeGreaterThanOrEqual(1);
    await Promise.all([db.collection('users').doc(`${cast().prefix}-late-comer`).delete(), auth.deleteUser(`${cast().prefix}-late-comer`)]);
  });
});
