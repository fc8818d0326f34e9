// Loads the demo data into the running emulators: Auth accounts with passwords, users docs, listings
// with their facts, galleries, floor plans and panoramas (every picture uploaded through the real
// image-intake function, which makes its resized copies), reviews, wishlist items, offers in every
// status, conversations, price changes, saved searches and alerts, professional applications, an
// agency's team. Run by `npm start` on a fresh start; standalone: `npm run seed` while emulators run.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore, type DocumentReference } from 'firebase-admin/firestore';
import { exceedsCardLimit } from '@homehaven/domain/card-limit';
import { userSearchKeys } from '@homehaven/domain/search';
import { PROJECT_ID, ROOT, hostOf } from '../emulators/config';
import { signInWithPassword } from '../emulators/auth-rest';
import { uploadImageFile } from '../emulators/upload-image';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
import { DEMO_PROPERTIES, type DemoProperty } from './demo-properties';
import { buildPendingOffer, buildProperty, buildReview, buildWishlistItem, type SeededProperty, type UploadedPictures } from './demo-documents';
import { seedAlerts } from './demo-alerts';
import { payByTransfer, payOffer, decideOffer } from './demo-payments';
import { seedPriceHistory } from './demo-price-history';
import { seedMessages } from './demo-messages';
import { seedViewings } from './demo-viewings';
import { seedInsightHistory } from './demo-insights';
import { seedLegalChecks } from './demo-legal-checks';
import { DEMO_APPLICANTS, seedApplications } from './demo-applications';
import { DEMO_AGENCY, seedAgencies } from './demo-agencies';
import { countDemoSlots, seedPlanEvents, seedPlans } from './demo-billing';

const IMAGES = `${ROOT}tools/seed/images/`;
// Always the emulators, even when run by hand: the demo- project id and these hosts keep real projects out of reach.
process.env.FIRESTORE_EMULATOR_HOST = hostOf('firestore');
process.env.FIREBASE_AUTH_EMULATOR_HOST = hostOf('auth');
const app = initializeApp({ projectId: PROJECT_ID });
const auth = getAuth(app);
const db = getFirestore(app);

const daysAgo = (days: number, hours = 0): Timestamp => Timestamp.fromMillis(Date.now() - (days * 24 + hours) * 3_600_000);

async function createAccount(account: DemoAccount): Promise<string> {
  const profile = { email: account.email, password: account.password, displayName: account.name, emailVerified: true };
  // Idempotent, so a seed interrupted half-way can simply be run again.
  await auth.createUser({ uid: account.uid, ...profile }).catch(() => auth.updateUser(account.uid, profile));
  return (await signInWithPassword(account.email, account.password)).idToken;
}

/** Uploads each image file once, through the image-intake function, as the admin (panorama-*.jpg as panoramas). */
function imageUploader(idToken: string): (file: string) => Promise<string> {
  const urls = new Map<string, Promise<string>>();
  return (file) => {
    if (!urls.has(file)) urls.set(file, uploadImageFile(`${IMAGES}${file}`, idToken, file.startsWith('panorama-') ? 'panorama' : 'image'));
    return urls.get(file) as Promise<string>;
  };
}

async function seedUsers(upload: (file: string) => Promise<string>): Promise<Record<keyof typeof DEMO_ACCOUNTS, string>> {
  const images = {} as Record<keyof typeof DEMO_ACCOUNTS, string>;
  for (const [key, account] of Object.entries(DEMO_ACCOUNTS) as [keyof typeof DEMO_ACCOUNTS, DemoAccount][]) {
    const image = await upload(account.avatar);
    images[key] = image;
    await auth.updateUser(account.uid, { photoURL: image });
    // With their search keys, as the listings carry theirs: the data is complete without waiting on the trigger.
    await db
      .doc(`users/${account.uid}`)
      .set({ name: account.name, email: account.email, image, roll: account.roll, status: 'verified', createdAt: daysAgo(60), searchKeys: userSearchKeys(account.name, account.email) });
  }
  return images;
}

/**
 * Uploads every listing picture ahead of the listings, a few at a time: the listings then wait on
 * none of them one by one, and the intake is not sent more at once than the emulator runs quickly.
 */
async function uploadAhead(upload: (file: string) => Promise<string>, files: readonly string[], parallel = 3): Promise<void> {
  const queue = [...new Set(files)];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) await upload(file);
    }),
  );
}

/** A demo property's pictures uploaded (each file once: {@link imageUploader}), in their order. */
async function uploadPictures(upload: (file: string) => Promise<string>, demo: DemoProperty): Promise<UploadedPictures> {
  const all = (files: readonly string[] | undefined): Promise<string[]> => Promise.all((files ?? []).map(upload));
  const [image, photos, floorPlans, panoramas] = await Promise.all([upload(demo.image), all(demo.photos), all(demo.floorPlans), all(demo.panoramas)]);
  return { image, photos, floorPlans, panoramas };
}

async function seedProperties(upload: (file: string) => Promise<string>, avatars: Record<keyof typeof DEMO_ACCOUNTS, string>): Promise<SeededProperty[]> {
  const seeded: SeededProperty[] = [];
  for (const demo of DEMO_PROPERTIES) {
    const ref = db.collection('properties').doc();
    const data = buildProperty(demo, await uploadPictures(upload, demo), DEMO_ACCOUNTS[demo.agent], avatars[demo.agent], daysAgo(demo.daysAgo));
    // First public when created, as the alert trigger would have recorded then: written before the
    // listing, so the trigger it fires reads it and alerts no saved search made since (demo-alerts.ts).
    if (data.status === 'verified' && !data.withdrawn) await db.doc(`listingPublications/${ref.id}`).set({ firstPublishedAt: data.createdAt, recordedAt: data.createdAt });
    await ref.set(data);
    seeded.push({ id: ref.id, data });
  }
  return seeded;
}

async function seedActivity(properties: SeededProperty[], avatars: Record<keyof typeof DEMO_ACCOUNTS, string>): Promise<void> {
  const verified = properties.filter((p) => p.data.status === 'verified' && !p.data.withdrawn);
  const pick = (i: number): SeededProperty => verified[i % verified.length] as SeededProperty;
  const { sophia, liam } = DEMO_ACCOUNTS;
  const batch = db.batch();
  const add = (ref: DocumentReference, data: object) => batch.set(ref, data);

  const comments = [
    [5, 'Beautiful place, exactly as the photos show. The agent answered every question.'],
    [4, 'Great location and light. The kitchen needs a little work.'],
    [5, 'We toured it twice and loved it both times. Quiet street, friendly neighbours.'],
    [3, 'Nice house but the price felt high for the area.'],
    [4, 'Very well kept, and the garden is lovely in the evening.'],
    [5, 'Stunning views. Viewing was easy to arrange.'],
  ] as const;
  comments.forEach(([rating, comment], i) => {
    const reviewer = i % 2 === 0 ? sophia : liam;
    add(db.collection('reviews').doc(), buildReview(pick(i), reviewer, avatars[i % 2 === 0 ? 'sophia' : 'liam'], rating, comment, daysAgo(i + 1, 3)));
  });

  [0, 1, 2].forEach((i) => add(db.doc(`wishlist/${sophia.uid}_${pick(i).id}`), buildWishlistItem(pick(i), sophia, daysAgo(i))));
  [3, 4].forEach((i) => add(db.doc(`wishlist/${liam.uid}_${pick(i).id}`), buildWishlistItem(pick(i), liam, daysAgo(i))));

  await batch.commit();
}

/**
 * Offers in every status, through the real flow: created pending, paid by card through the payment
 * endpoints (Stripe stand-in or test-mode Stripe), and one accepted by its agent, which rejects and
 * refunds the other paid offer on that listing; and three paid by bank transfer through the stand-in's bank.
 */
async function seedOffers(properties: SeededProperty[], tokens: Record<keyof typeof DEMO_ACCOUNTS, string>): Promise<void> {
  const affordable = properties.filter((p) => p.data.status === 'verified' && !p.data.withdrawn && !exceedsCardLimit(Math.max(p.data.MinimumPrice, p.data.MaximumPrice)));
  const on = (i: number): SeededProperty => affordable[i % affordable.length] as SeededProperty;
  const { sophia, liam } = DEMO_ACCOUNTS;
  const offer = async (property: SeededProperty, buyer: DemoAccount, days: number): Promise<string> => {
    const ref = db.collection('offers').doc();
    await ref.set(buildPendingOffer(property, buyer, daysAgo(days)));
    return ref.id;
  };

  await offer(on(0), sophia, 1);
  await offer(on(3), liam, 1);
  await payOffer(tokens.liam, await offer(on(1), liam, 2));
  await payOffer(tokens.sophia, await offer(on(4), sophia, 3));
  const sold = on(2);
  const winner = await offer(sold, sophia, 5);
  await payOffer(tokens.sophia, winner);
  await payOffer(tokens.liam, await offer(sold, liam, 6));
  await decideOffer(tokens[sold.data.agent.uid === DEMO_ACCOUNTS.olivia.uid ? 'olivia' : 'marcus'], winner, 'accepted', sold.id);
  // Bank transfers (docs/payments.md "Bank transfers"): one awaiting its money, one half arrived, one paid in full.
  await payByTransfer(tokens.sophia, await offer(on(5), sophia, 1), 0);
  await payByTransfer(tokens.liam, await offer(on(6), liam, 2), 0.5);
  await payByTransfer(tokens.sophia, await offer(on(7), sophia, 4), 1);
}

const { admin } = DEMO_ACCOUNTS;
const keys = Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[];
const tokens = Object.fromEntries(await Promise.all(keys.map(async (key) => [key, await createAccount(DEMO_ACCOUNTS[key])] as const))) as Record<keyof typeof DEMO_ACCOUNTS, string>;
// Applicants sign in like everyone else (their documents come with their applications, below).
await Promise.all(Object.values(DEMO_APPLICANTS).map(createAccount));
const upload = imageUploader(tokens.admin);
const listingPictures = DEMO_PROPERTIES.flatMap((demo) => [demo.image, ...(demo.photos ?? []), ...(demo.floorPlans ?? []), ...(demo.panoramas ?? [])]);
const [avatars] = await Promise.all([seedUsers(upload), uploadAhead(upload, listingPictures)]);
const properties = await seedProperties(upload, avatars);
await seedActivity(properties, avatars);
await seedOffers(properties, tokens);
await seedMessages(db, properties);
await seedPriceHistory(db, properties);
await seedAlerts(db, properties);
// Ownership documents with legal checks passed, failed and pending, through the facade (demo-legal-checks.ts).
await seedLegalChecks(db, properties, tokens);
const viewings = await seedViewings(db, properties, tokens);
// Applications pending, rejected and approved, decided through the facade (demo-applications.ts).
const applicants = await seedApplications(db, auth, tokens.admin, upload);
// The agents' subscriptions at the Stripe stand-in and the agency's plan (demo-billing.ts), before the agency's agents list.
await seedPlans(db, tokens);
// The approved agency invites its agents, who accept, through the facade (demo-agencies.ts).
const openInvitation = await seedAgencies(db, upload, tokens.admin);
await countDemoSlots(db);
// Featured listings, one from a plan and one paid once, and Nina's plan lapsing (demo-billing.ts).
await seedPlanEvents(db, tokens);
await seedInsightHistory(db, auth, properties);
console.log(
  `[seed] ${Object.keys(DEMO_ACCOUNTS).length} accounts (admin ${admin.email}), ${properties.length} properties, reviews, wishlist items, offers, conversations, price changes, saved searches and alerts, ${viewings} viewings, ${applicants} professional applicants, ${DEMO_AGENCY.agency.name}'s ${DEMO_AGENCY.agents.length} agents loaded.`,
);
console.log(`[seed] ${DEMO_AGENCY.agency.name}'s invitation to ${DEMO_AGENCY.openInvitation} waits: ${openInvitation}`);
