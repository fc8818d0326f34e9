import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_MATRIX } from '../../rules/permission-matrix';
import { PROPERTY } from '../../rules/matrix/listings';
import { LEGAL_CHECK_WORLD } from '../../rules/matrix/legal-check';
import { collectionPattern } from '../../rules/matrix/types';
import { samplePdf } from '../../../tools/seed/sample-pdf';
import { db } from '../facade/support/admin';
import { endRun, startRun, tokenOf, type Run } from '../facade/support/run';
import { CaseWorld, resetUsers } from '../facade/support/world';
import { attached, fetchDocument, removeDocumentRecords } from './support';

const DEED = samplePdf('Title deed', ['Replayed from the permission matrix']);
const READS = PERMISSION_MATRIX.filter((testCase) => collectionPattern(testCase.collection) === 'properties/{}/documents' && testCase.operation === 'get');
/** The listings those rows read documents of (the world holds documents under others too, for the rules suite's lists). */
const LISTINGS = new Set(READS.map((testCase) => testCase.collection.split('/')[1] ?? ''));
/** The world's documents under those listings, by listing. */
const DOCUMENTS = Object.entries(LEGAL_CHECK_WORLD).flatMap(([path, docs]) => {
  const [, propertyId = '', collection] = path.split('/');
  return collection === 'documents' && LISTINGS.has(propertyId) ? [{ propertyId, docIds: Object.keys(docs) }] : [];
});

/**
 * The permission matrix's reads of ownership documents (tests/rules/permission-matrix.ts, "documents:"
 * rows), replayed on the facade path that serves the files: GET /properties/{id}/documents/{docId},
 * each actor with a real ID token, on documents really uploaded to the world's listings. Allowed
 * actors get the bytes; every other one 401, 403 or 404 and never the bytes.
 */
describe('the facade serves ownership documents as the permission matrix reads them', () => {
  let run: Run;
  let world: CaseWorld;
  /** The uploaded document standing for each of the matrix's document ids. */
  const uploaded = new Map<string, string>();

  beforeAll(async () => {
    run = await startRun();
    await resetUsers(run);
    world = new CaseWorld(run, `${run.prefix}docs`, LISTINGS);
    await world.seed();
    // The withdrawn listing's agent is fraud and uploads nothing now: they attached it while still an agent.
    await db.doc(`users/${run.accounts.fraud.uid}`).update({ roll: 'agent' });
    for (const { propertyId, docIds } of DOCUMENTS) {
      const owner = propertyId === PROPERTY.withdrawn ? run.accounts.fraud.token : run.accounts.agent.token;
      for (const docId of docIds) uploaded.set(docId, await attached(world.id(propertyId), DEED, `${docId}.pdf`, owner));
    }
    await resetUsers(run);
  });
  afterAll(async () => {
    if (!world) return;
    await removeDocumentRecords([...LISTINGS].map((id) => world.id(id)));
    await world.remove();
    await endRun(run);
  });

  it('replays every read row of the matrix on documents', () => {
    expect(READS.length).toBeGreaterThan(10);
  });

  for (const testCase of READS) {
    if (testCase.operation !== 'get') continue;
    it(`${testCase.expected === 'allow' ? 'serves' : 'refuses'} ${testCase.actor}: ${testCase.policy}`, async () => {
      const propertyId = world.id(testCase.collection.split('/')[1] ?? '');
      const answer = await fetchDocument(propertyId, uploaded.get(testCase.docId) ?? 'missing', tokenOf(run, testCase.actor));
      const bytes = Buffer.from(await answer.arrayBuffer());
      if (testCase.expected === 'allow') {
        expect(answer.status).toBe(200);
        // The stored copy is the deed written anew by the PDF check (docs/facade.md "Legal check"): the same page and text.
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(bytes.includes('(Replayed from the permission matrix) Tj')).toBe(true);
      } else {
        expect([401, 403, 404]).toContain(answer.status);
        expect(bytes.includes('%PDF')).toBe(false);
      }
    });
  }
});
