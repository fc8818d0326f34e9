import { useEffect, useState } from 'react';
import { onSnapshot } from 'firebase/firestore';
import { isRole, type Role } from '@homehaven/domain/roles';
import { useAuth } from './use-auth';
import { userDocRef } from './user-doc';

/** The signed-in user's role as it loads: `role` is null when signed out or the document is missing. */
export interface RoleState {
  status: 'loading' | 'success' | 'error';
  role: Role | null;
}

interface Snapshot extends RoleState {
  uid: string;
}

/**
 * Live role from `users/{uid}.roll`. Implemented with onSnapshot rather than reactfire's
 * useFirestoreDocData: reactfire keeps observables, errors included, in a global cache for a timeout window after the last
 * subscriber leaves, which could hand a signed-out permission error to the next session (docs/decisions.md).
 */
export function useRole(): RoleState {
  const { user, loading } = useAuth();
  const uid = user?.uid ?? null;
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);

  useEffect(() => {
    if (!uid) return undefined;
    return onSnapshot(
      userDocRef(uid),
      (snap) => {
        const roll: unknown = snap.get('roll');
        setSnapshot({ uid, status: 'success', role: isRole(roll) ? roll : null });
      },
      (error) => {
        console.error('role', error);
        setSnapshot({ uid, status: 'error', role: null });
      },
    );
  }, [uid]);

  if (loading) return { status: 'loading', role: null };
  if (!uid) return { status: 'success', role: null };
  // A snapshot of a previous user is stale: report loading until this user's arrives.
  if (!snapshot || snapshot.uid !== uid) return { status: 'loading', role: null };
  return { status: snapshot.status, role: snapshot.role };
}
