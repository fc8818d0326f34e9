import { useEffect, useRef, useState } from 'react';
import { loadAuth, type AuthModule } from '../../../lib/firebase/load';

/** What an e-mailed link asks, read from its address (Firebase Auth's `mode` and `oobCode`). */
export type ActionLink = { mode: 'resetPassword'; code: string } | { mode: 'verifyEmail'; code: string } | { mode: 'unknown' };

/** The link's request, from the page's query string. */
export function actionLinkOf(search: string): ActionLink {
  const query = new URLSearchParams(search);
  const mode = query.get('mode');
  const code = query.get('oobCode');
  if (!code) return { mode: 'unknown' };
  if (mode === 'resetPassword' || mode === 'verifyEmail') return { mode, code };
  return { mode: 'unknown' };
}

/** Checking a link: while it is checked, what it answered, or that it is expired, used or unknown. */
export type LinkCheck<T> = { status: 'checking' } | { status: 'valid'; data: T } | { status: 'invalid' };

/**
 * Checks a code once with Firebase Auth (`check`: the reset code's e-mail address, or applying an
 * address verification). Any failure counts as a link that no longer works: Auth tells an expired
 * code from a used or a made-up one, and the person's next step is the same.
 */
export function useLinkCheck<T>(code: string, check: (auth: AuthModule, code: string) => Promise<T>): LinkCheck<T> {
  const [state, setState] = useState<LinkCheck<T>>({ status: 'checking' });
  const checkRef = useRef(check);
  useEffect(() => {
    let current = true;
    void loadAuth()
      .then((sdk) => checkRef.current(sdk, code))
      .then(
        (data) => current && setState({ status: 'valid', data }),
        (error: unknown) => {
          console.error('action link', error);
          if (current) setState({ status: 'invalid' });
        },
      );
    return () => {
      current = false;
    };
  }, [code]);
  return state;
}
