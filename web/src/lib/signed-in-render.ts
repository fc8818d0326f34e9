import { useState } from 'react';
import type { User } from 'firebase/auth';

/**
 * A signed-in page rendered per request (docs/decisions.md "Signed-in pages rendered per request"),
 * as the hooks see it: the user it was rendered for and its reads. The code behind it
 * (lib/firebase/rendered-reads.ts) is installed only where it is needed, the server's render and a
 * page that carries such a render, so the public pages' shared code holds just this.
 */
export interface SignedInRender {
  /** The user the page was rendered for, until Firebase Auth reports. */
  user(): User | null;
  /** `read` of the rendered documents of `key` (a query's, `docs`) or document (`doc`, null: none to see), or undefined without one. */
  value<T>(key: string, kind: 'docs' | 'doc', read: (snapshot: never) => T): { value: T } | undefined;
  /** `key`'s listener has answered: its rendered read is history. */
  answered(key: string): void;
}

let installed: SignedInRender | null = null;

/** The installed render, or null on any other page. */
export function signedInRender(): SignedInRender | null {
  return installed;
}

/** Installs the render (once per page in the browser; once per server module). */
export function installSignedInRender(render: SignedInRender): void {
  installed = render;
}

/** What a hook starts from for `key` of `kind`: the rendered read as at the hook's first render, while its key stays the same. */
export function useRenderedRead<T>(key: string | null, kind: 'docs' | 'doc', read: (snapshot: never) => T): { value: T } | undefined {
  const [first] = useState(() => ({ key, found: key === null ? undefined : installed?.value(key, kind, read) }));
  return first.key === key ? first.found : undefined;
}
