import { useEffect, useState } from 'react';
import { isRole, type Role } from '@homehaven/domain/roles';
import { useAuth } from './use-auth';
import { listenWhenLoaded } from '../firebase/load';
import { userDocPath } from './user-doc';

/** The signed-in user's role as it loads: `role` is null when signed out or the document is missing. */
export interface RoleState {
  status: 'loading' | 'success' | 'error';
  role: Role | null;
}

interface Snapshot extends RoleState {
  uid: string;
}

const REMEMBERED_ROLE_PREFIX = 'homehaven:role:';

/** The role this browser last read for `uid`, or null (never read, or storage unavailable). */
function rememberedRole(uid: string): Role | null {
  try {
    const role = localStorage.getItem(`${REMEMBERED_ROLE_PREFIX}${uid}`);
    return isRole(role) ? role : null;
  } catch {
    return null;
  }
}

function rememberRole(uid: string, role: Role | null): void {
  try {
    if (role) localStorage.setItem(`${REMEMBERED_ROLE_PREFIX}${uid}`, role);
    else localStorage.removeItem(`${REMEMBERED_ROLE_PREFIX}${uid}`);
  } catch {
    // Private mode or full storage: the next visit waits for the role, as the first one did.
  }
}

/**
 * Live role from `users/{uid}.roll` (a role changed by an admin shows without signing out). Until the
 * first read of a visit arrives, the role this browser last read for the person answers, so a returning
 * member's pages and their reads start at once instead of after a round trip; the live read then
 * corrects it, and the guards follow (docs/decisions.md "Accounts and the users document"). What the
 * role allows is decided by the rules, never by this.
 */
export function useRole(): RoleState {
  const { user, loading } = useAuth();
  const uid = user?.uid ?? null;
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);

  useEffect(() => {
    if (!uid) return undefined;
    const fail = (error: unknown) => {
      console.error('role', error);
      setSnapshot({ uid, status: 'error', role: null });
    };
    return listenWhenLoaded(
      ({ db, doc, onSnapshot }) =>
        onSnapshot(
          doc(db, userDocPath(uid)),
          (snap) => {
            const roll: unknown = snap.get('roll');
            const role = isRole(roll) ? roll : null;
            rememberRole(uid, role);
            setSnapshot({ uid, status: 'success', role });
          },
          fail,
        ),
      fail,
    );
  }, [uid]);

  if (loading) return { status: 'loading', role: null };
  if (!uid) return { status: 'success', role: null };
  // A snapshot of a previous user is stale: this user's remembered role, else loading, until theirs arrives.
  if (!snapshot || snapshot.uid !== uid) {
    const remembered = rememberedRole(uid);
    return remembered ? { status: 'success', role: remembered } : { status: 'loading', role: null };
  }
  return { status: snapshot.status, role: snapshot.role };
}
