import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { IDENTITIES, type SignedInActor } from '../matrix/actors';
import { NOTIFICATION, SAVED_SEARCH, newSavedSearch } from '../matrix/alerts';
import { PROPERTY, day } from '../matrix/listings';
import type { DocData } from '../matrix/types';
import { dbAs } from '../support/env';
import { allowed, denied } from '../support/expect-case';

/**
 * savedSearches/{id}: a person's own searches, with the search term the alert trigger looks up derived
 * from the location as the app derives it. notifications/{uid}_{propertyId}: written by the alert
 * trigger; the owner reads them and marks them read. mail/ and listingPublications/: functions only.
 */
export function savedSearchesSuite(env: () => RulesTestEnvironment): void {
  describe('saved searches', () => {
    const save = (actor: SignedInActor, overrides: DocData = {}) => ({
      actor,
      collection: 'savedSearches' as const,
      operation: 'create' as const,
      data: newSavedSearch(actor, overrides),
    });

    it('allows any signed-in person with a profile to save a search as themselves, buyers, agents and admins alike', async () => {
      for (const actor of ['user', 'agent', 'admin'] as const) await allowed(env(), save(actor));
    });

    it('refuses a fraud user, a newcomer without a profile, and a visitor', async () => {
      await denied(env(), save('fraud'));
      await denied(env(), save('newcomer'));
      await denied(env(), { ...save('user'), actor: 'signedOut' });
    });

    it("requires the owner's own uid and token e-mail, and the request time", async () => {
      await denied(env(), save('user', { userUid: IDENTITIES.otherUser.uid }));
      await denied(env(), save('user', { userEmail: IDENTITIES.otherUser.email }));
      await denied(env(), save('user', { createdAt: day(1) }));
    });

    it("requires the term the location gives: a forged term would alert someone else's place", async () => {
      await denied(env(), save('user', { term: 'boston' }));
      await denied(env(), save('user', { term: 'New York' }));
      await allowed(env(), save('user', { location: '  New-York, NY! ', term: 'new york ny' }));
      // A long location's term is its first 30 characters, trimmed like the app trims it.
      const long = 'Upper West Side Manhattan Neighbourhood';
      await allowed(env(), save('user', { location: long, term: 'upper west side manhattan neig' }));
      await allowed(env(), save('user', { location: 'Zürich Altstadt', term: 'zürich altstadt' }));
    });

    it('refuses a blank or overlong name, an empty location, an unknown order, a non-boolean e-mail switch and extra fields', async () => {
      const bad: DocData[] = [
        { name: '' },
        { name: '   ' },
        { name: 'x'.repeat(61) },
        { location: '', term: '' },
        { location: '!!!', term: '' },
        { location: 'x'.repeat(201), term: 'x'.repeat(30) },
        { order: 'cheapest' },
        { emailAlerts: 'yes' },
        { read: true },
      ];
      for (const change of bad) await denied(env(), save('user', change));
    });

    it('lets only the owner read, rename and switch e-mail alerts, and delete; nothing else changes', async () => {
      const search = (actor: SignedInActor | 'signedOut', operation: 'get' | 'delete') => ({ actor, collection: 'savedSearches' as const, operation, docId: SAVED_SEARCH.byUser });
      const update = (actor: SignedInActor, data: DocData) => ({ actor, collection: 'savedSearches' as const, operation: 'update' as const, docId: SAVED_SEARCH.byUser, data });
      await allowed(env(), search('user', 'get'));
      for (const actor of ['otherUser', 'admin', 'signedOut'] as const) await denied(env(), search(actor, 'get'));
      await allowed(env(), update('user', { name: 'Manhattan', emailAlerts: false }));
      await denied(env(), update('otherUser', { name: 'Mine now' }));
      await denied(env(), update('admin', { name: 'Moderated' }));
      const tampered: DocData[] = [{ location: 'Boston' }, { term: 'boston' }, { userUid: IDENTITIES.otherUser.uid }, { createdAt: day(9) }, { name: '' }, { emailAlerts: 1 }];
      for (const change of tampered) {
        await denied(env(), update('user', change));
      }
      await denied(env(), search('otherUser', 'delete'));
      await allowed(env(), search('user', 'delete'));
    });

    it('refuses every write of a user later marked fraud', async () => {
      const fraudSearch = { actor: 'fraud' as const, collection: 'savedSearches' as const, docId: SAVED_SEARCH.byUser };
      // The seeded search is the user's; the fraud user may not touch it, nor their own (they have none to create).
      await denied(env(), { ...fraudSearch, operation: 'update', data: { name: 'x' } });
      await denied(env(), { ...fraudSearch, operation: 'delete' });
    });
  });

  describe('notifications (saved-search alerts)', () => {
    const get = (actor: SignedInActor | 'signedOut', docId: string = NOTIFICATION.byUser) => ({ actor, collection: 'notifications' as const, operation: 'get' as const, docId });
    const markRead = (actor: SignedInActor, data: DocData = { read: true }, docId: string = NOTIFICATION.byUser) => ({
      actor,
      collection: 'notifications' as const,
      operation: 'update' as const,
      docId,
      data,
    });

    it('lets only the owner read an alert', async () => {
      await allowed(env(), get('user'));
      for (const actor of ['otherUser', 'agent', 'admin', 'signedOut'] as const) await denied(env(), get(actor));
    });

    it('lets the owner mark an alert read, and nothing else: not unread again, not its listing, not another person', async () => {
      await allowed(env(), markRead('user'));
      await denied(env(), markRead('user', { read: false }, NOTIFICATION.readByUser));
      await denied(env(), markRead('user', { read: true, propertyTitle: 'A castle' }));
      await denied(env(), markRead('user', { read: true, userUid: IDENTITIES.otherUser.uid }));
      await denied(env(), markRead('otherUser', { read: true }, NOTIFICATION.byUser));
      await denied(env(), markRead('admin', { read: true }, NOTIFICATION.byOtherUser));
    });

    it('refuses creating or deleting an alert from a client: only the alert trigger writes them', async () => {
      const forged = { userUid: IDENTITIES.user.uid, type: 'savedSearchMatch', propertyId: PROPERTY.sold, read: false };
      await denied(env(), { actor: 'user', collection: 'notifications', operation: 'create', docId: `${IDENTITIES.user.uid}_${PROPERTY.sold}`, data: forged });
      await denied(env(), { actor: 'admin', collection: 'notifications', operation: 'create', docId: `${IDENTITIES.user.uid}_${PROPERTY.sold}`, data: forged });
      await denied(env(), { actor: 'user', collection: 'notifications', operation: 'delete', docId: NOTIFICATION.byUser });
    });

    it("refuses a fraud user's mark-read", async () => {
      await denied(env(), markRead('fraud', { read: true }, NOTIFICATION.byUser));
    });
  });

  describe('mail and listing publications (functions only)', () => {
    it('refuses every client read and write, to admins too: e-mails carry addresses, and a forged e-mail would be sent', async () => {
      for (const actor of ['user', 'agent', 'admin'] as const) {
        const db = dbAs(env(), actor);
        for (const path of [`mail/${NOTIFICATION.byUser}`, `listingPublications/${PROPERTY.verified}`]) {
          await assertFails(getDoc(doc(db, path)));
          await assertFails(setDoc(doc(db, path), { to: IDENTITIES[actor].email, message: { subject: 'Hi', html: '<p>Hi</p>' } }));
        }
      }
    });
  });
}
