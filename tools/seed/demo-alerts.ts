// Saved searches and alerts for `npm start`. Sophia saved "Austin homes" a month ago: every Austin
// listing published since has alerted her (the newest unread, the others read), each with its e-mail
// queued in `mail`. She saved "Newport by the sea" an hour ago, after every Newport listing was public,
// so it has alerted nothing yet; it matches the pending Kay Street cottage, so the demo admin's Verify
// on it sends her an alert live. Liam saved "Austin family houses" a month ago with filters (houses,
// 3 bedrooms or more, up to $700,000): the Austin listings published since that match them alerted him.
//
// The seed writes exactly the alerts the trigger would, with the same ids, and each public listing's
// first publication before the listing itself (seed.ts): the trigger, which also runs on the seeded
// listings, adds nothing (and its first events after the emulators start may be lost, so the demo
// does not wait on it).
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { matchesFilters, searchFactsOf, type ListingFilters } from '@homehaven/domain/listing-filters';
import { alertId, newNotification, newSavedSearch, type MailDoc, type SavedSearchForm } from '@homehaven/domain/saved-searches';
import { locationSearchKeys } from '@homehaven/domain/search';
import { alertMessage } from '../../functions/src/alerts/alert-mail';
import { DEMO_ACCOUNTS, type DemoAccountKey } from './demo-accounts';
import type { SeededProperty } from './demo-documents';

const HOSTING_EMULATOR = 'http://127.0.0.1:5000';
const hoursAgo = (hours: number): Timestamp => Timestamp.fromMillis(Date.now() - hours * 3_600_000);

/** Each person is alerted once per listing (alertId), so a person's searches here match different listings. */
const SEARCHES: readonly { owner: DemoAccountKey; form: SavedSearchForm; filters?: ListingFilters; savedAt: Timestamp }[] = [
  { owner: 'sophia', form: { name: 'Austin homes', location: 'Austin', order: 'newest', emailAlerts: true }, savedAt: hoursAgo(30 * 24) },
  { owner: 'sophia', form: { name: 'Newport by the sea', location: 'Newport', order: 'asc', emailAlerts: true }, savedAt: hoursAgo(1) },
  { owner: 'liam', form: { name: 'Austin family houses', location: 'Austin', order: 'asc', emailAlerts: true }, filters: { type: 'house', minBeds: 3, maxPrice: 700_000 }, savedAt: hoursAgo(30 * 24) },
];

export async function seedAlerts(db: Firestore, properties: SeededProperty[]): Promise<void> {
  const published = properties.filter((p) => p.data.status === 'verified' && !p.data.withdrawn);
  const batch = db.batch();

  for (const { owner: ownerKey, form, filters, savedAt } of SEARCHES) {
    const owner = DEMO_ACCOUNTS[ownerKey];
    const ref = db.collection('savedSearches').doc();
    const search = newSavedSearch(owner, form, savedAt, filters);
    batch.set(ref, search);
    const matches = published
      .filter((p) => locationSearchKeys(p.data.location).includes(search.term) && p.data.createdAt.toMillis() > savedAt.toMillis())
      .filter((p) => matchesFilters(p.data.searchFacts ?? searchFactsOf(p.data), search.filters))
      .sort((a, b) => b.data.createdAt.toMillis() - a.data.createdAt.toMillis());
    matches.forEach(({ id, data }, i) => {
      const listing = { id, title: data.title, location: data.location, image: data.image, MinimumPrice: data.MinimumPrice, MaximumPrice: data.MaximumPrice };
      const notification = { ...newNotification(listing, { id: ref.id, name: search.name, userUid: owner.uid }, data.createdAt), read: i > 0 };
      const mail: MailDoc<Timestamp> = { to: owner.email, message: alertMessage(search.name, listing, HOSTING_EMULATOR), createdAt: data.createdAt };
      batch.set(db.doc(`notifications/${alertId(owner.uid, id)}`), notification);
      batch.set(db.doc(`mail/${alertId(owner.uid, id)}`), mail);
    });
  }
  await batch.commit();
}
