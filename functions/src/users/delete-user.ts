import { getAuth } from 'firebase-admin/auth';
import type { Query } from 'firebase-admin/firestore';
import { adminApp } from '../config';
import { API_MESSAGES } from '../http/api-messages';
import { db } from '../firestore/db';
import { refuse } from '../http/http-error';
import { logs } from '../logs';
import { cancelViewingsOfBuyer } from '../viewings/close-viewings';
import { withdrawAgent } from './withdraw-agent';
import { leaveAgencies } from '../agencies/leave-agencies';
import { applicationDecisionsPath } from '@homehaven/domain/queries/applications';

/** Most writes in one batch (Firestore allows 500). */
const BATCH_SIZE = 400;

/** Deletes every document a query finds, in batches; answers how many. */
async function deleteAll(query: Query): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await query.limit(BATCH_SIZE).get();
    if (page.empty) return deleted;
    const batch = db.batch();
    page.docs.forEach((doc) => batch.delete(doc.ref));
    await batch.commit();
    deleted += page.size;
  }
}

/** True when the Auth account existed and is now deleted; false when there was none. */
async function deleteAccount(uid: string): Promise<boolean> {
  try {
    await getAuth(adminApp).deleteUser(uid);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return false;
    throw error;
  }
}

/**
 * An admin deletes a user (never themselves): the Auth account first, so they can no longer act, then
 * their wishlist, reviews, saved searches, alerts, professional application and users document. Offers and past or closed visits
 * keep their history (the other party needs it); their upcoming visits as a buyer are cancelled, each
 * time opened again and each agent told (docs/decisions.md "Viewings"). A deleted agent's listings are
 * withdrawn like a fraud agent's (kept, visible to admins only) and their open offers rejected and
 * refunded: nobody is left paying for a listing whose agent is gone. 404 when neither an account nor
 * a users document exists. A retry finishes the job.
 */
export async function deleteUser(adminUid: string, uid: string): Promise<void> {
  if (uid === adminUid) refuse(403, API_MESSAGES.deleteSelf);
  const profile = db.collection('users').doc(uid);
  const profileData = (await profile.get()).data();
  const hadProfile = profileData !== undefined;
  const hadAccount = await deleteAccount(uid);
  if (!hadProfile && !hadAccount) refuse(404, API_MESSAGES.userNotFound);
  const wishlist = await deleteAll(db.collection('wishlist').where('userUid', '==', uid));
  const reviews = await deleteAll(db.collection('reviews').where('userUid', '==', uid));
  // Their saved searches (so no alert goes to a deleted person) and the alerts they had.
  const savedSearches = await deleteAll(db.collection('savedSearches').where('userUid', '==', uid));
  const alerts = await deleteAll(db.collection('notifications').where('userUid', '==', uid));
  await withdrawAgent(uid, 'user-deleted');
  // As a buyer, no time held for a person who is gone: their upcoming visits cancelled, each agent told.
  const viewingsCancelled = await cancelViewingsOfBuyer(uid);
  // Their place in an agency, or, for an agency, its team and open invitations (docs/accounts.md "Agencies").
  await leaveAgencies(uid, profileData);
  // Their professional application and its decisions: nothing left in the admins' queue.
  const application = db.collection('applications').doc(uid);
  await deleteAll(db.collection(applicationDecisionsPath(uid)));
  await application.delete();
  await profile.delete();
  logs.userDeleted(uid, adminUid, { wishlistEntries: wishlist, reviews, savedSearches, alerts, viewingsCancelled });
}
