import type { DocumentSnapshot } from 'firebase/firestore';
import type { UserDoc } from '@homehaven/domain/documents';
import { toInstant, toUser, type AppUser } from '../../../lib/firebase/documents';

/** A user as Manage users shows them: with their account type and the last decision on their application (docs/accounts.md "Approving"). */
export function toManagedUser(snapshot: DocumentSnapshot): AppUser {
  const user = toUser(snapshot);
  const { accountType, lastDecision } = snapshot.data() as Partial<UserDoc>;
  if (accountType) user.accountType = accountType;
  if (lastDecision) user.lastDecision = { ...lastDecision, at: toInstant(lastDecision.at) };
  return user;
}
