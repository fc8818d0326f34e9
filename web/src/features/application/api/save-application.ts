import type { User } from 'firebase/auth';
import type { ApplicationDoc } from '@homehaven/domain/applications';
import type { ApplicationValues } from '@homehaven/domain/application-schema';
import { loadFirestore } from '../../../lib/firebase/load';
import { sdkUser } from '../../../lib/auth/sdk-user';

/**
 * Writes the person's application (docs/accounts.md "Applying"): pending when their e-mail address is
 * verified (the rules check the token's claim), a draft otherwise. The whole document is written, as
 * the rules require: content, their name and e-mail, the time, one more submission than stored; a
 * decision already on it stays as stored. In a transaction, read then written: the count comes from
 * the stored document, and a write the SDK sent again after a lost answer (seen in a journey: a
 * first application applied, then judged again as an update counting one submission too few) cannot
 * happen, since a transaction's commit is one request with a precondition.
 */
export async function saveApplication(user: User, name: string, values: ApplicationValues): Promise<'pending' | 'draft'> {
  const [{ db, doc, runTransaction, serverTimestamp }, current] = await Promise.all([loadFirestore(), sdkUser(user)]);
  const status = current.emailVerified ? 'pending' : 'draft';
  const ref = doc(db, 'applications', user.uid);
  await runTransaction(db, async (tx) => {
    const stored = await tx.get(ref);
    const submissions: unknown = stored.get('submissions');
    const application: Omit<ApplicationDoc, 'decision'> = {
      ...values,
      name,
      email: user.email ?? '',
      status,
      submittedAt: serverTimestamp(),
      submissions: (typeof submissions === 'number' ? submissions : 0) + 1,
    };
    // An update leaves the last decision as stored (the rules compare it); a first one creates the document.
    if (stored.exists()) tx.update(ref, application);
    else tx.set(ref, application);
  });
  return status;
}
