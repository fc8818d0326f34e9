import type { Request } from 'express';
import type { Role } from '@homehaven/domain/roles';
import { callerOf } from './authenticate';
import { db } from '../firestore/db';
import { refuse } from './http-error';
import { API_MESSAGES } from './api-messages';
import { storedText } from '../firestore/stored-text';
import { storedRole } from '../firestore/stored-role';

/** Who is calling: the verified token's uid and e-mail, and the role of their users document (null: none yet). */
export interface Caller {
  uid: string;
  email: string;
  role: Role | null;
  name: string;
  image: string;
  /** What an approved professional is (`accountType`, docs/accounts.md), or '' for everyone else. */
  accountType: string;
  /** The agency they belong to (`agencyUid`, docs/accounts.md "Agencies"), or ''. */
  agencyUid: string;
}

/** The person `uid` as `profile` (their users document's fields, undefined: none) says (role, name, image), with `email`. */
export function callerOfProfile(uid: string, profile: Record<string, unknown> | undefined, email = ''): Caller {
  return {
    uid,
    email,
    role: storedRole(profile),
    name: storedText(profile?.name),
    image: storedText(profile?.image),
    accountType: storedText(profile?.accountType),
    agencyUid: storedText(profile?.agencyUid),
  };
}

/** The person `uid` as their users document says now (role, name, image), with `email`. */
export async function callerOfUid(uid: string, email = ''): Promise<Caller> {
  return callerOfProfile(uid, (await db.collection('users').doc(uid).get()).data(), email);
}

/** The caller of a request that passed requireSignedIn or acceptSignedIn, with their profile; undefined when signed out. */
export async function optionalCaller(req: Request): Promise<Caller | undefined> {
  const token = callerOf(req);
  return token ? callerOfUid(token.uid, storedText(token.email)) : undefined;
}

/** The signed-in caller; 401 when signed out. */
export async function signedInCaller(req: Request): Promise<Caller> {
  return (await optionalCaller(req)) ?? refuse(401, API_MESSAGES.signInRequired);
}

/** True when the caller's users document gives them one of `roles` (an allow-list: no role, no match). */
export function hasRole(caller: Caller | undefined, roles: readonly Role[]): boolean {
  return !!caller?.role && roles.includes(caller.role);
}

/**
 * The signed-in caller holding one of `roles` (as their users document says); 403 otherwise, with
 * `refusal`'s message for the caller refused (by default, which roles may).
 */
export async function callerInRole(req: Request, roles: readonly Role[], refusal: (caller: Caller) => string = () => API_MESSAGES.roleRequired(roles)): Promise<Caller> {
  const caller = await signedInCaller(req);
  if (!hasRole(caller, roles)) refuse(403, refusal(caller));
  return caller;
}

/** True when the caller is an admin. */
export function isAdmin(caller: Caller | undefined): boolean {
  return hasRole(caller, ['admin']);
}
