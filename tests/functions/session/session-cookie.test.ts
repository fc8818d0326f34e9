// The admin handle first: it points the Admin SDK (the functions code run here included) at the emulators.
import { auth } from '../facade/support/admin';
import { afterAll, describe, expect, it } from 'vitest';
import { HOSTING_URL, PROJECT_ID } from '../../../tools/emulators/config';
import { API_MESSAGES } from '../../../functions/src/http/api-messages';
import { sessionOf } from '../../../functions/src/http/session-cookie';
import { call, type FacadeAnswer } from '../facade/support/api';
import { createAccount, newPrefix, type Account } from '../facade/support/run';
import { signInWithPassword } from '../../../tools/emulators/auth-rest';

/**
 * The session cookie (docs/facade.md "Session cookie"): `POST /session` and `DELETE /session` over real
 * HTTP, and `sessionOf`, which the `pages` function reads it with, run here against the Auth emulator.
 */

/** What `POST /session` sets under the emulator, exactly: no `Secure` on plain http. */
const SESSION_SET_COOKIE = /^__session=([A-Za-z0-9_.-]+); Path=\/; HttpOnly; SameSite=Lax; Max-Age=432000$/;
const SESSION_CLEARED = '__session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0';
const PASSWORD = 'Secret12';

const prefix = newPrefix();
const people: string[] = [];

/** A fresh account, signed in. */
async function person(name: string): Promise<Account> {
  const uid = `${prefix}-${name}`;
  people.push(uid);
  return createAccount(uid, `${uid}@example.com`);
}

afterAll(async () => {
  await auth.deleteUsers(people);
});

/** A JWT's claims, unverified. */
function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The same claims, changed, as an unsigned JWT: the form of the Auth emulator's own cookies. */
function reissued(jwt: string, changes: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...claimsOf(jwt), ...changes })}.`;
}

/** Waits until the clock is past the second the token's sign-in happened in: revocation counts whole seconds. */
async function pastSignIn(token: string): Promise<void> {
  const authTime = Number(claimsOf(token).auth_time);
  while (Math.floor(Date.now() / 1000) <= authTime) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** The session cookie a successful `POST /session` set (failing loudly otherwise). */
function cookieSetBy(answer: FacadeAnswer): string {
  expect(answer.status).toBe(204);
  const [header = '', ...more] = answer.headers.getSetCookie();
  expect(more).toEqual([]);
  const value = SESSION_SET_COOKIE.exec(header)?.[1];
  expect(value, header).toBeTruthy();
  return value ?? '';
}

const newSession = async (token: string): Promise<string> => cookieSetBy(await call({ method: 'POST', path: '/session', body: { idToken: token } }));
const cookieHeader = (value: string) => ({ headers: { cookie: `theme=dark; __session=${value}; lang=en` } });

describe('POST /session and DELETE /session', () => {
  it('answers a valid ID token 204 with the __session cookie, exactly, uncached; the cookie is Firebase’s, for 5 days, and sessionOf reads its uid', async () => {
    const ann = await person('ann');
    const answer = await call({ method: 'POST', path: '/session', body: { idToken: ann.token } });
    const value = cookieSetBy(answer);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.body).toEqual({ text: '' });

    const claims = await auth.verifySessionCookie(value, true);
    expect([claims.uid, claims.iss, claims.exp - claims.iat]).toEqual([ann.uid, `https://session.firebase.google.com/${PROJECT_ID}`, 432_000]);
    expect(await sessionOf(cookieHeader(value))).toEqual({ uid: ann.uid });
    expect(await sessionOf({ headers: { cookie: `__session=${value}` } })).toEqual({ uid: ann.uid });
  });

  it('hands the cookie out through Hosting’s /api rewrite too (Hosting keeps a Set-Cookie only on a private answer)', async () => {
    const ben = await person('ben');
    const response = await fetch(`${HOSTING_URL}/api/session`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ idToken: ben.token }) });
    const value = cookieSetBy({ status: response.status, body: await response.text(), headers: response.headers });
    expect(await sessionOf(cookieHeader(value))).toEqual({ uid: ben.uid });
  });

  it('refuses a forged, revoked or disabled account’s ID token 401, bad bodies 400, forms 415 and other sites 403, never setting a cookie', async () => {
    const [revoked, disabled, good] = await Promise.all([person('revoked'), person('disabled'), person('good')]);
    await pastSignIn(revoked.token);
    await auth.revokeRefreshTokens(revoked.uid);
    await auth.updateUser(disabled.uid, { disabled: true });

    const refusals: [unknown, number, string][] = [
      [{ idToken: 'forged.token.value' }, 401, API_MESSAGES.sessionTokenRefused],
      [{ idToken: reissued(good.token, { sub: revoked.uid, user_id: revoked.uid }) + 'c2lnbmF0dXJl' }, 401, API_MESSAGES.sessionTokenRefused],
      [{ idToken: revoked.token }, 401, API_MESSAGES.sessionTokenRefused],
      [{ idToken: disabled.token }, 401, API_MESSAGES.sessionTokenRefused],
      [{}, 400, 'Invalid request: idToken is required'],
      [{ idToken: good.token, uid: good.uid }, 400, 'Invalid request: unknown field(s) uid'],
      [{ idToken: 42 }, 400, 'Invalid request: idToken: Invalid input: expected string, received number'],
      [{ idToken: '' }, 400, 'Invalid request: idToken: Too small: expected string to have >=1 characters'],
      [{ idToken: 'x'.repeat(4097) }, 400, 'Invalid request: idToken: Too big: expected string to have <=4096 characters'],
      [[{ idToken: good.token }], 400, 'Invalid request: body: Invalid input: expected object, received array'],
    ];
    const answers = await Promise.all(refusals.map(([body]) => call({ method: 'POST', path: '/session', body })));
    const seen = answers.map((answer) => [answer.status, answer.body, answer.headers.getSetCookie(), answer.headers.get('cache-control')]);
    expect(seen).toEqual(refusals.map(([, status, message]) => [status, { message }, [], 'private, no-store']));

    // What another site's page could send without a CORS preflight (a form), or with its own Origin.
    const forms = await Promise.all(
      ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x'].map((type) =>
        call({ method: 'POST', path: '/session', raw: `idToken=${good.token}`, headers: { 'Content-Type': type } }),
      ),
    );
    expect(forms.map((answer) => [answer.status, answer.body, answer.headers.getSetCookie()])).toEqual(forms.map(() => [415, { message: API_MESSAGES.jsonOnly }, []]));
    const foreign = await call({ method: 'POST', path: '/session', body: { idToken: good.token }, headers: { Origin: 'https://elsewhere.example' } });
    expect([foreign.status, foreign.headers.getSetCookie()]).toEqual([403, []]);
    // The same good token, well sent, is taken.
    expect(await sessionOf(cookieHeader(await newSession(good.token)))).toEqual({ uid: good.uid });
  });

  it('answers DELETE 204 clearing the cookie with the same attributes, signed in or not', async () => {
    const cleo = await person('cleo');
    for (const token of [undefined, cleo.token]) {
      const answer = await call({ method: 'DELETE', path: '/session' }, token);
      expect([answer.status, answer.headers.getSetCookie(), answer.headers.get('cache-control'), answer.body]).toEqual([204, [SESSION_CLEARED], 'private, no-store', { text: '' }]);
    }
  });
});

describe('sessionOf', () => {
  it('refuses the cookie of a person whose tokens were revoked, and of an account disabled or deleted; a new sign-in gets a new one', async () => {
    const [dan, eve, fay] = await Promise.all([person('dan'), person('eve'), person('fay')]);
    const cookies = await Promise.all([dan, eve, fay].map((account) => newSession(account.token)));
    expect(await Promise.all(cookies.map((value) => sessionOf(cookieHeader(value))))).toEqual([{ uid: dan.uid }, { uid: eve.uid }, { uid: fay.uid }]);

    // Under the emulator the Admin SDK checks revocation whatever `checkRevoked` says, and the Auth
    // emulator's createSessionCookie refuses a revoked token itself: these prove the behaviour, not the
    // flag (session-cookie.ts passes true, which production needs).
    await pastSignIn(dan.token);
    await auth.revokeRefreshTokens(dan.uid);
    await auth.updateUser(eve.uid, { disabled: true });
    await auth.deleteUser(fay.uid);
    expect(await Promise.all(cookies.map((value) => sessionOf(cookieHeader(value))))).toEqual([null, null, null]);

    const { idToken } = await signInWithPassword(dan.email, PASSWORD);
    expect(await sessionOf(cookieHeader(await newSession(idToken)))).toEqual({ uid: dan.uid });
  });

  it('answers null, never throwing, without a cookie and for a forged, expired or foreign one', async () => {
    const gus = await person('gus');
    const value = await newSession(gus.token);
    // The Auth emulator signs nothing and the Admin SDK takes its unsigned cookies: the same claims,
    // re-issued, pass here (never in production, where Google's signature is checked), so each refusal
    // below is for the one claim changed.
    expect(await sessionOf(cookieHeader(reissued(value, {})))).toEqual({ uid: gus.uid });

    const now = Math.floor(Date.now() / 1000);
    const refused = [
      { headers: {} },
      { headers: { cookie: '' } },
      { headers: { cookie: 'theme=dark; session=' + value } },
      cookieHeader(''),
      cookieHeader('forged.cookie.value'),
      cookieHeader('%%%;;=='),
      // Signed by someone: the emulator takes no signature, production only Google's.
      cookieHeader(`${value}c2lnbmF0dXJl`),
      // An ID token is not a session cookie (another issuer).
      cookieHeader(gus.token),
      cookieHeader(reissued(value, { iat: now - 600_000, exp: now - 60 })),
      cookieHeader(reissued(value, { aud: 'demo-another-project', iss: 'https://session.firebase.google.com/demo-another-project' })),
    ];
    expect(await Promise.all(refused.map((request) => sessionOf(request)))).toEqual(refused.map(() => null));
  });
});
