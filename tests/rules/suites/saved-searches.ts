import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import { IDENTITIES, type SignedInActor } from '../matrix/actors';
import { FULL_FILTERS, NOTIFICATION, SAVED_SEARCH, newSavedSearch } from '../matrix/alerts';
import { day } from '../matrix/listings';
import type { DocData, FieldValue } from '../matrix/types';
import { allowed, denied } from '../support/expect-case';
import { worldLeftUntouched } from '../support/seed';

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

    it('takes filters with any one key set, with all of them, and at their bounds', async () => {
      for (const [key, value] of Object.entries(FULL_FILTERS)) await allowed(env(), save('user', { filters: { [key]: value } }));
      await allowed(env(), save('user', { filters: FULL_FILTERS }));
      await allowed(env(), save('user', { filters: { minPrice: 250_000, maxPrice: 250_000, minBeds: 0, minBaths: 0, minArea: 0 } }));
      await allowed(env(), save('user', { filters: { minPrice: 1_000_000_000_000, maxPrice: 1_000_000_000_000, minBeds: 50, minBaths: 50, minArea: 1_000_000 } }));
    });

    it('refuses filters the search form could not have sent', async () => {
      const bad: readonly [string, FieldValue][] = [
        ['an unknown key', { minBeds: 2, floors: 3 }],
        ['an empty map', {}],
        ['not a map', 'cheap'],
        ['a minimum price above the maximum', { minPrice: 500_000, maxPrice: 100_000 }],
        ['a negative minimum price', { minPrice: -1 }],
        ['a negative maximum price', { maxPrice: -5 }],
        ['a price beyond any listing', { maxPrice: 1_000_000_000_001 }],
        ['a price as text', { minPrice: '100000' }],
        ['a bedroom count that is not whole', { minBeds: 2.5 }],
        ['a negative bedroom count', { minBeds: -1 }],
        ['too many bedrooms', { minBeds: 51 }],
        ['bathrooms not in halves (1.25)', { minBaths: 1.25 }],
        ['too many bathrooms', { minBaths: 50.5 }],
        ['an unknown type', { type: 'castle' }],
        ['the unspecified type of searchFacts', { type: 'unspecified' }],
        ['too large a minimum area', { minArea: 1_000_001 }],
        ['a negative minimum area', { minArea: -10 }],
      ];
      for (const [what, filters] of bad) await expect(denied(env(), save('user', { filters })), what).resolves.toBeUndefined();
      worldLeftUntouched();
    });

    it('never lets the filters change once saved: not changed, not added, not with a rename', async () => {
      const update = (actor: 'user' | 'otherUser', docId: string, data: DocData) => ({ actor, collection: 'savedSearches' as const, operation: 'update' as const, docId, data });
      await denied(env(), update('user', SAVED_SEARCH.byUser, { filters: FULL_FILTERS }));
      await denied(env(), update('user', SAVED_SEARCH.byUser, { name: 'Cheaper', filters: { maxPrice: 100_000 } }));
      await denied(env(), update('otherUser', SAVED_SEARCH.byOtherUser, { filters: { minBeds: 1 } }));
      await allowed(env(), update('otherUser', SAVED_SEARCH.byOtherUser, { name: 'York again' }));
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
