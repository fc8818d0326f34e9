import type { Role } from './roles';

/**
 * Firestore document shapes (architecture "Data model"). Timestamps are typed by the caller:
 * the web SDK and the admin SDK have different Timestamp classes, so each side supplies its own.
 */

/** `users/{uid}`. */
export interface UserDoc<Time = unknown> {
  name: string;
  email: string;
  image: string;
  roll: Role;
  status?: string;
  createdAt: Time;
}

/** The fields the client writes when it creates its own user document. */
export type NewUserDoc<Time = unknown> = Omit<UserDoc<Time>, 'status'>;
