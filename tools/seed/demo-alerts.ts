// Saved searches and alerts for `npm start`: Sophia saved "Austin" (one unread alert, one read, the
// e-mail queued in `mail`) and "Newport", which matches the pending Kay Street cottage, so the demo
// admin's Verify on it sends her an alert live.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { alertId, newNotification, newSavedSearch, type MailDoc, type SavedSearchForm } from '@homehaven/domain/saved-searches';
import { alertMessage } from '../../functions/src/alerts/alert-mail';
import { DEMO_ACCOUNTS } from './demo-accounts';
import type { SeededProperty } from './demo-documents';

const HOSTING_EMULATOR = 'http://127.0.0.1:5000';
const daysAgo = (days: number): Timestamp => Timestamp.fromMillis(Date.now() - days * 86_400_000);

export async function seedAlerts(db: Firestore, properties: SeededProperty[]): Promise<void> {
  const { sophia } = DEMO_ACCOUNTS;
  const owner = { uid: sophia.uid, email: sophia.email };
  const batch = db.batch();
  const save = (form: SavedSearchForm, days: number): string => {
    const ref = db.collection('savedSearches').doc();
    batch.set(ref, newSavedSearch(owner, form, daysAgo(days)));
    return ref.id;
  };
  const austinSearch = save({ name: 'Austin homes', location: 'Austin', order: 'newest', emailAlerts: true }, 30);
  save({ name: 'Newport by the sea', location: 'Newport', order: 'asc', emailAlerts: true }, 10);

  const austin = properties.filter((p) => p.data.location.startsWith('Austin') && p.data.status === 'verified');
  austin.slice(0, 2).forEach((property, i) => {
    const read = i === 1;
    const createdAt = daysAgo(read ? 6 : 1);
    const listing = { id: property.id, title: property.data.title, location: property.data.location, image: property.data.image, MinimumPrice: property.data.MinimumPrice, MaximumPrice: property.data.MaximumPrice };
    const notification = { ...newNotification(listing, { id: austinSearch, name: 'Austin homes', userUid: sophia.uid }, createdAt), read };
    const mail: MailDoc<Timestamp> = { to: sophia.email, message: alertMessage('Austin homes', listing, HOSTING_EMULATOR), createdAt };
    batch.set(db.doc(`notifications/${alertId(sophia.uid, listing.id)}`), notification);
    batch.set(db.doc(`mail/${alertId(sophia.uid, listing.id)}`), mail);
    // Published before the search alerted: a later re-verification alerts nobody again.
    batch.set(db.doc(`listingPublications/${listing.id}`), { firstPublishedAt: createdAt, recordedAt: createdAt });
  });
  await batch.commit();
}
