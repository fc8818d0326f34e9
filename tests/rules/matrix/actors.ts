import type { Role } from '../../../domain/src/roles';

/** A signed-in test identity; `roll` null means no user document yet. */
export interface Identity {
  readonly uid: string;
  readonly email: string;
  readonly name: string;
  readonly roll: Role | null;
}

function identity(uid: string, roll: Role | null): Identity {
  return { uid, email: `${uid}@example.com`, name: `Name of ${uid}`, roll };
}

/**
 * Everyone the matrix lets act: each role, and for user, agent and admin a second holder of the same
 * role (owner versus someone else). `fraud` is an agent an admin marked fraud; `newcomer` is signed in
 * but has not created their user document yet.
 */
export const IDENTITIES = {
  user: identity('user-1', 'user'),
  otherUser: identity('user-2', 'user'),
  agent: identity('agent-1', 'agent'),
  otherAgent: identity('agent-2', 'agent'),
  admin: identity('admin-1', 'admin'),
  otherAdmin: identity('admin-2', 'admin'),
  fraud: identity('fraud-1', 'fraud'),
  newcomer: identity('newcomer-1', null),
} as const satisfies Record<string, Identity>;

/** A signed-in actor's name. */
export type SignedInActor = keyof typeof IDENTITIES;
/** Every actor, signed-out included. */
export type Actor = SignedInActor | 'signedOut';

/** Every actor, for "everyone else is denied" cases. */
export const ALL_ACTORS: readonly Actor[] = ['signedOut', ...(Object.keys(IDENTITIES) as SignedInActor[])];
