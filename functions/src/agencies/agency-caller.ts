import type { Request } from 'express';
import { AGENCY_MESSAGES as M } from '@homehaven/domain/agencies';
import { db } from '../firestore/db';
import { signedInCaller, type Caller } from '../http/caller';
import { refuse } from '../http/http-error';

/** The caller as an approved agency (role agent, account type agency); 403 for anyone else. */
export async function agencyCaller(req: Request): Promise<Caller> {
  const caller = await signedInCaller(req);
  const profile = (await db.collection('users').doc(caller.uid).get()).data();
  if (caller.role !== 'agent' || profile?.accountType !== 'agency') refuse(403, M.notAgency);
  return caller;
}
