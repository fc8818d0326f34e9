import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@homehaven/domain/constants';
import { call, type FacadeCall } from './support/api';
import { castFingerprint, newCast, removeCast, seedListing, type Cast } from './support/cast';
import type { Account } from './support/run';

type Method = FacadeCall['method'];

/** A path of the facade as fuzzed: who calls it (someone its role check lets through), and a valid body for the writes. */
interface Target {
  readonly method: Method;
  /** The path with a valid id or e-mail in it; `{id}`-style variants are made from `idPath`. */
  readonly path: string;
  /** The same path with `ID` where a document id or e-mail goes (for nonexistent and malformed ids). */
  readonly idPath?: string;
  readonly as: (cast: Cast) => Account | undefined;
  /** A valid body with only the required fields (so dropping any one of them makes it invalid). */
  readonly valid?: Record<string, unknown>;
}

const HUGE = 'x'.repeat(TEXT_LIMITS.details + 1);
const BAD_IDS = ['no-such-doc-0000', 'a'.repeat(1500), '..%2F..%2Fusers', '%00', 'has.dot', '%F0%9F%8F%A0'];
const BAD_QUERIES = ['?search[]=a&search[]=b', '?sort=sideways', '?limit=0', '?limit=abc', '?limit=100000', '?after=no-such-doc-0000', '?after[x]=1', `?search=${HUGE}`, '?view=all', '?unknown=1'];

/** Raw bodies no schema accepts. */
const RAW_BODIES = ['{"title": ', '[]', 'null', '"hello"', '42', '{"__proto__": {"roll": "admin"}}', JSON.stringify({ x: 'y'.repeat(70 * 1024) })];

/** Bodies made from a valid one that must each be refused: each field null, an object, a huge string, removed; an unknown field; an array. */
function badBodies(valid: Record<string, unknown>): unknown[] {
  const out: unknown[] = [{}, [valid], { ...valid, unexpected: true }, { ...valid, roll: 'admin', withdrawn: false }];
  for (const key of Object.keys(valid)) {
    const { [key]: _dropped, ...without } = valid;
    out.push({ ...valid, [key]: null }, { ...valid, [key]: { $gt: '' } }, { ...valid, [key]: HUGE }, { ...valid, [key]: [valid[key]] }, without);
  }
  return out;
}

/** What the fuzzed paths need: the cast, a public listing and a pending one of the cast's agent. */
interface Fixtures {
  readonly cast: Cast;
  readonly listing: string;
  readonly pending: string;
}

const enc = encodeURIComponent;
const NEW_PROPERTY = { title: 'T', location: 'L', image: 'https://img.example.com/a.jpg', Details: 'D', MinimumPrice: 1, MaximumPrice: 2 };

/** Every path of the facade this suite owns, each with its caller and a minimal valid body where it takes one. */
const TARGETS: readonly ((f: Fixtures) => Target)[] = [
  ({ cast }) => ({ method: 'POST', path: '/userInfo', as: (c) => c.newcomer, valid: { email: cast.newcomer.email } }),
  ({ cast }) => ({ method: 'POST', path: '/jwt', as: (c) => c.user, valid: { email: cast.user.email } }),
  () => ({ method: 'GET', path: '/logout', as: () => undefined }),
  () => ({ method: 'GET', path: '/properties', as: (c) => c.user }),
  () => ({ method: 'GET', path: '/new-properties', as: () => undefined }),
  ({ listing }) => ({ method: 'GET', path: `/properties/${listing}`, idPath: '/properties/ID', as: (c) => c.admin }),
  ({ cast }) => ({ method: 'GET', path: `/agent-properties/${enc(cast.agent.email)}`, idPath: '/agent-properties/ID', as: (c) => c.admin }),
  () => ({ method: 'POST', path: '/add-properties', as: (c) => c.agent, valid: NEW_PROPERTY }),
  ({ listing }) => ({ method: 'PUT', path: `/properties/${listing}`, idPath: '/properties/ID', as: (c) => c.agent, valid: { title: 'T', location: 'L', MinimumPrice: 1, MaximumPrice: 2 } }),
  () => ({ method: 'DELETE', path: '/properties/no-such-doc-0000', idPath: '/properties/ID', as: (c) => c.agent }),
  ({ pending }) => ({ method: 'PATCH', path: `/properties/${pending}`, idPath: '/properties/ID', as: (c) => c.admin, valid: { status: 'verified' } }),
  () => ({ method: 'GET', path: '/reviews', as: () => undefined }),
  ({ listing }) => ({ method: 'GET', path: `/reviews/${listing}`, idPath: '/reviews/ID', as: () => undefined }),
  ({ listing }) => ({ method: 'POST', path: '/reviews', as: (c) => c.user, valid: { propertyId: listing, comment: 'Nice' } }),
  ({ cast }) => ({ method: 'DELETE', path: `/reviews/no-such-doc-0000?userEmail=${enc(cast.user.email)}`, idPath: '/reviews/ID', as: (c) => c.admin }),
  ({ cast }) => ({ method: 'GET', path: `/my-reviews/${enc(cast.user.email)}`, idPath: '/my-reviews/ID', as: (c) => c.admin }),
  () => ({ method: 'DELETE', path: '/my-reviews/no-such-doc-0000', idPath: '/my-reviews/ID', as: (c) => c.admin }),
  ({ listing }) => ({ method: 'POST', path: '/wishlist', as: (c) => c.user, valid: { propertyId: listing } }),
  ({ cast }) => ({ method: 'GET', path: `/wishlist/${enc(cast.user.email)}`, idPath: '/wishlist/ID', as: (c) => c.user }),
  () => ({ method: 'DELETE', path: '/wishlist/no-such-doc-0000', idPath: '/wishlist/ID', as: (c) => c.user }),
  ({ listing }) => ({ method: 'POST', path: '/makeOffer', as: (c) => c.user, valid: { propertyId: listing, offerAmount: 350_000 } }),
  () => ({ method: 'GET', path: '/makeOffer', as: (c) => c.admin }),
  ({ cast }) => ({ method: 'GET', path: `/makeOffer/${enc(cast.user.email)}`, idPath: '/makeOffer/ID', as: (c) => c.admin }),
  ({ cast }) => ({ method: 'GET', path: `/agent-offers/${enc(cast.agent.email)}`, idPath: '/agent-offers/ID', as: (c) => c.admin }),
  () => ({ method: 'GET', path: '/allUser', as: (c) => c.admin }),
  () => ({ method: 'GET', path: '/users', as: (c) => c.admin }),
  ({ cast }) => ({ method: 'GET', path: `/user/roll/${enc(cast.user.email)}`, idPath: '/user/roll/ID', as: (c) => c.admin }),
  ({ cast }) => ({ method: 'PATCH', path: `/user/roll/${enc(cast.user.email)}`, idPath: '/user/roll/ID', as: (c) => c.admin, valid: { roll: 'agent' } }),
  () => ({ method: 'DELETE', path: '/user/no-such-doc-0000', idPath: '/user/ID', as: (c) => c.admin }),
  () => ({ method: 'GET', path: '/stats', as: (c) => c.agent }),
  () => ({ method: 'GET', path: '/refunds', as: (c) => c.admin }),
  () => ({ method: 'POST', path: '/refunds/no-such-doc-0000/retry', idPath: '/refunds/ID/retry', as: (c) => c.admin }),
];

/** The bad requests for one path: raw bodies, broken bodies, a form body, bad queries, bad or unknown ids. */
function attemptsOn(target: Target): FacadeCall[] {
  const { method, path, idPath, valid } = target;
  const attempts: FacadeCall[] = [];
  if (valid) {
    attempts.push(...RAW_BODIES.map((raw) => ({ method, path, raw })), ...badBodies(valid).map((body) => ({ method, path, body })));
    attempts.push({ method, path, raw: 'title=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  }
  if (method === 'GET') attempts.push(...BAD_QUERIES.map((query) => ({ method, path: `${path.split('?')[0]}${query}` })));
  for (const id of idPath ? BAD_IDS : []) attempts.push({ method, path: idPath?.replace('ID', id) ?? '', ...(valid ? { body: valid } : {}) });
  return attempts;
}

const someone = { uid: '{uid}', email: '{email}', token: '' };
/** Stand-ins for the fixtures, to name each path's test before the fixtures exist. */
const PLACEHOLDERS: Fixtures = {
  cast: { prefix: '', admin: someone, agent: someone, user: someone, otherUser: someone, newcomer: someone },
  listing: '{id}',
  pending: '{id}',
};

describe('bad input never answers 5xx and never writes', () => {
  let fixtures: Fixtures;

  beforeAll(async () => {
    const cast = await newCast();
    const [listing, pending] = await Promise.all([seedListing(cast.agent), seedListing(cast.agent, { status: 'pending', isVerified: false })]);
    fixtures = { cast, listing, pending };
  });
  afterAll(() => removeCast(fixtures?.cast));

  TARGETS.forEach((make) => {
    const named = make(PLACEHOLDERS);
    it(`${named.method} ${decodeURIComponent(named.path)}`, async () => {
      const { cast } = fixtures;
      const target = make(fixtures);
      const before = await castFingerprint(cast);
      const problems: string[] = [];
      for (const attempt of attemptsOn(target)) {
        const answer = await call(attempt, target.as(cast)?.token);
        const label = `${attempt.method} ${attempt.path.slice(0, 80)} ${String(attempt.raw ?? JSON.stringify(attempt.body) ?? '').slice(0, 60)} -> ${answer.status}`;
        if (answer.status >= 500) problems.push(label);
        // Every attempt on a write path is bad input or names no document: none may succeed.
        if (target.method !== 'GET' && answer.status < 400) problems.push(`${label} (accepted)`);
      }
      if ((await castFingerprint(cast)) !== before) problems.push(`${target.method} ${target.path}: wrote something`);
      expect(problems).toEqual([]);
    });
  });

  it('answers malformed JSON with 400, an oversize body with 413, and names the bad field', async () => {
    const { cast, listing } = fixtures;
    const agent = cast.agent.token;
    expect((await call({ method: 'POST', path: '/add-properties', raw: '{"title": ' }, agent)).status).toBe(400);
    expect((await call({ method: 'POST', path: '/add-properties', raw: JSON.stringify({ Details: 'x'.repeat(70 * 1024) }) }, agent)).status).toBe(413);
    const missing = await call({ method: 'POST', path: '/reviews', body: { propertyId: listing, rating: 5 } }, cast.user.token);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: expect.stringContaining('comment is required') });
    const unknown = await call({ method: 'POST', path: '/wishlist', body: { propertyId: listing, isVerified: true } }, cast.user.token);
    expect(unknown.body).toEqual({ message: expect.stringContaining('unknown field(s) isVerified') });
    const tooLong = await call({ method: 'POST', path: '/reviews', body: { propertyId: listing, comment: 'x'.repeat(TEXT_LIMITS.comment + 1) } }, cast.user.token);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ message: expect.stringContaining('comment') });
    const wrongType = await call({ method: 'POST', path: '/makeOffer', body: { propertyId: listing, offerAmount: true } }, cast.user.token);
    expect(wrongType.body).toEqual({ message: expect.stringContaining('offerAmount') });
  });

  it('accepts text at exactly its TEXT_LIMITS bound and refuses one character more', async () => {
    const { cast, listing } = fixtures;
    const body = (comment: string) => ({ propertyId: listing, comment });
    expect((await call({ method: 'POST', path: '/reviews', body: body('x'.repeat(TEXT_LIMITS.comment)) }, cast.user.token)).status).toBe(201);
    expect((await call({ method: 'POST', path: '/reviews', body: body('x'.repeat(TEXT_LIMITS.comment + 1)) }, cast.user.token)).status).toBe(400);
  });
});
