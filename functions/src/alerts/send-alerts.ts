import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { alertId, newNotification, type AlertListing, type MailDoc } from '@homehaven/domain/saved-searches';
import { isAlreadyExists } from '../firestore/errors';
import { alertMessage } from './alert-mail';
import type { AlertTarget } from './find-alert-targets';

/**
 * Writes each target's alert: the notification, and the e-mail when the search asks for one. Both use
 * the id `{uid}_{propertyId}` and `create()`, so a person gets one alert (and one e-mail) per listing
 * however many of their searches match, whether the listing is re-verified later or the event is
 * delivered twice. Answers how many notifications were new.
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
  const isNew = await Promise.all(fresh);
  const mails = targets
    .filter(({ search }, i) => isNew[i] && search.emailAlerts && search.userEmail)
    .map(({ search }) => {
      const mail: MailDoc<FieldValue> = { to: search.userEmail, message: alertMessage(search.name, listing, appOrigin), createdAt: FieldValue.serverTimestamp() };
      return created(writer.create(db.collection('mail').doc(alertId(search.userUid, listing.id)), mail));
    });
  await writer.close();
  await Promise.all(mails);
  return isNew.filter(Boolean).length;
}
