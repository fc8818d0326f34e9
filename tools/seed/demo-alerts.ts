// Saved searches and alerts for `npm start`. Sophia saved "Austin homes" a month ago: every Austin
// listing published since has alerted her (the newest unread, the others read), each with its e-mail
// queued in `mail`. She saved "Newport by the sea" an hour ago, after every Newport listing was public,
// so it has alerted nothing yet; it matches the pending Kay Street cottage, so the demo admin's Verify
// on it sends her an alert live.
//
// The seed writes exactly the alerts the trigger would, with the same ids, and each public listing's
// first publication before the listing itself (seed.ts): the trigger, which also runs on the seeded
// listings, adds nothing (and its first events after the emulators start may be lost, so the demo
// does not wait on it).
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { alertId, newNotification, newSavedSearch, type MailDoc, type SavedSearchForm } from '@homehaven/domain/saved-searches';
import { locationSearchKeys } from '@homehaven/domain/search';
import { alertMessage } from '../../functions/src/alerts/alert-mail';
import { DEMO_ACCOUNTS } from './demo-accounts';
import type { SeededProperty } from './demo-documents';

const HOSTING_EMULATOR = 'http://127.0.0.1:5000';
const hoursAgo = (hours: number): Timestamp => Timestamp.fromMillis(Date.now() - hours * 3_600_000);

const SEARCHES: readonly { form: SavedSearchForm; savedAt: Timestamp }[] = [
  { form: { name: 'Austin homes', location: 'Austin', order: 'newest', emailAlerts: true }, savedAt: hoursAgo(30 * 24) },
  { form: { name: 'Newport by the sea', location: 'Newport', order: 'asc', emailAlerts: true }, savedAt: hoursAgo(1) },
];

export async function seedAlerts(db: Firestore, properties: SeededProperty[]): Promise<void> {
  const { sophia } = DEMO_ACCOUNTS;
  const owner = { uid: sophia.uid, email: sophia.email };
  const published = properties.filter((p) => p.data.status === 'verified' && !p.data.withdrawn);
  const batch = db.batch();

  for (const { form, savedAt } of SEARCHES) {
    const ref = db.collection('savedSearches').doc();
    const search = newSavedSearch(owner, form, savedAt);
    batch.set(ref, search);
    const matches = published
      .filter((p) => locationSearchKeys(p.data.location).includes(search.term) && p.data.createdAt.toMillis() > savedAt.toMillis())
      .sort((a, b) => b.data.createdAt.toMillis() - a.data.createdAt.toMillis());
    matches.forEach(({ id, data }, i) => {
      const listing = { id, title: data.title, location: data.location, image: data.image, MinimumPrice: data.MinimumPrice, MaximumPrice: data.MaximumPrice };
      const notification = { ...newNotification(listing, { id: ref.id, name: search.name, userUid: sophia.uid }, data.createdAt), read: i > 0 };
      const mail: MailDoc<Timestamp> = { to: sophia.email, message: alertMessage(search.name, listing, HOSTING_EMULATOR), createdAt: data.createdAt };
      batch.set(db.doc(`notifications/${alertId(sophia.uid, id)}`), notification);
      batch.set(db.doc(`mail/${alertId(sophia.uid, id)}`), mail);
    });
  }
  await batch.commit();
}
