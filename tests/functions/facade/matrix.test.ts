import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_MATRIX, type MatrixCase } from '../../rules/permission-matrix';
import { PROPERTY } from '../../rules/matrix/listings';
import { OFFER } from '../../rules/matrix/world';
import { db, eventually } from './support/admin';
import { call, idsOf } from './support/api';
import { COLLECTIONS_WITHOUT_FACADE_PATH, MATRIX_MAPPING, hasFacadePath, mappingOf, type MappedCall } from './support/matrix-mapping';
import { collectionPattern } from '../../rules/matrix/types';
import { endRun, startRun, tokenOf, type Run } from './support/run';
import { CaseWorld, listingsInvolved, resetUsers } from './support/world';

const DENIALS = [401, 403, 404];
const WRITES: readonly string[] = ['create', 'update', 'delete'];

/**
 * An allowed role change to fraud sets off the fraud trigger, which withdraws every listing of the run's
 * agent (the shared read world's: a role case seeds none of its own, nor their offers) and rejects their
 * open offers (the case world's too, when it has any): wait until it has done both, then seed the read
 * world again.
 */
async function settle(testCase: MatrixCase, request: MappedCall, world: CaseWorld, readWorld: CaseWorld): Promise<void> {
  if (testCase.expected !== 'allow' || request.method !== 'PATCH' || (request.body as { roll?: unknown } | undefined)?.roll !== 'fraud') return;
  const listing = db.collection('properties').doc(readWorld.id(PROPERTY.verified));
  const offers = [world, readWorld].map((each) => db.collection('offers').doc(each.id(OFFER.byUser)));
  const rejected = async () => (await Promise.all(offers.map((offer) => offer.get()))).every((offer, i) => (i === 0 && !offer.exists) || offer.get('status') === 'rejected');
  await eventually('the fraud trigger', async () => (await listing.get()).get('withdrawn') === true && (await rejected()));
  await readWorld.seed();
}

/**
 * The permission matrix of tests/rules, through the HTTPS facade: each case is called on the facade
 * path that performs it (support/matrix-mapping.ts), as that actor with a real ID token. Allowed cases
 * answer 2xx (with the expected documents); denied ones 401, 403 or 404 (409 where the mapping says the
 * refusal is the document's state) and write nothing. Cases without a facade path are listed as skipped,
 * with the reason: by policy, or by collection for the collections no facade path serves.
 */
describe('the facade enforces the permission matrix', () => {
  let run: Run;
  let readWorld: CaseWorld;
  let worlds = 0;

  beforeAll(async () => {
    run = await startRun();
    await resetUsers(run);
    readWorld = new CaseWorld(run, `${run.prefix}read`);
    await readWorld.seed();
  });
  afterAll(async () => {
    await readWorld?.remove();
    if (run) await endRun(run);
  });

  it('maps every policy of the matrix to a facade path, or names why there is none', () => {
    expect([...new Set(PERMISSION_MATRIX.filter((testCase) => !mappingOf(testCase)).map((testCase) => testCase.policy))]).toEqual([]);
    // No stale entry: each names a policy of a collection the facade serves, or a collection of the matrix.
    const served = new Set(PERMISSION_MATRIX.filter((testCase) => hasFacadePath(testCase.collection)).map((testCase) => testCase.policy));
    expect(Object.keys(MATRIX_MAPPING).filter((policy) => !served.has(policy))).toEqual([]);
    const collections = new Set(PERMISSION_MATRIX.map((testCase) => collectionPattern(testCase.collection)));
    expect(Object.keys(COLLECTIONS_WITHOUT_FACADE_PATH).filter((collection) => !collections.has(collection))).toEqual([]);
  });

  /** The figures docs/facade.md quotes ("Coverage"): what is replayed and what has no path, in cases and policies. */
  function coverageLine(): string {
    const policies = (cases: readonly MatrixCase[]) => new Set(cases.map((testCase) => testCase.policy)).size;
    const routesOf = (testCase: MatrixCase) => {
      const mapping = mappingOf(testCase);
      return mapping && !('unmapped' in mapping) ? mapping.routes.length : 0;
    };
    const mapped = PERMISSION_MATRIX.filter((testCase) => routesOf(testCase) > 0);
    const calls = mapped.reduce((sum, testCase) => sum + routesOf(testCase), 0);
    const withoutPath = PERMISSION_MATRIX.filter((testCase) => hasFacadePath(testCase.collection) && routesOf(testCase) === 0);
    const unserved = PERMISSION_MATRIX.filter((testCase) => !hasFacadePath(testCase.collection));
    return [
      `${PERMISSION_MATRIX.length} cases in ${policies(PERMISSION_MATRIX)} policies;`,
      `${mapped.length} cases (${policies(mapped)} policies) mapped, run as ${calls} facade calls;`,
      `${withoutPath.length} cases (${policies(withoutPath)} policies) of the collections it serves without a path;`,
      `${unserved.length} cases (${policies(unserved)} policies) of the ${Object.keys(COLLECTIONS_WITHOUT_FACADE_PATH).length} collections it does not serve`,
    ].join(' ');
  }

  // Policies no facade path performs: pinned here, so a newly unmapped policy fails until reviewed.
  // Each is covered by the rules suite; its reason says why the facade has no such path.
  const NO_FACADE_PATH = [
    'users: only self changes their name and image',
    'users: an agent changes their own name',
    'users: a fraud user changes nothing, not even their name',
    'users: an admin changes nothing but the role',
    'users: nobody deletes a user document (a function does)',
    'users: nobody writes search keys (a function derives them from name and e-mail)',
    'properties: no client deletes a listing directly (the facade deletes, checking its offers)',
    'offers: no client marks an offer bought',
    'offers: no client accepts or rejects an offer',
    'refunds: no client records a refund (the functions that owe one do)',
    'refunds: no client marks a refund refunded (attempts run in functions)',
    'viewings: only the buyer lists their own viewings',
    'viewings: only the agent lists the viewings of their listings',
    'viewings: no client books a viewing directly (the facade does, taking the slot)',
    'viewings: no client confirms a viewing, its agent included (the facade does)',
  ];

  it('leaves only the known policies without a facade path, each with its reason', () => {
    const unmapped = Object.entries(MATRIX_MAPPING).flatMap(([policy, m]) => ('unmapped' in m ? [[policy, m.unmapped] as const] : []));
    const unserved = Object.entries(COLLECTIONS_WITHOUT_FACADE_PATH).map(([collection, why]) => {
      const cases = PERMISSION_MATRIX.filter((testCase) => collectionPattern(testCase.collection) === collection);
      return [`${collection} (all ${new Set(cases.map((testCase) => testCase.policy)).size} policies, ${cases.length} cases)`, why] as const;
    });
    console.log(
      [
        `[facade matrix] coverage: ${coverageLine()}`,
        '[facade matrix] policies with no facade path (covered by the rules suite):',
        ...unmapped.map(([p, why]) => `  - ${p}: ${why}`),
        '[facade matrix] collections with no facade path (covered by the rules suite):',
        ...unserved.map(([c, why]) => `  - ${c}: ${why}`),
      ].join('\n'),
    );
    expect(unmapped.map(([policy]) => policy).sort()).toEqual([...NO_FACADE_PATH].sort());
    for (const [, why] of [...unmapped, ...unserved]) expect(why.length).toBeGreaterThan(20);
  });

  for (const testCase of PERMISSION_MATRIX) {
    const mapping = mappingOf(testCase);
    const title = `${testCase.expected === 'allow' ? 'allows' : 'denies'} ${testCase.actor}: ${testCase.policy}`;
    // Missing mappings fail the first test above; unmapped ones the test just above.
    if (!mapping || 'unmapped' in mapping) continue;
    mapping.routes.forEach((route, variant) => {
      it(`${title} — ${route}`, async () => {
        const write = WRITES.includes(testCase.operation);
        const world = write ? new CaseWorld(run, `${run.prefix}w${(worlds += 1)}`, listingsInvolved(testCase)) : readWorld;
        await resetUsers(run);
        if (write) await world.seed();
        try {
          const calls = [mapping.calls(testCase, world)].flat();
          const request = calls[variant];
          if (!request) throw new Error(`no call ${variant} for ${route}`);
          const before = testCase.expected === 'deny' ? await world.fingerprint() : '';
          const answer = await call(request, tokenOf(run, testCase.actor));
          const detail = `${request.method} ${request.path} -> ${answer.status} ${JSON.stringify(answer.body)}`;
          if (testCase.expected === 'allow') {
            expect(answer.status, detail).toBeGreaterThanOrEqual(200);
            expect(answer.status, detail).toBeLessThan(300);
            if (request.expectIds) expect(idsOf(answer), detail).toEqual(expect.arrayContaining([...request.expectIds]));
            await settle(testCase, request, world, readWorld);
          } else {
            expect([...DENIALS, ...(mapping.alsoDeniedWith ?? [])], detail).toContain(answer.status);
            expect(await world.fingerprint(), `${detail} wrote something`).toBe(before);
          }
        } finally {
          if (write) await world.remove();
        }
      });
    });
  }
});
