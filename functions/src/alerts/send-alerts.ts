import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { alertId, newNotification, type AlertListing, type MailDoc } from '@homehaven/domain/saved-searches';
import { isAlreadyExists } from '../firestore/errors';
import { alertMessage } from './alert-mail';
import type { AlertTarget } from './find-alert-targets';

/** Whether each target's saved search still exists, read in one round trip. */
async function searchesStillSaved(db: Firestore, targets: readonly AlertTarget[]): Promise<boolean[]> {
  if (targets.length === 0) return [];
  const snapshots = await db.getAll(...targets.map(({ searchId }) => db.collection('savedSearches').doc(searchId)));
  return snapshots.map((snapshot) => snapshot.exists);
}

/**
 * Writes each target's alert: the notification, and the e-mail when the search asks for one. Both use
 * the id `{uid}_{propertyId}` and `create()`, so a person gets one alert (and one e-mail) per listing
 * however many of their searches match, whether the listing is re-verified later or the event is
 * delivered twice. A search deleted meanwhile keeps none (docs/alerts.md). Answers how many
 * notifications were new.
 */
export async function sendAlerts(db: Firestore, listing: AlertListing, targets: readonly AlertTarget[], appOrigin: string): Promise<number> {
  const writer = db.bulkWriter();
  // An existing alert is the expected answer to a repeat, not a failure to retry.
  writer.onWriteError((error) => !isAlreadyExists(error) && error.failedAttempts < 5);
  const created = (promise: Promise<unknown>): Promise<boolean> =>
    promise.then(
      () => true,
      (error: unknown) => {
        if (isAlreadyExists(error)) return false;
        throw error;
      },
    );

  // First the notifications: only a person whose notification is new gets an e-mail.
  const fresh = targets.map(({ searchId, search }) =>
    created(writer.create(db.collection('notifications').doc(alertId(search.userUid, listing.id)), newNotification(listing, { id: searchId, ...search }, FieldValue.serverTimestamp()))),
  );
  await writer.flush();
  const createdNow = await Promise.all(fresh);
  // A search deleted since it matched (by its owner, or with a deleted account) takes its alert with it.
  // Looked at after the notification is written: a deletion that comes later deletes the alerts it finds.
  const kept = await searchesStillSaved(db, targets);
  const withdrawn = targets.filter((_, i) => createdNow[i] && !kept[i]).map(({ search }) => writer.delete(db.collection('notifications').doc(alertId(search.userUid, listing.id))));
  const isNew = createdNow.map((wasCreated, i) => wasCreated && kept[i]);
  const mails = targets
    .filter(({ search }, i) => isNew[i] && search.emailAlerts && search.userEmail)
    .map(({ search }) => {
      const mail: MailDoc<FieldValue> = { to: search.userEmail, message: alertMessage(search.name, listing, appOrigin), createdAt: FieldValue.serverTimestamp() };
      return created(writer.create(db.collection('mail').doc(alertId(search.userUid, listing.id)), mail));
    });
  await writer.close();
  await Promise.all([...mails, ...withdrawn]);
  return isNew.filter(Boolean).length;
}
