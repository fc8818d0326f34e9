// Rebuilds the insight aggregates (insights/...) from the collections they count: users, properties,
// offers and refunds, read once, summed with the triggers' own rules (functions/src/insights/increments.ts)
// and written as absolute counts. For a project that had data before the insight triggers were
// deployed (docs/deploy.md "Insight aggregates"), or after data was imported without its triggers.
// Run it while nothing else writes (a write counted by a trigger during the rebuild would be counted
// twice): `npx tsx tools/insights/rebuild-insights.ts` rebuilds the emulators' demo project;
// `--project=<id>` a deployed one, with the admin SDK's default credentials.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { INSIGHTS } from '@homehaven/domain/insights';
import { counterFields, listingIncrements, offerIncrements, refundIncrements, sumPerDocument, userIncrements, type Increment } from '../../functions/src/insights/increments';
import { dateOf, listingFacts, offerFacts, refundFacts } from '../../functions/src/insights/snapshot-facts';
import { PROJECT_ID, hostOf } from '../emulators/config';

const projectArg = process.argv.find((arg) => arg.startsWith('--project='))?.slice('--project='.length);
if (!projectArg) {
  process.env.FIRESTORE_EMULATOR_HOST = hostOf('firestore');
  // No Google metadata server to ask for credentials here (the emulators need none).
  process.env.METADATA_SERVER_DETECTION = 'none';
}
const db = getFirestore(initializeApp({ projectId: projectArg ?? PROJECT_ID }));

/** Documents without a time count at the rebuild's time, as a trigger counts at its event's. */
const now = new Date();

/** Every event each stored document stands for, as if each were written now in its final state. */
async function allIncrements(): Promise<Increment[]> {
  const [users, properties, offers, refunds] = await Promise.all([db.collection('users').get(), db.collection('properties').get(), db.collection('offers').get(), db.collection('refunds').get()]);
  return [
    ...users.docs.flatMap((user) => userIncrements(dateOf(user.get('createdAt')) ?? now)),
    ...properties.docs.flatMap((listing) => listingIncrements(undefined, listingFacts(listing))),
    ...offers.docs.flatMap((offer) => offerIncrements(undefined, offerFacts(offer), now)),
    ...refunds.docs.flatMap((refund) => refundIncrements(undefined, refundFacts(refund), now)),
  ];
}

const increments = await allIncrements();
const documents = sumPerDocument(increments);
await db.recursiveDelete(db.collection(INSIGHTS));
const writer = db.bulkWriter();
for (const [path, fields] of documents) void writer.set(db.doc(path), { ...counterFields(path, fields, (total) => total), updatedAt: Timestamp.now() });
await writer.close();
console.log(`[insights] rebuilt ${documents.size} aggregate documents from ${increments.length} counted events${projectArg ? ` in ${projectArg}` : ' in the emulators'}.`);
