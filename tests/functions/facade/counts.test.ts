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

  /**
   * How much a project-wide total (as the holder of `token` sees it) grows across `add`. Other files end by deleting
   * what they made, which can outweigh one addition between two reads, so a total that did not grow
   * is measured again around a new addition, up to three times: a count that never moves still fails.
   */
  async function growthOf(token: string, total: 'properties' | 'offers' | 'users', add: (attempt: number) => Promise<unknown>): Promise<number> {
    let growth = 0;
    for (let attempt = 0; attempt < 3 && growth < 1; attempt += 1) {
      const before = (await stats(token))[total] ?? 0;
      await add(attempt);
      growth = ((await stats(token))[total] ?? 0) - before;
    }
    return growth;
  }

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

    // Counts scoped to this test's accounts grow by exactly what it added.
    const [agent1, user1] = await Promise.all([stats(cast().agent.token), stats(cast().user.token)]);
    expect(agent1.myProperties - agent0.myProperties).toBe(2);
    expect(agent1.offers - agent0.offers).toBe(1);
    expect(user1.offers - user0.offers).toBe(1);

    // Project-wide totals grow by at least what is added: the public count by a verified listing only
    // (a pending one is not public), the admin's by any listing, offer or users document.
    const admin = cast().admin.token;
    expect(await growthOf(cast().user.token, 'properties', () => seedListing(cast().agent))).toBeGreaterThanOrEqual(1);
    expect(await growthOf(admin, 'properties', () => seedListing(cast().agent, { status: 'pending', isVerified: false }))).toBeGreaterThanOrEqual(1);
    expect(
      await growthOf(admin, 'offers', async () => {
        const another = await seedListing(cast().agent);
        expect((await call({ method: 'POST', path: '/makeOffer', body: { propertyId: another, offerAmount: 350_000 } }, cast().user.token)).status).toBe(201);
      }),
    ).toBeGreaterThanOrEqual(1);
    const lateComers: string[] = [];
    expect(await growthOf(admin, 'users', async (attempt) => lateComers.push((await member(cast().prefix, `late-comer-${attempt}`, 'user')).uid))).toBeGreaterThanOrEqual(1);
    await Promise.all(lateComers.flatMap((uid) => [db.collection('users').doc(uid).delete(), auth.deleteUser(uid)]));
  });
});
