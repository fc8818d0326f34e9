import { followSignedIn } from '../firebase/signed-in-live/load-signed-in-live';
import { endSessionCookie, keepSessionCookie } from './session-cookie';
import { forgetToken, keepToken } from './session-token';

/** What the session's holder may tell a page rendered for `uid`, beyond refreshing its token. */
export interface RenderedSessionEvents {
  /** Nobody is signed in any more (signed out in another tab, the session revoked). */
  ended(): void;
  /** Someone else is signed in now, or the worker could not start: Auth in the page takes over. */
  elsewhere(): void;
}

/**
 * Keeps the session of a page rendered per request for `uid` without Firebase Auth in the page
 * (docs/decisions.md "The session on a rendered page"): the signed-in live worker's Auth restores it
 * and refreshes its ID token, which is stored for the facade's calls (a returning member's had expired)
 * and keeps the session cookie; its end signs the page out. Returns the function that stops.
 */
export function keepRenderedSession(uid: string, events: RenderedSessionEvents): () => void {
  return followSignedIn(
    (live) =>
      live.followWorkerSession((session) => {
        const { token } = session;
        if (session.uid === uid && token !== null) {
          keepToken(token);
          keepSessionCookie(uid, () => Promise.resolve(token));
        } else if (session.uid === null) {
          forgetToken();
          endSessionCookie({ always: true });
          events.ended();
        } else {
          events.elsewhere();
        }
      }, events.elsewhere),
    events.elsewhere,
  );
}
