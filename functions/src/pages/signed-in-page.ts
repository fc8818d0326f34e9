import type { Request } from 'firebase-functions/v2/https';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { APP_SHELL_FILE, fillTemplate, type RenderedSession } from '@homehaven/domain/rendered-page';
import { adminApp } from '../config';
import { callerOfProfile } from '../http/caller';
import { db } from '../firestore/db';
import { sessionOf } from '../http/session-cookie';
import { logs } from '../logs';
import { PRIVATE_NO_STORE } from '../http/public-cache';
import { sendHtml, type PageResponse } from './send-html';
import { pageTemplate, serverRender } from './server-render';
import { renderedOrNull, signedInReads } from './signed-in-reads';

/** Who the rendered page is for, as Auth knows them (the name and photo the app shows until the SDK reports). */
function renderedSessionOf(user: UserRecord): RenderedSession {
  return { uid: user.uid, email: user.email ?? null, displayName: user.displayName ?? null, photoURL: user.photoURL ?? null, emailVerified: user.emailVerified };
}

/**
 * A signed-in page (a Hosting rewrite; docs/decisions.md "Signed-in pages rendered per request"):
 * rendered for the person whose session cookie the request carries, with their first reads (each
 * judged as the rules would, signed-in-reads.ts), so it paints from the HTML as the public pages do,
 * and the app hydrates it and goes live. Never cached. Without a valid session, for someone the
 * page's guard would send away (another role, a fraud account), or when a read or the render fails,
 * it answers the app's shell, which renders in the browser as before.
 */
export async function signedInPage(req: Request, res: PageResponse): Promise<void> {
  const shell = await pageTemplate(APP_SHELL_FILE);
  try {
    const render = await serverRender();
    const page = render.signedInPageOf(req.path);
    const session = page ? await sessionOf(req) : null;
    if (!page || !session) return sendHtml(req, res, shell, 200, PRIVATE_NO_STORE);
    // Their users document once: their role for the page's guard, and the render's first read (the role its hooks follow).
    const [profile, user] = await Promise.all([db.doc(`users/${session.uid}`).get(), getAuth(adminApp).getUser(session.uid)]);
    const caller = callerOfProfile(session.uid, profile.data());
    if (!caller.role || !page.roles.includes(caller.role)) return sendHtml(req, res, shell, 200, PRIVATE_NO_STORE);
    const known = { [profile.ref.path]: { doc: renderedOrNull(profile) } };
    const rendered = await render.renderSignedInRoute(req.originalUrl, renderedSessionOf(user), (keys) => signedInReads(keys, caller), known);
    if (!rendered) return sendHtml(req, res, shell, 200, PRIVATE_NO_STORE);
    sendHtml(req, res, fillTemplate(await pageTemplate(page.file), rendered.head, rendered.body), 200, PRIVATE_NO_STORE);
  } catch (error) {
    logs.pageRenderFailed(req.path, error);
    sendHtml(req, res, shell, 200, PRIVATE_NO_STORE);
  }
}
