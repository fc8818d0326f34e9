import { useRef, useState } from 'react';
import { MESSAGES } from '@homehaven/domain/messages';
import type { Role } from '@homehaven/domain/roles';
import type { AppUser } from '../../../lib/firebase/documents';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { deleteUser } from '../api/delete-user';
import { setRole } from '../api/set-role';

/** A change of role an admin may make from this page. */
export type RoleChange = Exclude<Role, 'user'>;

/** What the page may ask before acting. */
export type UserQuestion = { user: AppUser; action: 'admin' | 'fraud' | 'delete' };

/**
 * Role changes and deletion on Manage users. Make agent acts at once; Make admin, Make fraud and
 * Delete ask first (what they do is hard to undo). One action per user at a time: a second click
 * before the first settles does nothing, so a double click changes once.
 */
export function useUserActions() {
  const [asking, setAsking] = useState<UserQuestion | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const running = useRef(new Set<string>());

  const run = async (uid: string, act: () => Promise<void>, done: string, failed: string) => {
    if (running.current.has(uid)) return;
    running.current.add(uid);
    setBusy(new Set(running.current));
    try {
      await act();
      notifySuccess(done);
    } catch (error) {
      console.error('manage users', error);
      notifyError(failed);
    } finally {
      running.current.delete(uid);
      setBusy(new Set(running.current));
      setAsking(null);
    }
  };

  const changeRole = (user: AppUser, roll: RoleChange) => run(user.id, () => setRole(user.id, roll), MESSAGES.users.roleUpdated, MESSAGES.users.roleUpdateFailed);

  return {
    busy,
    asking,
    makeAgent: (user: AppUser) => void changeRole(user, 'agent'),
    ask: (question: UserQuestion) => setAsking(question),
    cancel: () => {
      if (asking && !running.current.has(asking.user.id)) setAsking(null);
    },
    confirm: () => {
      if (!asking) return;
      const { user, action } = asking;
      if (action === 'delete') void run(user.id, () => deleteUser(user.id), MESSAGES.users.deleted, MESSAGES.users.deleteFailed);
      else void changeRole(user, action);
    },
  };
}
