import { beforeAll, describe, expect, it } from 'vitest';
import { FACADE_BODY_MAX_BYTES } from '../../../functions/src/api/refuse-oversized-bodies';
import { API_MESSAGES } from '../../../functions/src/http/api-messages';
import { signUpWithPassword, type EmulatorAccount } from '../../../tools/emulators/auth-rest';
import { API_URL } from '../../../tools/emulators/config';
import { closedWhileSending, form, storedFiles, upload } from './support';

const MiB = 1024 * 1024;

/**
 * The most the platform hands the function: the Functions emulator's runtime parses bodies with a
 * 32 MB limit (as Cloud Run refuses larger requests in production) and answers larger ones itself
 * (docs/facade.md "Oversized bodies").
 */
const PLATFORM_BODY_MAX_BYTES = 32 * MiB;

/** A request's answer: status and content type, and the JSON body when it is JSON. */
async function answerOf(response: Response): Promise<{ status: number; type: string | null; body: unknown }> {
  const type = response.headers.get('content-type');
  const text = await response.text();
  return { status: response.status, type, body: type?.startsWith('application/json') ? (JSON.parse(text) as unknown) : text.slice(0, 80) };
}

/** Oversized bodies on every path: run from tests/functions/upload.test.ts (see there why one file). */
export function oversizedBodyTests(): void {
  describe('oversized bodies', () => {
    let account: EmulatorAccount;
    beforeAll(async () => {
      account = await signUpWithPassword();
    });

    it('answers a body over the largest any path reads with 413 {message}, on every path and before signing in', async () => {
      const size = FACADE_BODY_MAX_BYTES + MiB;
      expect(size).toBeLessThan(PLATFORM_BODY_MAX_BYTES);
      const before = storedFiles();
      const json = JSON.stringify({ comment: 'x'.repeat(size) });
      const requests: [string, () => Promise<Response>][] = [
        ['POST /upload signed in', () => upload(form('image', Buffer.alloc(size), 'huge.png', 'image/png'), account.idToken)],
        ['POST /upload signed out', () => upload(form('image', Buffer.alloc(size), 'huge.png', 'image/png'))],
        ['POST /properties/{id}/documents', () => fetch(`${API_URL}/properties/some-listing/documents`, { method: 'POST', body: form('document', Buffer.alloc(size), 'deed.pdf', 'application/pdf') })],
        ['POST /reviews (JSON) signed out', () => fetch(`${API_URL}/reviews`, { method: 'POST', body: json, headers: { 'Content-Type': 'application/json' } })],
        [
          'POST /reviews (JSON) signed in',
          () => fetch(`${API_URL}/reviews`, { method: 'POST', body: json, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.idToken}` } }),
        ],
        ['DELETE /wishlist/{id} with a body', () => fetch(`${API_URL}/wishlist/some-entry`, { method: 'DELETE', body: 'x'.repeat(size), headers: { 'Content-Type': 'text/plain' } })],
      ];
      // The platform buffers the whole body before the function runs, so the answer always arrives: no race here.
      for (const [what, send] of requests) {
        expect({ what, ...(await answerOf(await send())) }).toEqual({ what, status: 413, type: 'application/json; charset=utf-8', body: { message: API_MESSAGES.bodyTooLarge } });
      }
      expect(storedFiles()).toBe(before);
    });

    it('leaves a 60 MB body to the platform, which refuses it (413) before the function runs, and nothing is stored', async () => {
      const before = storedFiles();
      // Where the platform refuses on the declared length while the body is still being sent, the client
      // may see the socket closed under it (EPIPE, ECONNRESET) rather than the answer.
      const answer = await upload(form('image', Buffer.alloc(60 * 1024 * 1024), 'huge.png', 'image/png'), account.idToken).then(answerOf, closedWhileSending);
      if (typeof answer !== 'string') {
        // The emulator's runtime answers with Express's own error page: never the function's JSON, which
        // no code of the function can change (docs/facade.md "Oversized bodies").
        expect({ status: answer.status, type: answer.type }).toEqual({ status: 413, type: 'text/html; charset=utf-8' });
      }
      expect(storedFiles()).toBe(before);
    });
  });
}
