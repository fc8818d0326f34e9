import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { logs } from '../logs';
import { countOnce } from './count-once';
import { dateOf } from './snapshot-facts';
import { userIncrements } from './increments';

/**
 * Counts a new user document in the platform's new users of the week of its createdAt. A concern of
 * the one users trigger (functions/src/users/search-keys-trigger.ts), not a trigger of its own, for
 * the same reason as the listings' (countListingStatus). Only a create counts.
 */
export async function countNewUser(uid: string, eventId: string, eventTime: string, before: DocumentSnapshot | undefined, after: DocumentSnapshot | undefined): Promise<void> {
  if (before?.exists || !after?.exists) return;
  const createdAt = dateOf(after.get('createdAt')) ?? new Date(eventTime);
  logs.insightsCounted('user', uid, await countOnce('user', eventId, uid, userIncrements(createdAt)));
}
