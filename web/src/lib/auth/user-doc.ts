import { doc, getDoc, serverTimestamp, setDoc, updateDoc, type FieldValue } from 'firebase/firestore';
import type { User } from 'firebase/auth';
import { DEFAULT_ROLE } from '@homehaven/domain/roles';
import type { NewUserDoc, UserDoc } from '@homehaven/domain/documents';
import { db } from '../firebase';

/** Typed reference to `users/{uid}`. */
export function userDocRef(uid: string) {
  return doc(db, 'users', uid);
}

/**
 * Creates the caller's `users/{uid}` document when it is missing (the spec's `POST /userInfo`).
 * Returns true when it already existed: its role is kept, and the caller may say "User already exists".
 */
export async function ensureUserDoc(user: User, profile: { name?: string; image?: string } = {}): Promise<boolean> {
  const ref = userDocRef(user.uid);
  if ((await getDoc(ref)).exists()) return true;
  const fresh: NewUserDoc<FieldValue> = {
    name: profile.name ?? user.displayName ?? '',
    email: user.email ?? '',
    image: profile.image ?? user.photoURL ?? '',
    roll: DEFAULT_ROLE,
    createdAt: serverTimestamp(),
  };
  await setDoc(ref, fresh);
  return false;
}

/** The only fields a user may change on their own document (firestore.rules). */
export function updateOwnUserDoc(uid: string, patch: Pick<UserDoc, 'name' | 'image'>): Promise<void> {
  return updateDoc(userDocRef(uid), patch);
}
