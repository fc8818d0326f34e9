import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@homehaven/domain/constants';
import { BLANK_SAMPLES } from '@homehaven/domain/text';
import { call, type FacadeCall } from './support/api';
import { castFingerprint, newCast, removeCast, type Cast } from './support/cast';
import { seedListing } from './support/cast';
import type { Account } from './support/run';
import { intakePictureUrl } from '@homehaven/domain/image-address-samples';
import { newAgency, removeAgency } from '../agencies/support';

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
// Unknown, too long, a path, reserved by Firestore (`__name__`), a control character, a dot, an emoji.
const BAD_IDS = ['no-such-doc-0000', 'a'.repeat(1500), 'a'.repeat(129), '..%2F..%2Fusers', 'a%2Fb', '__proto__', '__anything__', '__name__', '%00', 'has.dot', '%F0%9F%8F%A0'];
const BAD_QUERIES = [
  '?search[]=a&search[]=b',
  '?sort=sideways',
  '?limit=0',
  '?limit=abc',
  '?limit=100000',
  '?after=no-such-doc-0000',
  '?after[x]=1',
  `?search=${HUGE}`,
  '?view=all',
  '?unknown=1',
  // The filters of GET /properties (unknown names on every other list).
  '?beds=abc',
  '?beds=51',
  '?baths=1.25',
  '?type=castle',
  '?type=unspecified',
  '?area=-5',
  '?min=1e5',
  '?min=9&max=1',
  '?max[]=1',
  `?type=${HUGE}`,
];

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

/** What the fuzzed paths need: the cast, a public listing and a pending one of the cast's agent, an approved agency. */
interface Fixtures {
  readonly cast: Cast;
  readonly listing: string;
  readonly pending: string;
  /** An approved agency (docs/accounts.md "Agencies"), the caller of the agency paths. */
  readonly agency: Account;
}

const enc = encodeURIComponent;
/** An invitation secret of the right shape (docs/facade.md "Agencies") that no invitation has. */
const FUZZ_TOKEN = 'f'.repeat(32);
const NEW_PROPERTY = { title: 'T', location: 'L', image: intakePictureUrl('a'), Details: 'D', MinimumPrice: 1, MaximumPrice: 2 };

/** Every path of the facade this suite owns, each with its caller and a minimal valid body where it takes one. */
const TARGETS: readonly ((f: Fixtures) => Target)[] = [
  ({ cast }) => ({ method: 'POST', path: '/userInfo', as: (c) => c.newcomer, valid: { email: cast.newcomer.email } }),
  ({ cast }) => ({ method: 'POST', path: '/jwt', as: (c) => c.user, valid: { email: cast.user.email } }),
  () => ({ method: 'GET', path: '/logout', as: () => undefined }),
  ({ cast }) => ({ method: 'POST', path: '/session', as: () => undefined, valid: { idToken: cast.user.token } }),
  () => ({ method: 'GET', path: '/properties', as: (c) => c.user }),
  () => ({ method: 'GET', path: '/new-properties', as: () => undefined }),
  ({ listing }) => ({ method: 'GET', path: `/properties/${listing}`, idPath: '/properties/ID', as: (c) => c.admin }),
  ({ cast }) => ({ method: 'GET', path: `/agent-properties/${enc(cast.agent.email)}`, idPath: '/agent-properties/ID', as: (c) => c.admin }),
  () => ({ method: 'POST', path: '/add-properties', as: (c) => c.agent, valid: NEW_PROPERTY }),
  ({ listing }) => ({ method: 'PUT', path: `/properties/${listing}`, idPath: '/properties/ID', as: (c) => c.agent, valid: { title: 'T', location: 'L', MinimumPrice: 1, MaximumPrice: 2 } }),
  () => ({ method: 'DELETE', path: '/properties/no-such-doc-0000', idPath: '/properties/ID', as: (c) => c.agent }),
  ({ pending }) => ({ method: 'PATCH', path: `/properties/${pending}`, idPath: '/properties/ID', as: (c) => c.admin, valid: { status: 'verified', updatedAt: '2025-01-01T00:00:00.000Z' } }),
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
  () => ({ method: 'PATCH', path: '/offers/no-such-doc-0000', idPath: '/offers/ID', as: (c) => c.agent, valid: { status: 'rejected' } }),
  () => ({ method: 'POST', path: '/create-paymentSecret', as: (c) => c.user, valid: { offerId: 'no-such-doc-0000' } }),
  () => ({ method: 'PATCH', path: '/makeOffer/payment-success/no-such-doc-0000', idPath: '/makeOffer/payment-success/ID', as: (c) => c.user, valid: { transactionId: 'pi_0000fuzz' } }),
  () => ({ method: 'POST', path: '/applications/no-such-doc-0000/decision', idPath: '/applications/ID/decision', as: (c) => c.admin, valid: { outcome: 'approved' } }),
  ({ agency }) => ({ method: 'POST', path: '/agency/invitations', as: () => agency, valid: { email: 'fuzz.invitee@example.com' } }),
  () => ({ method: 'GET', path: `/agency/invitations/no-such-doc-0000?token=${FUZZ_TOKEN}`, idPath: `/agency/invitations/ID?token=${FUZZ_TOKEN}`, as: () => undefined }),
  () => ({ method: 'POST', path: '/agency/invitations/no-such-doc-0000/accept', idPath: '/agency/invitations/ID/accept', as: (c) => c.agent, valid: { token: FUZZ_TOKEN } }),
  ({ agency }) => ({ method: 'DELETE', path: '/agency/invitations/no-such-doc-0000', idPath: '/agency/invitations/ID', as: () => agency }),
  ({ agency }) => ({ method: 'DELETE', path: '/agency/agents/no-such-doc-0000', idPath: '/agency/agents/ID', as: () => agency }),
  ({ agency }) => ({ method: 'GET', path: `/agencies/${agency.uid}`, idPath: '/agencies/ID', as: () => undefined }),
];

/** Requests the suite sent and how many answered >= 500 or were accepted (printed at the end). */
const tally = { sent: 0, failed: 0 };

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
  agency: someone,
};

describe('bad input never answers 5xx and never writes', () => {
  let fixtures: Fixtures;

  beforeAll(async () => {
    const cast = await newCast();
    const [listing, pending, agency] = await Promise.all([seedListing(cast.agent), seedListing(cast.agent, { status: 'pending', isVerified: false }), newAgency(cast.prefix)]);
    fixtures = { cast, listing, pending, agency };
  });
  afterAll(async () => {
    await removeCast(fixtures?.cast);
    await removeAgency(fixtures?.agency);
  });

  TARGETS.forEach((make) => {
    const named = make(PLACEHOLDERS);
    it(`${named.method} ${decodeURIComponent(named.path)}`, async () => {
      const { cast } = fixtures;
      const target = make(fixtures);
      const before = await castFingerprint(cast);
      const problems: string[] = [];
      for (const attempt of attemptsOn(target)) {
        const answer = await call(attempt, target.as(cast)?.token);
        tally.sent += 1;
        const label = `${attempt.method} ${attempt.path.slice(0, 80)} ${String(attempt.raw ?? JSON.stringify(attempt.body) ?? '').slice(0, 60)} -> ${answer.status}`;
        if (answer.status >= 500) problems.push(label);
        // Every attempt on a write path is bad input or names no document: none may succeed.
        if (target.method !== 'GET' && answer.status < 400) problems.push(`${label} (accepted)`);
      }
      if ((await castFingerprint(cast)) !== before) problems.push(`${target.method} ${target.path}: wrote something`);
      tally.failed += problems.length;
      expect(problems).toEqual([]);
    });
  });

  it('POST /stripe/webhook: a missing, malformed or wrong Stripe-Signature answers 400 and changes nothing', async () => {
    const { cast } = fixtures;
    const before = await castFingerprint(cast);
    const now = Math.floor(Date.now() / 1000);
    const event = JSON.stringify({ id: 'evt_fuzz', type: 'payment_intent.succeeded', data: { object: { id: 'pi_fuzz', metadata: { offerId: 'no-such-doc-0000' } } } });
    const signatures = [undefined, '', 'garbage', ',,,', 't=1,v1=', 't=,v1=,v0=', `t=${now},v1=`, `t=${now},v1=${'a'.repeat(64)}`, `t=${now},v1=${'é'.repeat(10)}`, 'x'.repeat(8000)];
    const answers: string[] = [];
    for (const signature of signatures) {
      for (const raw of [event, '{"broken": ', '']) {
        const answer = await call({ method: 'POST', path: '/stripe/webhook', raw, headers: signature === undefined ? {} : { 'Stripe-Signature': signature } });
        tally.sent += 1;
        if (answer.status !== 400) answers.push(`${JSON.stringify(signature).slice(0, 40)} ${raw.slice(0, 20)} -> ${answer.status}`);
      }
    }
    tally.failed += answers.length;
    expect(answers).toEqual([]);
    expect(await castFingerprint(cast)).toBe(before);
  });

  it('POST /upload: a truncated, empty or malformed multipart body answers 400, 413 or 415, never 5xx', async () => {
    const { cast } = fixtures;
    const boundary = '----fuzzboundary';
    const part = (name: string, body: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${body}`;
    const bodies: { raw: string; type: string }[] = [
      { raw: part('image', '\x89PNG\r\n\x1a\nabc'), type: `multipart/form-data; boundary=${boundary}` }, // cut before its closing boundary
      { raw: `--${boundary}\r\nContent-Disp`, type: `multipart/form-data; boundary=${boundary}` }, // cut in its headers
      { raw: '', type: `multipart/form-data; boundary=${boundary}` },
      { raw: `${part('image', '')}\r\n--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` }, // an empty file
      { raw: `${part('image', 'not a picture')}\r\n--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` },
      { raw: part('image', 'x'), type: 'multipart/form-data' }, // no boundary
      { raw: part('image', 'x'), type: 'multipart/form-data; boundary=' },
      { raw: part('image', 'x'), type: 'multipart/mixed; boundary=other' },
    ];
    const answers: string[] = [];
    for (const { raw, type } of bodies) {
      const answer = await call({ method: 'POST', path: '/upload', raw, headers: { 'Content-Type': type } }, cast.user.token);
      tally.sent += 1;
      if (![400, 413, 415].includes(answer.status)) answers.push(`${type} ${JSON.stringify(raw.slice(-30))} -> ${answer.status}`);
    }
    tally.failed += answers.length;
    expect(answers).toEqual([]);
  });

  it('refuses every required text made only of invisible characters (400), writing nothing; takes the same text visible', async () => {
    const { cast, listing } = fixtures;
    const before = await castFingerprint(cast);
    const requests: { path: string; method: Method; token: string; body: (text: string) => Record<string, unknown> }[] = [
      ...['title', 'location', 'Details'].map((name) => ({ method: 'POST' as const, path: '/add-properties', token: cast.agent.token, body: (text: string) => ({ ...NEW_PROPERTY, [name]: text }) })),
      ...['title', 'location'].map((name) => ({
        method: 'PUT' as const,
        path: `/properties/${listing}`,
        token: cast.agent.token,
        body: (text: string) => ({ title: 'T', location: 'L', MinimumPrice: 1, MaximumPrice: 2, [name]: text }),
      })),
      { method: 'POST', path: '/reviews', token: cast.user.token, body: (text: string) => ({ propertyId: listing, comment: text }) },
    ];
    const accepted: string[] = [];
    for (const request of requests) {
      for (const blank of BLANK_SAMPLES) {
        const answer = await call({ method: request.method, path: request.path, body: request.body(blank) }, request.token);
        tally.sent += 1;
        if (answer.status !== 400) accepted.push(`${request.method} ${request.path} ${JSON.stringify(request.body(blank))} -> ${answer.status}`);
      }
    }
    tally.failed += accepted.length;
    expect(accepted).toEqual([]);
    expect(await castFingerprint(cast)).toBe(before);
    // The same field with a visible character, padded with invisible ones, is stored trimmed.
    const review = await call({ method: 'POST', path: '/reviews', body: { propertyId: listing, comment: '\u00A0Lovely\u200B' } }, cast.user.token);
    expect(review.status).toBe(201);
  });

  afterAll(() => {
    console.log(
      `[fuzz] ${tally.sent} bad requests sent to the facade; ${tally.failed === 0 ? 'none answered >= 500 or wrote anything' : `${tally.failed} answered >= 500, were accepted or wrote something`}`,
    );
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
