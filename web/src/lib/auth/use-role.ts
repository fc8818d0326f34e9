import { useEffect, useState } from 'react';
import type { DocumentSnapshot } from 'firebase/firestore';
import { isRole, type Role } from '@homehaven/domain/roles';
import { isProfessionalType, type ProfessionalType } from '@homehaven/domain/account-types';
import { useAuth } from './use-auth';
import { userDocPath } from './user-doc';
import { documentSnapshotOf } from '../firebase/plain-snapshots';
import { followSignedIn } from '../firebase/signed-in-live/load-signed-in-live';
import { signedInRender, useRenderedRead } from '../signed-in-render';

/** The signed-in user's role as it loads: `role` is null when signed out or the document is missing. */
export interface RoleState {
  status: 'loading' | 'success' | 'error';
  role: Role | null;
  /** What an approved professional is (`users/{uid}.accountType`, docs/accounts.md); null for everyone else. */
  accountType?: ProfessionalType | null;
  /** The agency a professional belongs to (`users/{uid}.agencyUid`), whose plan covers their listings; null for none. */
  agencyUid?: string | null;
}

interface Snapshot extends RoleState {
  uid: string;
}

/** The role and account type a `users/{uid}` snapshot holds. */
function roleOf(snap: Pick<DocumentSnapshot, 'get'>): { role: Role | null; accountType: ProfessionalType | null; agencyUid: string | null } {
  const roll: unknown = snap.get('roll');
  const type: unknown = snap.get('accountType');
  const agencyUid: unknown = snap.get('agencyUid');
  return { role: isRole(roll) ? roll : null, accountType: isProfessionalType(type) ? type : null, agencyUid: typeof agencyUid === 'string' && agencyUid !== '' ? agencyUid : null };
}

/**
 * Live role from `users/{uid}.roll` (a role changed by an admin shows without signing out), with the
 * account type; on a page rendered per request, the role it was rendered with until the listener answers.
 */
export function useRole(): RoleState {
  const { user, loading } = useAuth();
  const uid = user?.uid ?? null;
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const rendered = useRenderedRead<ReturnType<typeof roleOf> | null>(uid === null ? null : userDocPath(uid), 'doc', roleOf);

  useEffect(() => {
    if (!uid) return undefined;
    const fail = (error: unknown) => {
      console.error('role', error);
      setSnapshot({ uid, status: 'error', role: null });
    };
    return followSignedIn(
      (live) =>
        live.listenSignedInDocument(
          userDocPath(uid),
          (found) => {
            signedInRender()?.answered(userDocPath(uid));
            const { role, accountType, agencyUid } = found === null ? { role: null, accountType: null, agencyUid: null } : roleOf(documentSnapshotOf(found));
            // The server confirming what the page shows changes nothing: keep the state, skip a render.
            setSnapshot((previous) =>
              previous?.uid === uid && previous.status === 'success' && previous.role === role && previous.accountType === accountType && previous.agencyUid === agencyUid
                ? previous
                : { uid, status: 'success', role, accountType, agencyUid },
            );
          },
          fail,
          // Refused is an error here, not "no role": a role missing sends its person home.
          false,
        ),
      fail,
    );
  }, [uid]);

  if (loading) return { status: 'loading', role: null };
  if (!uid) return { status: 'success', role: null };
  // A snapshot of a previous user is stale: report loading until this user's arrives.
  if (!snapshot || snapshot.uid !== uid) return rendered ? { status: 'success', role: null, accountType: null, agencyUid: null, ...rendered.value } : { status: 'loading', role: null };
  return { status: snapshot.status, role: snapshot.role, accountType: snapshot.accountType ?? null, agencyUid: snapshot.agencyUid ?? null };
}
