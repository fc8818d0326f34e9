import type { User } from 'firebase/auth';
import type { FieldValue } from 'firebase/firestore';
import { profileImageOrNone } from '@homehaven/domain/image-address';
import { DEFAULT_ROLE } from '@homehaven/domain/roles';
import type { NewUserDoc, UserDoc } from '@homehaven/domain/documents';
import { loadFirestore } from '../firebase/load';

/** Path of `users/{uid}`. */
export function userDocPath(uid: string): string {
  return `users/${uid}`;
}

/**
 * Creates the caller's `users/{uid}` document when it is missing (what `POST /userInfo` does, docs/facade.md "Paths").
 * Its photo is the one given, else the account's, when a profile picture may have that address (domain `profileImageOrNone`).
 * Returns true when it already existed: its role is kept, and the caller may say "User already exists".
 */
export async function ensureUserDoc(user: User, profile: { name?: string; image?: string } = {}): Promise<boolean> {
  const { db, doc, getDoc, serverTimestamp, setDoc } = await loadFirestore();
  const ref = doc(db, userDocPath(user.uid));
  if ((await getDoc(ref)).exists()) return true;
  const fresh: NewUserDoc<FieldValue> = {
    name: profile.name ?? user.displayName ?? '',
    email: user.email ?? '',
    image: profileImageOrNone(profile.image ?? user.photoURL),
    roll: DEFAULT_ROLE,
    createdAt: serverTimestamp(),
  };
  await setDoc(ref, fresh);
  return false;
}

/** The only fields a user may change on their own document (firestore.rules). */
export async function updateOwnUserDoc(uid: string, patch: Pick<UserDoc, 'name' | 'image'>): Promise<void> {
  const { db, doc, updateDoc } = await loadFirestore();
  await updateDoc(doc(db, userDocPath(uid)), patch);
}
