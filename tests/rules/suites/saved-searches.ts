import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { IDENTITIES, type SignedInActor } from '../matrix/actors';
import { NOTIFICATION, SAVED_SEARCH, newSavedSearch } from '../matrix/alerts';
import { day } from '../matrix/listings';
import type { DocData } from '../matrix/types';
import { allowed, denied } from '../support/expect-case';

/**
 * savedSearches/{id}: a person's own searches, with the search term the alert trigger looks up derived
 * from the location as the app derives it. notifications/{uid}_{propertyId}: written by the alert
 * trigger; the owner marks them read. Who may read, create, change or delete them (and mail/ and
 * listingPublications/, functions only) is the permission matrix's; here, the shapes.
 */
export function savedSearchesSuite(env: () => RulesTestEnvironment): void {
  describe('saved searches', () => {
    const save = (actor: SignedInActor, overrides: DocData = {}) => ({
      actor,
      collection: 'savedSearches' as const,
      operation: 'create' as const,
      data: newSavedSearch(actor, overrides),
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

    it('lets the owner change only the name and the e-mail switch, and only to valid values', async () => {
      const update = (data: DocData) => ({ actor: 'user' as const, collection: 'savedSearches' as const, operation: 'update' as const, docId: SAVED_SEARCH.byUser, data });
      const tampered: DocData[] = [{ location: 'Boston' }, { term: 'boston' }, { userUid: IDENTITIES.otherUser.uid }, { createdAt: day(9) }, { name: '' }, { emailAlerts: 1 }];
      for (const change of tampered) await denied(env(), update(change));
      await allowed(env(), update({ name: 'Manhattan', emailAlerts: false }));
    });
  });

  describe('notifications (saved-search alerts)', () => {
    const markRead = (data: DocData) => ({ actor: 'user' as const, collection: 'notifications' as const, operation: 'update' as const, docId: NOTIFICATION.byUser, data });

    it('lets the owner mark an alert read and change nothing else: not its listing, not its owner', async () => {
      await denied(env(), markRead({ read: true, propertyTitle: 'A castle' }));
      await denied(env(), markRead({ read: true, userUid: IDENTITIES.otherUser.uid }));
      await allowed(env(), markRead({ read: true }));
    });
  });
}
