// `npm run bench:alerts`: what the saved-search alert costs per new listing with 10,000 saved searches.
// Inside a fresh emulator suite (tools/emulators/exec.ts): stores 10,000 saved searches over 200 places,
// then publishes a listing in one of them and prints the documents the matching reads (the same
// function the trigger runs, functions/src/alerts/find-alert-targets.ts), against a full scan, and how
// long the trigger took to deliver every alert. Prints figures; see docs/alerts.md.
import { initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { alertId, newSavedSearch } from '@homehaven/domain/saved-searches';
import { locationSearchKeys } from '@homehaven/domain/search';
import { PROJECT_ID, hostOf } from '../emulators/config';
import { intakePictureUrl } from '@homehaven/domain/image-address-samples';

process.env.FIRESTORE_EMULATOR_HOST = hostOf('firestore');
const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'bench-alerts'));
const { findAlertTargets } = await import('../../functions/src/alerts/find-alert-targets');

const SEARCHES = 10_000;
const PLACES = Array.from({ length: 200 }, (_, i) => `Town${i.toString(36)} ${['Heights', 'Park', 'Harbor', 'Hills'][i % 4]}`);
const LISTING_LOCATION = `42 Main Street, ${PLACES[7]}`;

console.log(`[bench:alerts] storing ${SEARCHES.toLocaleString('en-US')} saved searches over ${PLACES.length} places...`);
const createdAt = Timestamp.fromMillis(Date.now() - 3_600_000);
const writer = db.bulkWriter();
for (let i = 0; i < SEARCHES; i += 1) {
  const place = PLACES[i % PLACES.length] as string;
  // Some people search the whole place, some its first word: both match a listing there.
  const location = i % 3 === 0 ? (place.split(' ')[0] as string) : place;
  const owner = { uid: `bench-user-${i}`, email: `bench-user-${i}@example.com` };
  // Every other search of each place wants e-mails too.
  const emailAlerts = Math.floor(i / PLACES.length) % 2 === 0;
  void writer.create(db.collection('savedSearches').doc(), newSavedSearch(owner, { name: location, location, order: 'newest', emailAlerts }, createdAt));
}
await writer.close();

const keys = locationSearchKeys(LISTING_LOCATION);
const found = await findAlertTargets(db, keys, Timestamp.now(), 'bench-agent');

console.log('[bench:alerts] matching the saved searches of one new listing');
console.log(`  listing location             ${LISTING_LOCATION} (${keys.length} search keys, ${found.queries} indexed queries)`);
console.log(`  saved searches stored        ${SEARCHES.toLocaleString('en-US')}`);
console.log(`  searches matched (alerts)    ${found.targets.length}`);
console.log(
  `  documents read               ${found.documentsRead + 1 + found.targets.length} (matches, 1 per query that found none, 1 publication record, each alerted search read again before its e-mail)`,
);
console.log(`  a full scan would read       ${SEARCHES.toLocaleString('en-US')}`);

// The whole path: an admin's verdict, the trigger, every alert written.
const listing = db.collection('properties').doc();
await listing.set({
  title: 'Bench house',
  location: LISTING_LOCATION,
  image: intakePictureUrl('bench'),
  Details: 'Measured.',
  MinimumPrice: 300_000,
  MaximumPrice: 350_000,
  status: 'pending',
  isVerified: false,
  withdrawn: false,
  agent: { uid: 'bench-agent', name: 'Bench agent', email: 'bench-agent@example.com', image: '' },
  locationKeys: keys,
  createdAt: Timestamp.now(),
  updatedAt: Timestamp.now(),
});
const started = Date.now();
await listing.update({ status: 'verified', isVerified: true });
const alerts = db.collection('notifications').where('propertyId', '==', listing.id);
const mailRefs = found.targets.filter(({ search }) => search.emailAlerts).map(({ search }) => db.collection('mail').doc(alertId(search.userUid, listing.id)));
const delivered = async (): Promise<{ notifications: number; mails: number }> => ({
  notifications: (await alerts.count().get()).data().count,
  mails: mailRefs.length === 0 ? 0 : (await db.getAll(...mailRefs)).filter((mail) => mail.exists).length,
});
for (;;) {
  const now = await delivered();
  if (now.notifications >= found.targets.length && now.mails >= mailRefs.length) break;
  if (Date.now() - started > 120_000) {
    console.error(`[bench:alerts] ${now.notifications} of ${found.targets.length} alerts and ${now.mails} of ${mailRefs.length} e-mails after 120 s`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
console.log(`  trigger delivered            ${found.targets.length} notifications and ${mailRefs.length} e-mails in ${((Date.now() - started) / 1000).toFixed(1)} s (emulator)`);
process.exit(0);
