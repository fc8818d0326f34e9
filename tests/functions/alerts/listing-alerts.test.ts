// First: points the admin SDK at the emulators.
import { db, eventually } from '../facade/support/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { alertId, newSavedSearch, type MailDoc, type SavedSearchDoc } from '@homehaven/domain/saved-searches';
import { locationSearchKeys } from '@homehaven/domain/search';
import type { ListingFilters } from '@homehaven/domain/listing-filters';
import { findAlertTargets } from '../../../functions/src/alerts/find-alert-targets';
import { sendAlerts } from '../../../functions/src/alerts/send-alerts';
import { seedListing, useCast } from '../facade/support/cast';
import type { Account } from '../facade/support/run';
import { triggersCaughtUp } from '../support/trigger-marker';

/** A place name no other suite uses, so only this test's searches can match it. */
const place = (): string => `Qx${Math.random().toString(36).slice(2, 8)}`;
const minutesAgo = (minutes: number): Timestamp => Timestamp.fromMillis(Date.now() - minutes * 60_000);

/** Saves a search for `who` directly (the rules' own checks are the rules suite's business); answers its id. */
async function saveSearch(who: Account, location: string, options: { emailAlerts?: boolean; createdAt?: Timestamp; name?: string; filters?: ListingFilters } = {}): Promise<string> {
  const form = { name: options.name ?? `Homes in ${location}`, location, order: 'newest' as const, emailAlerts: options.emailAlerts ?? true };
  const search = newSavedSearch({ uid: who.uid, email: who.email }, form, options.createdAt ?? minutesAgo(5));
  const ref = await db.collection('savedSearches').add(options.filters ? { ...search, filters: options.filters } : search);
  return ref.id;
}

const notificationOf = (who: Account, propertyId: string) => db.collection('notifications').doc(alertId(who.uid, propertyId)).get();
const mailOf = (who: Account, propertyId: string) => db.collection('mail').doc(alertId(who.uid, propertyId)).get();
const verify = (id: string) => db.collection('properties').doc(id).update({ status: 'verified', isVerified: true });

/** Whether the trigger has recorded a listing's first publication (its first write for any published listing). */
const published = async (id: string): Promise<boolean> => (await db.collection('listingPublications').doc(id).get()).exists;

/**
 * Waits until the trigger has handled every listing write made so far (the marker, tests/functions/support):
 * publishes a throwaway listing in a place no search names, and waits for its publication record.
 */
async function alertsCaughtUp(agent: Account): Promise<void> {
  const marker = await seedListing(agent, { location: place(), status: 'pending', isVerified: false });
  await triggersCaughtUp({ what: `the publication of ${marker}`, write: () => verify(marker), answered: () => published(marker) });
}

describe('saved-search alerts (onListingWritten: alertSavedSearches)', () => {
  const cast = useCast();

  // Right after the emulators start, the Functions emulator may lose or long delay a trigger's first
  // event (docs/testing.md). Publish a throwaway listing until the trigger answers, so the cases below
  // test the alerts, not the emulator's start.
  beforeAll(async () => {
    const id = await seedListing(cast().agent, { location: place(), status: 'pending', isVerified: false });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await verify(id);
      const answered = await eventually('the alert trigger', () => published(id), 10_000).then(
        () => true,
        () => false,
      );
      if (answered) return;
      await db.collection('properties').doc(id).update({ status: 'pending', isVerified: false });
    }
    throw new Error('the alert trigger never answered a publication');
  }, 60_000);

  it('alerts each matching search once per person when a listing is verified: a notification and an e-mail in the Trigger Email format', async () => {
    const { user, otherUser, agent, admin } = cast();
    const town = place();
    const id = await seedListing(agent, { location: `12 Elm Street, ${town} Heights`, status: 'pending', isVerified: false });
    const [oldest] = [await saveSearch(user, town, { createdAt: minutesAgo(10), name: 'First' }), await saveSearch(user, `${town} heights`, { name: 'Second' })];
    await saveSearch(otherUser, `${town} he`, { emailAlerts: false });
    await saveSearch(admin, 'Elsewhere Zzyzx');
    // The listing's own agent gets no alert about it.
    await saveSearch(agent, town);

    await verify(id);
    await eventually('the alerts', async () => (await notificationOf(user, id)).exists && (await notificationOf(otherUser, id)).exists);
    // The e-mails are written after the notifications, and nothing may follow for the admin and the agent.
    await alertsCaughtUp(agent);

    const notification = (await notificationOf(user, id)).data();
    expect(notification).toMatchObject({ userUid: user.uid, type: 'savedSearchMatch', searchId: oldest, searchName: 'First', propertyId: id, read: false, MinimumPrice: 300_000 });
    const mail = (await mailOf(user, id)).data() as MailDoc;
    expect(mail.to).toBe(user.email);
    expect(mail.message.subject).toContain('First');
    expect(mail.message.html).toContain(`/DetailsPage/${id}`);
    expect(mail.message.text).toContain('$300,000 – $400,000');
    // E-mail switched off: the notification only.
    expect((await mailOf(otherUser, id)).exists).toBe(false);
    expect((await notificationOf(admin, id)).exists).toBe(false);
    expect((await notificationOf(agent, id)).exists).toBe(false);
    expect((await db.collection('notifications').where('propertyId', '==', id).get()).size).toBe(2);
  });

  it('keeps no alert for a search deleted after it matched (its owner deleted it, or an admin deleted the account), and sends it no e-mail', async () => {
    const { user, otherUser } = cast();
    const town = place();
    const [gone, kept] = [await saveSearch(user, town), await saveSearch(otherUser, town)];
    const targets = await Promise.all([gone, kept].map(async (searchId) => ({ searchId, search: (await db.collection('savedSearches').doc(searchId).get()).data() as SavedSearchDoc<Timestamp> })));
    // The trigger found both; one is deleted before it writes the alerts (the race with a deletion).
    await db.collection('savedSearches').doc(gone).delete();
    const listing = { id: `alerts-race-${town}`, title: 'Race house', location: town, image: '', MinimumPrice: 1, MaximumPrice: 2 };

    expect(await sendAlerts(db, listing, targets, 'http://localhost')).toBe(1);
    expect((await notificationOf(user, listing.id)).exists).toBe(false);
    expect((await mailOf(user, listing.id)).exists).toBe(false);
    expect((await notificationOf(otherUser, listing.id)).exists).toBe(true);
    expect((await mailOf(otherUser, listing.id)).exists).toBe(true);
  });

  it('escapes what agents wrote before it goes into the e-mail', async () => {
    const { user, agent } = cast();
    const town = place();
    const id = await seedListing(agent, { location: town, title: '<script>alert(1)</script> & co', status: 'pending', isVerified: false });
    await saveSearch(user, town, { name: '<b>mine</b>' });
    await verify(id);
    await eventually('the e-mail', async () => (await mailOf(user, id)).exists);
    const { html } = ((await mailOf(user, id)).data() as MailDoc).message;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; co');
    expect(html).toContain('&lt;b&gt;mine&lt;/b&gt;');
  });

  it('keeps the e-mail subject on one line whatever the listing title and the search name hold', async () => {
    const { user, agent } = cast();
    const town = place();
    const id = await seedListing(agent, { location: town, title: 'Loft\r\nBcc: someone@example.com\u2028X-Header: 1', status: 'pending', isVerified: false });
    await saveSearch(user, town, { name: 'Mine\nCc: other@example.com' });
    await verify(id);
    await eventually('the e-mail', async () => (await mailOf(user, id)).exists);
    const { subject } = ((await mailOf(user, id)).data() as MailDoc).message;
    expect(subject).not.toMatch(/[\r\n\u2028\u2029]/);
    expect(subject).toBe('New listing for “Mine Cc: other@example.com”: Loft Bcc: someone@example.com X-Header: 1');
  });

  it('sends nothing again when the listing is re-verified after an edit, and nothing to a search saved while it was public', async () => {
    const { user, otherUser, agent } = cast();
    const town = place();
    const id = await seedListing(agent, { location: town, status: 'pending', isVerified: false });
    await saveSearch(user, town);
    await verify(id);
    await eventually('the first alert', async () => (await notificationOf(user, id)).exists);
    const first = (await notificationOf(user, id)).updateTime;

    // otherUser saves the search while the listing is public: they saw it in the results.
    await saveSearch(otherUser, town, { createdAt: Timestamp.now() });
    await db.collection('properties').doc(id).update({ status: 'pending', isVerified: false, title: 'Edited' });
    await verify(id);
    await alertsCaughtUp(agent);
    expect((await notificationOf(user, id)).updateTime?.isEqual(first as Timestamp)).toBe(true);
    expect((await notificationOf(otherUser, id)).exists).toBe(false);
  });

  it('ignores listings that do not become public: a pending edit, a rejection, a withdrawn listing', async () => {
    const { user, agent } = cast();
    const town = place();
    await saveSearch(user, town);
    const pending = await seedListing(agent, { location: town, status: 'pending', isVerified: false });
    await db.collection('properties').doc(pending).update({ status: 'rejected' });
    const withdrawn = await seedListing(agent, { location: town, status: 'pending', isVerified: false, withdrawn: true });
    await verify(withdrawn);
    await alertsCaughtUp(agent);
    expect((await notificationOf(user, pending)).exists).toBe(false);
    expect((await notificationOf(user, withdrawn)).exists).toBe(false);
  });

  it("alerts a search with filters only for listings that meet them; a person's unfiltered search still alerts them", async () => {
    const { user, otherUser, admin, agent } = cast();
    const town = place();
    const withBeds = await saveSearch(user, town, { filters: { minBeds: 3, maxPrice: 500_000 } });
    await saveSearch(otherUser, town);
    // The admin's oldest search wants 5 bedrooms; their newer one sets no filter: it is the one that alerts.
    await saveSearch(admin, town, { filters: { minBeds: 5 }, createdAt: minutesAgo(10) });
    const unfiltered = await saveSearch(admin, town);

    const small = await seedListing(agent, { location: `1 Oak Road, ${town}`, facts: { type: 'house', bedrooms: 2 }, status: 'pending', isVerified: false });
    await verify(small);
    await eventually('the unfiltered alerts', async () => (await notificationOf(otherUser, small)).exists && (await notificationOf(admin, small)).exists);
    await alertsCaughtUp(agent);
    expect((await notificationOf(user, small)).exists).toBe(false);
    expect((await mailOf(user, small)).exists).toBe(false);
    expect((await notificationOf(admin, small)).get('searchId')).toBe(unfiltered);

    const big = await seedListing(agent, {
      location: `2 Oak Road, ${town}`,
      facts: { type: 'house', bedrooms: 4 },
      MinimumPrice: 450_000,
      MaximumPrice: 520_000,
      status: 'pending',
      isVerified: false,
    });
    await verify(big);
    await eventually('the filtered alert', async () => (await notificationOf(user, big)).exists);
    expect((await notificationOf(user, big)).get('searchId')).toBe(withBeds);
  });

  it('reads only the searches that match (and 1 per query that matched none), never the others', async () => {
    const { user, otherUser, admin } = cast();
    const town = place();
    const others = Array.from({ length: 200 }, (_, i) => i);
    const writer = db.bulkWriter();
    for (const i of others)
      writer.create(
        db.collection('savedSearches').doc(),
        newSavedSearch({ uid: `${user.uid}-x${i}`, email: 'x@example.com' }, { name: 'x', location: `${place()} ${i}`, order: 'newest', emailAlerts: true }, minutesAgo(5)),
      );
    await writer.close();
    const street = place();
    for (const who of [user, otherUser, admin]) await saveSearch(who, `${town} ${street}`);

    // Random words only: no other suite's search can match any of its keys.
    const keys = locationSearchKeys(`${town} ${street}, ${place()}`);
    const found = await findAlertTargets(db, keys, Timestamp.now(), 'nobody');
    expect(found.targets.map((target) => target.search.userUid).sort()).toEqual([user.uid, otherUser.uid, admin.uid].sort());
    expect(found.queries).toBe(Math.ceil(keys.length / 30));
    // 3 matches, in 1 query; each other query bills 1 read for matching nothing.
    expect(found.documentsRead).toBe(3 + found.queries - 1);
  });
});
