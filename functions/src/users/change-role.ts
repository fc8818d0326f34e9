import { canChangeRole, type Role } from '@homehaven/domain/roles';
import { userByEmail } from '../http/accounts';
import { API_MESSAGES } from '../http/api-messages';
import type { Caller } from '../http/caller';
import { ROLE_FIELD, storedRole } from '../firestore/stored-role';
import { refuse } from '../http/http-error';
import { logs } from '../logs';
import { contendedTransaction } from '../firestore/contended-transaction';
import { freeAccountIfMissing } from '../billing/billing-account';

/**
 * An admin changes the role of the user with `email`, as canChangeRole allows (make admin, make agent,
 * mark an agent fraud), never their own (403). Checked again inside the transaction, so two admins
 * acting at once cannot both pass on a stale role. Marking fraud sets off the fraud trigger
 * (users/fraud-trigger.ts), which withdraws the agent's listings and rejects their open offers.
 */
export async function changeRole(admin: Caller, email: string, to: Role): Promise<void> {
  const ref = (await userByEmail(email)).ref;
  if (ref.id === admin.uid) refuse(403, API_MESSAGES.ownRole);
  await contendedTransaction(async (tx) => {
    const from = storedRole((await tx.get(ref)).data());
    if (!from || !canChangeRole(from, to)) refuse(403, API_MESSAGES.roleChangeRefused);
    // A new agent starts on the free plan (docs/plans.md "Plans"); read before the write.
    const giveFreePlan = to === 'agent' ? await freeAccountIfMissing(tx, ref.id) : null;
    tx.update(ref, { [ROLE_FIELD]: to });
    giveFreePlan?.();
  });
  logs.roleChanged(ref.id, to, admin.uid);
}
