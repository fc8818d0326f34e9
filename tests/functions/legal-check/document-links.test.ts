import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_CHECK_MESSAGES as L } from '@homehaven/domain/legal-check';
import { PROPERTY } from '../../rules/matrix/listings';
import { samplePdf } from '../../../tools/seed/sample-pdf';
import { API_URL, HOSTING_URL } from '../../../tools/emulators/config';
import { db } from '../facade/support/admin';
import { endRun, startRun, tokenOf, type Run } from '../facade/support/run';
import { CaseWorld, resetUsers } from '../facade/support/world';
import { attached, detach, removeDocumentRecords, requestLink } from './support';

const DEED = samplePdf('Title deed', ['Opened through a document link']);
const LISTINGS = [PROPERTY.verified];
const messageOf = async (response: Response): Promise<string> => ((await response.json()) as { message?: string }).message ?? '';
/** The link a POST answered (failing loudly otherwise). */
async function linkOf(response: Response): Promise<{ url: string; expiresAt: string }> {
  expect(response.status).toBe(201);
  return (await response.json()) as { url: string; expiresAt: string };
}
const ticketOf = (url: string) => url.split('/').pop() ?? '';

/**
 * Document links (docs/facade.md "Legal check"): the listing's agent and admins ask for a short-lived
 * address on the functions' own origin, which a tab opens without a token, sandboxed; nobody else gets
 * one, and an unknown, expired or app-origin address serves nothing.
 */
describe('legal check: document links', () => {
  let run: Run;
  let world: CaseWorld;
  let verified: string;
  let deed: string;
  const token = (actor: Parameters<typeof tokenOf>[1]) => tokenOf(run, actor);

  beforeAll(async () => {
    run = await startRun();
    await resetUsers(run);
    world = new CaseWorld(run, `${run.prefix}dl`, new Set(LISTINGS));
    await world.seed();
    verified = world.id(PROPERTY.verified);
    deed = await attached(verified, DEED, 'deed.pdf', token('agent') ?? '');
  });
  afterAll(async () => {
    if (!world) return;
    await removeDocumentRecords(LISTINGS.map((id) => world.id(id)));
    await world.remove();
    await endRun(run);
  });

  it("gives the listing's agent and admins an address on the functions' origin that opens the document inline, sandboxed, for five minutes", async () => {
    for (const actor of ['agent', 'admin', 'otherAdmin'] as const) {
      const before = Date.now();
      const { url, expiresAt } = await linkOf(await requestLink(verified, deed, token(actor)));
      expect(url).toMatch(new RegExp(`^${API_URL}/document-links/[0-9a-f]{64}$`));
      expect(Date.parse(expiresAt) - before).toBeGreaterThan(4 * 60_000);
      expect(Date.parse(expiresAt) - before).toBeLessThanOrEqual(5 * 60_000 + 5_000);
      expect((await db.doc(`documentLinks/${ticketOf(url)}`).get()).data()).toMatchObject({ propertyId: verified, documentId: deed, uid: run.accounts[actor].uid });

      // A tab opens it with no token.
      const opened = await fetch(url);
      expect(opened.status).toBe(200);
      expect(
        Object.fromEntries(
          ['content-type', 'content-disposition', 'cache-control', 'x-content-type-options', 'content-security-policy', 'referrer-policy'].map((name) => [name, opened.headers.get(name)]),
        ),
      ).toEqual({
        'content-type': 'application/pdf',
        'content-disposition': 'inline; filename="deed.pdf"',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'referrer-policy': 'no-referrer',
      });
      expect(Buffer.from(await opened.arrayBuffer()).includes('(Opened through a document link) Tj')).toBe(true);
    }
  });

  it('refuses a link to anyone the document itself is refused: 401, 403 or 404, making none', async () => {
    const links = async () => (await db.collection('documentLinks').where('propertyId', '==', verified).get()).size;
    const before = await links();
    const cases = [
      [await requestLink(verified, deed), 401],
      [await requestLink(verified, deed, 'not-a-token'), 401],
      [await requestLink(verified, deed, token('user')), 403],
      [await requestLink(verified, deed, token('otherAgent')), 403],
      [await requestLink(verified, deed, token('fraud')), 403],
      [await requestLink(verified, 'no-such-document', token('admin')), 404],
      [await requestLink(verified, '__name__', token('admin')), 404],
      [await requestLink(`${verified}-missing`, deed, token('admin')), 404],
    ] as const;
    expect(cases.map(([answer]) => answer.status)).toEqual(cases.map(([, status]) => status));
    expect(await links()).toBe(before);
  });

  it('ATTACK: an unknown, malformed or expired ticket, or one asked through the app origin, serves nothing', async () => {
    const { url } = await linkOf(await requestLink(verified, deed, token('admin')));
    const ticket = ticketOf(url);
    const attempts = [
      `${API_URL}/document-links/${randomBytes(32).toString('hex')}`,
      `${API_URL}/document-links/${ticket.toUpperCase()}`,
      `${API_URL}/document-links/${ticket.slice(1)}`,
      `${API_URL}/document-links/..%2F..%2Fetc%2Fpasswd`,
      `${API_URL}/document-links/`,
      // Hosting's /api rewrite is the app's origin: links open on the functions' own only.
      `${HOSTING_URL}/api/document-links/${ticket}`,
    ];
    for (const address of attempts) {
      const answer = await fetch(address);
      const text = await answer.text();
      expect(answer.status, address).toBe(404);
      expect(text).not.toContain('%PDF');
    }
    expect((await fetch(url)).status).toBe(200);
    await db.doc(`documentLinks/${ticket}`).update({ expireAt: Timestamp.fromMillis(Date.now() - 1) });
    const expired = await fetch(url);
    expect([expired.status, await messageOf(expired)]).toEqual([404, L.linkExpired]);
  });

  it('serves a link only while whoever asked for it may still read the document, and the document exists', async () => {
    const { url } = await linkOf(await requestLink(verified, deed, token('otherAdmin')));
    await db.doc(`users/${run.accounts.otherAdmin.uid}`).update({ roll: 'user' });
    try {
      expect((await fetch(url)).status).toBe(403);
    } finally {
      await resetUsers(run);
    }
    expect((await fetch(url)).status).toBe(200);
    const { url: agents } = await linkOf(await requestLink(verified, deed, token('agent')));
    expect((await detach(verified, deed, token('agent'))).status).toBe(200);
    for (const address of [url, agents]) expect((await fetch(address)).status).toBe(404);
  });
});
