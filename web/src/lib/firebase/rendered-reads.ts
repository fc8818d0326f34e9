import type { User } from 'firebase/auth';
import type { RenderedRead, RenderedSignedIn } from '@homehaven/domain/rendered-page';
import { renderedData } from '../listings/rendered-first-page';
import { installSignedInRender } from '../signed-in-render';
import type { RenderedLoaderContext } from '../rendered-loader';
import { documentSnapshotOf, querySnapshotOf } from './plain-snapshots';

/**
 * The reads a signed-in page was rendered from (docs/decisions.md "Signed-in pages rendered per
 * request"): the `pages` function renders the page with the person's session, its live hooks asking
 * for what they follow (a query, a document) by the key they listen under, and carries what it read in
 * the page's head. In the browser the same hooks start from those reads, so hydration renders exactly
 * the server's HTML, and each read gives way to its listener's first answer. Installed by the server
 * render and, in the browser, by the start of a page that carries such a render (app/start.tsx).
 */

/** Server: the keys the current render asked for, or null when not recording. */
let recording: Set<string> | null = null;
/** Browser: the keys whose listener has answered; the rendered read is history for them. */
const answered = new Set<string>();

function signedIn(): RenderedSignedIn | null {
  const data = renderedData();
  return data !== null && 'reads' in data ? data : null;
}

/** The rendered read of `key` (null: none), noted on the server as one the page asks for. */
function renderedRead(key: string): RenderedRead | null {
  recording?.add(key);
  if (answered.has(key)) return null;
  return signedIn()?.reads[key] ?? null;
}

/** Server: runs `render` and answers what it rendered with the keys its hooks asked for. */
export function recordingReads<T>(render: () => T): { result: T; keys: string[] } {
  const keys = new Set<string>();
  recording = keys;
  try {
    return { result: render(), keys: [...keys] };
  } finally {
    recording = null;
  }
}

/**
 * `read` of the rendered documents of `key` (a query: `docs`) or document (`doc`, null when there is
 * none to see), or undefined without a rendered read of that kind. The readers get plain snapshots
 * (plain-snapshots.ts).
 */
function renderedValue<T>(key: string, kind: 'docs' | 'doc', read: (snapshot: never) => T): { value: T } | undefined {
  const found = renderedRead(key);
  if (found === null || !(kind in found)) return undefined;
  if ('docs' in found) return { value: read(querySnapshotOf(found.docs) as never) };
  return { value: (found.doc === null ? null : read(documentSnapshotOf(found.doc) as never)) as T };
}

/**
 * Server: the context a pass of the render hands route loaders (the details page's listing): `reads`
 * so far, each key a loader asks for noted in `asked`, so the next pass has it read.
 */
export function renderedLoaderContext(reads: Readonly<Record<string, RenderedRead>>, asked: Set<string>): RenderedLoaderContext {
  return {
    renderedDoc<T>(key: string, read: (snapshot: never) => T) {
      asked.add(key);
      const found = reads[key];
      if (found === undefined || !('doc' in found)) return 'unread';
      return { value: found.doc === null ? null : read(documentSnapshotOf(found.doc) as never) };
    },
  };
}

/**
 * The session the page was rendered for as the `User` the screens read (uid, e-mail, name, photo)
 * for as long as the signed-in live worker's Auth holds the session (docs/decisions.md "The session on a
 * rendered page"), or until Firebase Auth in the page, loaded on use, reports the real one.
 */
function renderedUser(): User | null {
  const session = signedIn()?.session;
  // A stand-in for the moments before the SDK restores the session; screens read only these members then.
  return session ? ({ ...session, isAnonymous: false, providerData: [] } as unknown as User) : null;
}

/** Installs the render for the hooks (lib/signed-in-render.ts). */
export function installRenderedReads(): void {
  installSignedInRender({ user: renderedUser, value: renderedValue, answered: (key) => answered.add(key) });
}
