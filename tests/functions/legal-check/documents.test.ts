import { existsSync } from 'node:fs';
import { FieldValue } from 'firebase-admin/firestore';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, DOCUMENTS_MAX_PER_LISTING } from '@homehaven/domain/constants';
import { LEGAL_CHECK_MESSAGES as L } from '@homehaven/domain/legal-check';
import { MESSAGES } from '@homehaven/domain/messages';
import { BLANK_SAMPLES } from '@homehaven/domain/text';
import { PROPERTY } from '../../rules/matrix/listings';
import { samplePdf } from '../../../tools/seed/sample-pdf';
import { API_URL, LOCAL_DIR } from '../../../tools/emulators/config';
import { TINY_PNG, sampleJpeg } from '../../support/images';
import { HOSTILE_PDFS, PDF_WITH_TRAILING_HTML } from '../../support/pdfs';
import { GPS_TAGS, exifGpsTags, phonePicture } from '../../support/exif';
import { HTML_PAYLOAD, hostilePictures, withTrailingHtml } from '../../support/hostile-pictures';
import { db } from '../facade/support/admin';
import { endRun, startRun, tokenOf, type Run } from '../facade/support/run';
import { CaseWorld, resetUsers } from '../facade/support/world';
import { attach, attached, decide, detach, fetchDocument, removeDocumentRecords, storedCheck, storedDocumentIds, storedNote } from './support';

const DEED = samplePdf('Title deed', ['Parcel 12, New York', 'Registered owner: the agent']);
/** An ELF executable's first bytes: renamed deed.pdf and declared a PDF, it is still no document. */
const EXECUTABLE = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]), Buffer.alloc(2048)]);
const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** The world's listings these tests use. */
const LISTINGS = [PROPERTY.verified, PROPERTY.pending, PROPERTY.sold, PROPERTY.otherAgents, PROPERTY.withdrawn];

const messageOf = async (response: Response): Promise<string> => ((await response.json()) as { message?: string }).message ?? '';

/**
 * The legal check's paths over real HTTP (docs/facade.md "Legal check"): an agent attaches ownership
 * documents to their own listing (kinds by content, limits, refusals), strangers are refused the
 * bytes, an admin passes or fails the check, and any change of the documents sends it back to pending.
 */
describe('legal check: ownership documents and the decision', () => {
  let run: Run;
  let world: CaseWorld;
  let verified: string;
  const token = (actor: Parameters<typeof tokenOf>[1]) => tokenOf(run, actor);

  beforeAll(async () => {
    run = await startRun();
    await resetUsers(run);
    world = new CaseWorld(run, `${run.prefix}lc`, new Set(LISTINGS));
    await world.seed();
    // The rules world gives its listings checks for documents it only names; here documents are
    // uploaded for real, so each listing starts without a check, as before its first document.
    await Promise.all(LISTINGS.map((id) => db.doc(`properties/${world.id(id)}`).update({ legalCheck: FieldValue.delete() })));
    verified = world.id(PROPERTY.verified);
  });
  afterAll(async () => {
    if (!world) return;
    await removeDocumentRecords(Object.values(PROPERTY).map((id) => world.id(id)));
    await world.remove();
    await endRun(run);
  });

  it('takes a PDF, a JPEG and a PNG from its agent, judged by content, and keeps a safe name, the type and the size', async () => {
    const before = (await storedDocumentIds(verified)).length;
    const answers = await Promise.all([
      attach(verified, DEED, '../Title deed: 2024?.pdf', 'application/pdf', token('agent')),
      attach(verified, sampleJpeg(), 'scan.jpeg', 'image/jpeg', token('agent')),
      attach(verified, TINY_PNG, 'plan.pdf', 'application/pdf', token('agent')),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as { insertedId: string; name: string }[];
    expect(bodies.map((body) => body.name)).toEqual(['Title deed_ 2024_.pdf', 'scan.jpeg.jpg', 'plan.pdf.png']);
    const [deed] = await Promise.all(bodies.map((body) => db.doc(`properties/${verified}/documents/${body.insertedId}`).get()));
    expect(deed?.data()).toMatchObject({
      name: 'Title deed_ 2024_.pdf',
      contentType: 'application/pdf',
    });
    expect(await storedCheck(verified)).toMatchObject({
      status: 'pending',
      documentCount: before + 3,
      revision: before + 3,
      checkedAt: null,
    });

    const served = await fetchDocument(verified, bodies[0]?.insertedId ?? '', token('agent'));
    expect(served.status).toBe(200);
    // The PDF is stored as the check wrote it anew: its page and text, its size as stored.
    const servedBytes = Buffer.from(await served.arrayBuffer());
    expect((await PDFDocument.load(servedBytes)).getPageCount()).toBe(1);
    expect(servedBytes.includes('(Registered owner: the agent) Tj')).toBe(true);
    expect(deed?.get('size')).toBe(servedBytes.length);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('attachment; filename="Title deed_ 2024_.pdf"');
    for (const body of bodies) expect((await detach(verified, body.insertedId, token('agent'))).status).toBe(200);
  });

  it('refuses a renamed executable, a GIF, a file over the limit and an empty form, storing nothing', async () => {
    const before = await storedDocumentIds(verified);
    const checkBefore = await storedCheck(verified);
    const refusals = [
      [await attach(verified, EXECUTABLE, 'deed.pdf', 'application/pdf', token('agent')), 415, L.notADocument],
      [await attach(verified, TINY_GIF, 'deed.gif', 'image/gif', token('agent')), 415, L.notADocument],
      [await attach(verified, Buffer.concat([DEED, Buffer.alloc(DOCUMENT_MAX_BYTES)]), 'huge.pdf', 'application/pdf', token('agent')), 413, L.tooLarge],
      [await attach(verified, DEED, 'deed.pdf', 'application/pdf', token('agent'), 'image'), 400, L.missing],
    ] as const;
    for (const [answer, status, message] of refusals) {
      expect(answer.status).toBe(status);
      expect(await messageOf(answer)).toBe(message);
    }
    expect(await storedDocumentIds(verified)).toEqual(before);
    expect(await storedCheck(verified)).toEqual(checkBefore);
  });

  it('refuses a PDF carrying JavaScript (hex-escaped names included) or an attached file, and `%PDF-` before a web page, storing nothing', async () => {
    const before = await storedDocumentIds(verified);
    const checkBefore = await storedCheck(verified);
    const refusals = [
      [HOSTILE_PDFS.openActionJavaScript, 422, L.pdfActive],
      [HOSTILE_PDFS.hexEscapedJavaScript, 422, L.pdfActive],
      [HOSTILE_PDFS.embeddedFile, 422, L.pdfActive],
      [HOSTILE_PDFS.htmlAfterHeader, 415, L.pdfUnreadable],
    ] as const;
    for (const [bytes, status, message] of refusals) {
      const answer = await attach(verified, bytes, 'deed.pdf', 'application/pdf', token('agent'));
      expect([answer.status, await messageOf(answer)]).toEqual([status, message]);
    }
    expect(await storedDocumentIds(verified)).toEqual(before);
    expect(await storedCheck(verified)).toEqual(checkBefore);
  });

  it('stores a PDF as the check wrote it: what follows its end is not kept', async () => {
    const id = await attached(verified, PDF_WITH_TRAILING_HTML, 'deed.pdf', token('agent') ?? '');
    const served = Buffer.from(await (await fetchDocument(verified, id, token('agent'))).arrayBuffer());
    expect(served.includes('(Parcel 12, New York) Tj')).toBe(true);
    expect(served.includes('<script>')).toBe(false);
    expect((await detach(verified, id, token('agent'))).status).toBe(200);
  });

  it('stores a scan as the image intake writes it anew: upright, without its GPS position or other metadata, without what follows its end', async () => {
    const sent = withTrailingHtml(await phonePicture('jpeg'));
    expect(exifGpsTags((await sharp(sent).metadata()).exif)).toEqual(expect.arrayContaining(GPS_TAGS));
    const id = await attached(verified, sent, 'scan.jpg', token('agent') ?? '');
    const stored = Buffer.from(await (await fetchDocument(verified, id, token('agent'))).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif, orientation: meta.orientation }).toEqual({
      format: 'jpeg',
      width: 200,
      height: 300,
      exif: undefined,
      orientation: undefined,
    });
    expect(stored.includes(HTML_PAYLOAD)).toBe(false);
    expect((await db.doc(`properties/${verified}/documents/${id}`).get()).get('size')).toBe(stored.length);
    expect((await detach(verified, id, token('agent'))).status).toBe(200);
  });

  it('refuses a scan that cannot be decoded (422) or declares more pixels than a picture may (413), storing nothing', async () => {
    const before = await storedDocumentIds(verified);
    // GIF is no document type: its hostile kinds are refused by type first (415, above).
    const scans = (await hostilePictures()).filter((picture) => picture.type !== 'image/gif');
    expect(scans.length).toBeGreaterThan(8);
    for (const scan of scans) {
      const answer = await attach(verified, scan.bytes, 'scan', scan.type, token('agent'));
      expect(answer.status, scan.name).toBe(scan.status);
    }
    expect(await storedDocumentIds(verified)).toEqual(before);
  });

  it("refuses anyone but the listing's agent, a fraud agent, a sold listing and unknown or bad ids", async () => {
    const cases = [
      [await attach(verified, DEED, 'deed.pdf', 'application/pdf'), 401],
      [await attach(verified, DEED, 'deed.pdf', 'application/pdf', token('user')), 403],
      [await attach(verified, DEED, 'deed.pdf', 'application/pdf', token('otherAgent')), 403],
      [await attach(verified, DEED, 'deed.pdf', 'application/pdf', token('admin')), 403],
      [await attach(world.id(PROPERTY.withdrawn), DEED, 'deed.pdf', 'application/pdf', token('fraud')), 403],
      [await attach(world.id(PROPERTY.sold), DEED, 'deed.pdf', 'application/pdf', token('agent')), 409],
      [await attach(`${verified}-missing`, DEED, 'deed.pdf', 'application/pdf', token('agent')), 404],
      [await attach('__bad__', DEED, 'deed.pdf', 'application/pdf', token('agent')), 404],
    ] as const;
    expect(cases.map(([answer]) => answer.status)).toEqual(cases.map(([, status]) => status));
    expect(await messageOf(cases[4][0])).toBe(MESSAGES.users.suspended);
    expect(await messageOf(cases[5][0])).toBe(L.sold);
    expect(await storedDocumentIds(verified)).toEqual([]);
    expect(await storedDocumentIds(world.id(PROPERTY.sold))).toEqual([]);
  });

  it(`takes at most ${DOCUMENTS_MAX_PER_LISTING} documents per listing, even sent at once`, async () => {
    const pending = world.id(PROPERTY.pending);
    // Every upload contends for the listing: the facade retries its transaction until each is answered
    // (docs/facade.md "Legal check"); exactly the limit is taken and every other upload is refused.
    const statuses = await Promise.all(Array.from({ length: DOCUMENTS_MAX_PER_LISTING + 2 }, async (_, i) => (await attach(pending, DEED, `deed-${i}.pdf`, 'application/pdf', token('agent'))).status));
    expect(statuses.filter((status) => status === 201)).toHaveLength(DOCUMENTS_MAX_PER_LISTING);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);
    expect(await storedDocumentIds(pending)).toHaveLength(DOCUMENTS_MAX_PER_LISTING);
    expect(await storedCheck(pending)).toMatchObject({
      status: 'pending',
      documentCount: DOCUMENTS_MAX_PER_LISTING,
    });
  });

  it('ATTACK: never serves a document to a stranger or on a bad id: 401, 403 or 404, never 5xx, never the bytes', async () => {
    const id = await attached(verified, DEED, 'deed.pdf', token('agent') ?? '');
    const attempts: [string, string, string | undefined, number][] = [
      [verified, id, undefined, 401],
      [verified, id, 'not-a-token', 401],
      [verified, id, token('user'), 403],
      [verified, id, token('otherAgent'), 403],
      [verified, id, token('fraud'), 403],
      [verified, id, token('newcomer'), 403],
      [verified, 'no-such-document', token('agent'), 404],
      [verified, '__name__', token('admin'), 404],
      [verified, '..%2F..%2F..%2Fetc%2Fpasswd', token('admin'), 404],
      [verified, 'x'.repeat(300), token('admin'), 404],
      [`${verified}-missing`, id, token('admin'), 404],
      [world.id(PROPERTY.otherAgents), id, token('otherAgent'), 404],
      ['..', id, token('admin'), 404],
    ];
    for (const [propertyId, documentId, caller, status] of attempts) {
      const answer = await fetchDocument(propertyId, documentId, caller);
      const text = await answer.text();
      expect(answer.status, `${propertyId}/${documentId}`).toBe(status);
      expect(text).not.toContain('%PDF');
    }
    for (const admin of ['admin', 'otherAdmin'] as const) expect((await fetchDocument(verified, id, token(admin))).status).toBe(200);
    // Removing is its agent's alone, too.
    for (const actor of ['user', 'otherAgent', 'admin'] as const) expect((await detach(verified, id, token(actor))).status).toBe(403);
    expect((await detach(verified, id)).status).toBe(401);
    expect(await storedDocumentIds(verified)).toEqual([id]);
    expect((await detach(verified, id, token('agent'))).status).toBe(200);
  });

  it('lets an admin fail the check with a note and pass it; any document change sends it back to pending', async () => {
    const first = await attached(verified, DEED, 'deed.pdf', token('agent') ?? '');
    const { revision } = (await storedCheck(verified)) as { revision: number };

    const noNote = await decide(verified, { status: 'failed', note: '  ', revision }, token('admin'));
    expect([noNote.status, await messageOf(noNote)]).toEqual([400, L.noteRequired]);
    // Invisible characters alone are no note either (the domain's blank rule, domain/src/text.ts), and change nothing.
    const pendingCheck = await storedCheck(verified);
    for (const blank of ['\u200B\u200D\u00AD', ...BLANK_SAMPLES]) {
      const invisible = await decide(verified, { status: 'failed', note: blank, revision }, token('admin'));
      expect([invisible.status, await messageOf(invisible)], JSON.stringify(blank)).toEqual([400, L.noteRequired]);
    }
    expect(await storedCheck(verified)).toEqual(pendingCheck);
    expect(await storedNote(verified)).toBeUndefined();
    expect((await decide(verified, { status: 'passed', note: '', revision }, token('agent'))).status).toBe(403);
    expect((await decide(verified, { status: 'passed', note: '', revision }, token('user'))).status).toBe(403);
    expect((await decide(verified, { status: 'passed', note: '', revision })).status).toBe(401);
    expect((await decide(verified, { status: 'verified', note: '', revision }, token('admin'))).status).toBe(400);
    expect((await decide(verified, { status: 'passed', note: '', revision, legalCheck: {} }, token('admin'))).status).toBe(400);
    const stale = await decide(verified, { status: 'passed', note: '', revision: revision - 1 || revision + 1 }, token('admin'));
    expect([stale.status, await messageOf(stale)]).toEqual([409, L.changed]);
    expect(await storedCheck(verified)).toMatchObject({ status: 'pending' });

    const failed = await decide(verified, { status: 'failed', note: ' The deed names another owner. ', revision }, token('admin'));
    expect(failed.status).toBe(200);
    // The public listing says only "failed"; the note is apart, where only the agent and admins read it.
    expect(await storedCheck(verified)).toEqual({
      status: 'failed',
      revision,
      documentCount: 1,
      checkedAt: expect.anything(),
    });
    expect(await storedNote(verified)).toMatchObject({ note: 'The deed names another owner.', revision });
    const publicListing = (await (await fetch(`${API_URL}/properties/${verified}`)).json()) as Record<string, unknown>;
    expect(JSON.stringify(publicListing)).not.toContain('another owner');

    // A blank note on a pass is no note: the earlier one goes and none is stored.
    expect((await decide(verified, { status: 'passed', note: '\u200B\u00AD', revision }, token('otherAdmin'))).status).toBe(200);
    expect(await storedCheck(verified)).toMatchObject({
      status: 'passed',
      revision,
      documentCount: 1,
    });
    expect(await storedNote(verified)).toBeUndefined();
    // A failure's note goes when the documents change (the check is pending again).
    expect((await decide(verified, { status: 'failed', note: 'No seal.', revision }, token('admin'))).status).toBe(200);
    expect(await storedNote(verified)).toMatchObject({ note: 'No seal.' });

    // Adding a document: pending again, the next revision; the old revision's decision is refused.
    const second = await attached(verified, DEED, 'deed-2.pdf', token('agent') ?? '');
    expect(await storedCheck(verified)).toMatchObject({
      status: 'pending',
      revision: revision + 1,
      documentCount: 2,
      checkedAt: null,
    });
    expect(await storedNote(verified)).toBeUndefined();
    expect((await decide(verified, { status: 'passed', note: '', revision }, token('admin'))).status).toBe(409);
    expect((await decide(verified, { status: 'passed', note: '', revision: revision + 1 }, token('admin'))).status).toBe(200);

    // Removing one: pending again; removing the last leaves nothing to decide (409).
    expect((await detach(verified, first, token('agent'))).status).toBe(200);
    expect(await storedCheck(verified)).toMatchObject({
      status: 'pending',
      revision: revision + 2,
      documentCount: 1,
    });
    expect((await fetchDocument(verified, first, token('agent'))).status).toBe(404);
    expect((await detach(verified, first, token('agent'))).status).toBe(404);
    expect((await detach(verified, second, token('agent'))).status).toBe(200);
    const empty = await decide(verified, { status: 'passed', note: '', revision: revision + 3 }, token('admin'));
    expect([empty.status, await messageOf(empty)]).toEqual([409, L.noDocuments]);
    expect((await decide(world.id(PROPERTY.otherAgents), { status: 'passed', note: '', revision: 1 }, token('admin'))).status).toBe(409);
    expect((await decide(`${verified}-missing`, { status: 'passed', note: '', revision: 1 }, token('admin'))).status).toBe(404);
  });

  it("deletes a listing's documents, files included, and its check's note with the listing", async () => {
    const listing = world.id(PROPERTY.rejected);
    await db.doc(`properties/${listing}`).set({ ...(await db.doc(`properties/${verified}`).get()).data(), status: 'rejected', isVerified: false });
    const id = await attached(listing, DEED, 'deed.pdf', token('agent') ?? '');
    expect((await fetchDocument(listing, id, token('agent'))).status).toBe(200);
    const { revision } = (await storedCheck(listing)) as { revision: number };
    expect((await decide(listing, { status: 'failed', note: 'Unsigned.', revision }, token('admin'))).status).toBe(200);
    expect(await storedNote(listing)).toMatchObject({ note: 'Unsigned.' });
    const deleted = await fetch(`${API_URL}/properties/${listing}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token('agent') ?? ''}` } });
    expect(deleted.status).toBe(200);
    expect(await storedDocumentIds(listing)).toEqual([]);
    expect(await storedNote(listing)).toBeUndefined();
    expect(existsSync(`${LOCAL_DIR}documents/${listing}/${id}`)).toBe(false);
  });

  it('refuses an admin the check of their own listing (another admin decides it)', async () => {
    const own = world.id(PROPERTY.otherAgents);
    const admin = run.accounts.admin;
    await db.doc(`properties/${own}`).update({
      'agent.uid': admin.uid,
      legalCheck: {
        status: 'pending',
        revision: 1,
        documentCount: 1,
        checkedAt: null,
      },
    });
    const answer = await decide(own, { status: 'passed', note: '', revision: 1 }, admin.token);
    expect([answer.status, await messageOf(answer)]).toEqual([403, L.ownListing]);
    expect((await decide(own, { status: 'passed', note: '', revision: 1 }, token('otherAdmin'))).status).toBe(200);
  });
});
