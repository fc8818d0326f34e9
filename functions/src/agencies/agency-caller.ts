import type { Request } from 'express';
import { AGENCY_MESSAGES as M } from '@homehaven/domain/agencies';
import { signedInCaller, type Caller } from '../http/caller';
import { refuse } from '../http/http-error';

/** The caller as an approved agency (role agent, account type agency); 403 for anyone else. */
export async function agencyCaller(req: Request): Promise<Caller> {
  // One read of the users document: the caller's role and account type come together.
  const caller = await signedInCaller(req);
  if (caller.role !== 'agent' || caller.accountType !== 'agency') refuse(403, M.notAgency);
  return caller;
}
