import type { Request } from 'express';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { API_MESSAGES } from './api-messages';
import { isAdmin, signedInCaller, type Caller } from './caller';
import { db } from '../firestore/db';
import { refuse } from './http-error';
import { emailParam } from './parse';

/** Same e-mail, ignoring case (the identity provider stores e-mails in lower case). */
export function sameEmail(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** The users document holding an e-mail; 404 when there is none. */
export async function userByEmail(email: string): Promise<DocumentSnapshot> {
  const found = await db.collection('users').where('email', '==', email.toLowerCase()).limit(1).get();
  return found.docs[0] ?? refuse(404, API_MESSAGES.userNotFound);
}

/**
 * The uid a path's e-mail names: the caller's own, or, when `adminsToo` and the caller is an admin,
 * anyone's (404 when no user has it). Anyone else asking for another e-mail gets 403.
 */
export async function uidForEmail(caller: Caller, email: string, adminsToo: boolean): Promise<string> {
  if (sameEmail(email, caller.email)) return caller.uid;
  if (!adminsToo || !isAdmin(caller)) refuse(403, API_MESSAGES.notYourEmail);
  return (await userByEmail(email)).id;
}

/** The uid named by the path's `{email}` for the signed-in caller (see {@link uidForEmail}). */
export async function uidForEmailParam(req: Request, adminsToo: boolean): Promise<string> {
  return uidForEmail(await signedInCaller(req), emailParam(req), adminsToo);
}

/** 403 unless an e-mail a body sent (when it sent one) is the caller's own; `field` names it in the message. */
export function requireOwnEmail(caller: Caller, sent: string | undefined, field: string): void {
  if (sent !== undefined && !sameEmail(sent, caller.email)) refuse(403, API_MESSAGES.notYou(field));
}
