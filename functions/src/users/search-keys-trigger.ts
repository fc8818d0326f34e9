import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { userSearchKeys } from '@homehaven/domain/search';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../firestore/db';
import { logs } from '../logs';
import { sameKeys } from '../search/same-keys';
import { syncDerivedKeys } from '../search/sync-derived-keys';
import { storedText } from '../firestore/stored-text';
import { countNewUser } from '../insights/count-new-user';
import { ensureBillingAccount } from '../billing/billing-account';

/** The search keys a stored user must carry (Manage users' search), from their name and e-mail. */
function derivedUserKeys(user: DocumentSnapshot): string[] {
  return userSearchKeys(storedText(user.get('name')), storedText(user.get('email')));
}

/**
 * Derives every user's search keys from their name and e-mail on each create and update (a sign-up, a
 * profile edit, the facade, a seed); clients may not write them (firestore.rules). Idempotent like the
 * listings' trigger: keys already right are not written, which ends the re-run its own write causes.
 * The one trigger on users also counts each new user for the admins' insight charts (countNewUser),
 * and gives a new agent the free plan's billing account when the role was written without the facade.
 */
export const onUserWritten = onDocumentWritten('users/{uid}', async (event) => {
  const after = event.data?.after;
  await countNewUser(event.params.uid, event.id, event.time, event.data?.before, after);
  if (!after?.exists) return;
  // An agent made by a client's role write (an admin in Manage users) gets the free plan here (docs/plans.md "Plans").
  if (after.get('roll') === 'agent' && event.data?.before?.get('roll') !== 'agent' && (await ensureBillingAccount(event.params.uid))) logs.freePlanGiven(event.params.uid);
  if (sameKeys(after.get('searchKeys'), derivedUserKeys(after))) return;
  if (await syncDerivedKeys(db.collection('users').doc(event.params.uid), 'searchKeys', derivedUserKeys)) logs.userSearchKeysDerived(event.params.uid);
});
