import { beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_LISTINGS_PAGE_SIZE, AGENCY_PAGE_AGENTS, AGENCY_PROFILE_MESSAGES as M, type AgencyProfileAnswer } from '@homehaven/domain/agency-profile';
import { API_MESSAGES } from '../../../functions/src/http/api-messages';
import { db } from '../facade/support/admin';
import { call } from '../facade/support/api';
import type { Account } from '../facade/support/run';
import { useAgencyPeople } from '../agencies/support';
import { join, listing, sellerOf } from './support';

type Answer = AgencyProfileAnswer<{ _id: string; title: string }>;
const titlesOf = (listings: readonly { title: string }[]) => listings.map((item) => item.title);

/** GET /agencies/{uid} (docs/facade.md "Agencies"): the public agency page's read, signed out. */
describe('GET /agencies/{uid}', () => {
  const { person, agency } = useAgencyPeople();
  let harbor: Account;
  let brightside: Account;
  /** Harbor's public listings, newest first. */
  const shown: string[] = [];
  const hidden: string[] = [];
  const base = Date.now() - 3_600_000;
  const at = (minutes: number) => new Date(base + minutes * 60_000);

  beforeAll(async () => {
    [harbor, brightside] = await Promise.all([agency('harbor'), agency('brightside')]);
    const [ana, ben, olly] = await Promise.all([person('agent', 'ana'), person('agent', 'ben'), person('agent', 'olly')]);
    await join(harbor, ana, 'Ana Harbor', at(1));
    await join(harbor, ben, 'Ben Harbor', at(2));
    await join(brightside, olly, 'Olly Brightside', at(3));
    const [seller, brightSeller] = await Promise.all([sellerOf(harbor), sellerOf(brightside)]);
    // Its agents' public listings and its own (an agency sells too), a minute apart.
    const owners = [ana, ben, harbor];
    const count = AGENCY_LISTINGS_PAGE_SIZE + 2;
    for (let index = 0; index < count; index += 1) {
      const owner = owners[index % owners.length] ?? ana;
      await listing(owner, `Harbor home ${index}`, at(10 + index), { seller: owner === harbor ? { ...seller, kind: 'agency' } : seller });
      shown.unshift(`Harbor home ${index}`);
    }
    // Newer than all of them, but not public, another agency's, or a lone agent's.
    await listing(ana, 'Harbor pending', at(40), { seller, status: 'pending', isVerified: false });
    await listing(ben, 'Harbor rejected', at(41), { seller, status: 'rejected', isVerified: false });
    await listing(ben, 'Harbor withdrawn', at(42), { seller, withdrawn: true });
    await listing(olly, 'Brightside home', at(43), { seller: brightSeller });
    await listing(ana, 'Ana on her own', at(44));
    hidden.push('Harbor pending', 'Harbor rejected', 'Harbor withdrawn', 'Brightside home', 'Ana on her own');
  });

  it('answers the agency, its agents (the latest to join first) and its first page of public listings, newest first, cacheable publicly', async () => {
    const answer = await call({ method: 'GET', path: `/agencies/${harbor.uid}` });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=60');
    const body = answer.body as Answer;
    const profile = (await db.doc(`agencies/${harbor.uid}`).get()).data();
    expect(body.agency).toEqual({ uid: harbor.uid, name: profile?.name, logo: '', bio: profile?.bio, agentCount: 2 });
    expect(body.agents.map((agent) => agent.name)).toEqual(['Ben Harbor', 'Ana Harbor']);
    expect(body.agents[0]).toEqual({ uid: expect.any(String), name: 'Ben Harbor', image: '' });
    expect(titlesOf(body.listings)).toEqual(shown.slice(0, AGENCY_LISTINGS_PAGE_SIZE));
    expect(body.next).toBe(body.listings.at(-1)?._id);
  });

  it('answers each listing in the shape GET /properties answers it', async () => {
    const body = (await call({ method: 'GET', path: `/agencies/${harbor.uid}` })).body as Answer;
    const first = body.listings[0];
    expect((await call({ method: 'GET', path: `/properties/${first?._id ?? ''}` })).body).toEqual(first);
    const listed = ((await call({ method: 'GET', path: '/properties?limit=100' })).body as { _id: string }[]).find((item) => item._id === first?._id);
    expect(listed).toEqual(first);
  });

  it('pages its listings with the cursor (`after`), each once, until `next` is null', async () => {
    const seen: string[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const answer = await call({ method: 'GET', path: `/agencies/${harbor.uid}${next === null ? '' : `?after=${next}`}` });
      expect(answer.status).toBe(200);
      const body = answer.body as Answer;
      // A later page is its listings alone.
      if (next !== null) expect(Object.keys(body).sort()).toEqual(['listings', 'next']);
      seen.push(...titlesOf(body.listings));
      next = body.next;
      pages += 1;
    } while (next !== null && pages < 5);
    expect(pages).toBe(2);
    expect(seen).toEqual(shown);
  });

  it('never lists a listing that is not public, another agency’s or a lone agent’s; the other agency lists only its own', async () => {
    const body = (await call({ method: 'GET', path: `/agencies/${harbor.uid}` })).body as Answer;
    const later = (await call({ method: 'GET', path: `/agencies/${harbor.uid}?after=${body.next ?? ''}` })).body as Answer;
    const all = titlesOf([...body.listings, ...later.listings]);
    for (const title of hidden) expect(all).not.toContain(title);
    const other = (await call({ method: 'GET', path: `/agencies/${brightside.uid}` })).body as Answer;
    expect(titlesOf(other.listings)).toEqual(['Brightside home']);
    expect(other.agents.map((agent) => agent.name)).toEqual(['Olly Brightside']);
    expect(other.next).toBeNull();
  });

  it('lists at most 24 agents, the latest to join first', async () => {
    const crowded = await agency('crowded');
    const batch = db.batch();
    for (let index = 0; index <= AGENCY_PAGE_AGENTS; index += 1) {
      batch.set(db.doc(`agencies/${crowded.uid}/agents/${crowded.uid}-agent-${index}`), { name: `Agent ${index}`, image: '', joinedAt: at(index) });
    }
    await batch.commit();
    const body = (await call({ method: 'GET', path: `/agencies/${crowded.uid}` })).body as Answer;
    expect(body.agents.map((agent) => agent.name)).toEqual(Array.from({ length: AGENCY_PAGE_AGENTS }, (_, index) => `Agent ${AGENCY_PAGE_AGENTS - index}`));
    expect(body.listings).toEqual([]);
    expect(body.next).toBeNull();
  });

  it('answers 404 for an unknown agency or an id that names no document, and 400 for a bad cursor or query, none of them cacheable', async () => {
    for (const uid of ['no-such-agency-0000', 'has.dot', '__name__', 'a'.repeat(129)]) {
      const answer = await call({ method: 'GET', path: `/agencies/${uid}` });
      expect([answer.status, answer.body], uid).toEqual([404, { message: M.notFound }]);
      expect(answer.headers.get('cache-control'), uid).toBeNull();
    }
    // A person who is not an agency has no page, even an agent of one.
    const member = (await call({ method: 'GET', path: `/agencies/${(await person('agent', 'nobody')).uid}` })).status;
    expect(member).toBe(404);
    // An unknown agency is 404 whatever the cursor.
    expect((await call({ method: 'GET', path: '/agencies/no-such-agency-0000?after=no-such-doc-0000' })).status).toBe(404);
    for (const [query, message] of [
      ['?after=no-such-doc-0000', API_MESSAGES.badCursor],
      ['?after=has.dot', 'after'],
      ['?limit=5', 'limit'],
      ['?after=a&after=b', 'after'],
    ] as const) {
      const answer = await call({ method: 'GET', path: `/agencies/${harbor.uid}${query}` });
      expect(answer.status, query).toBe(400);
      expect(String((answer.body as { message?: string }).message), query).toContain(message);
      expect(answer.headers.get('cache-control'), query).toBeNull();
    }
  });
});
