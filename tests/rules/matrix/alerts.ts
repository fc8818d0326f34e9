import type { ListingFilters } from '../../../domain/src/listing-filters';
import { locationSearchTerm } from '../../../domain/src/search';
import { IDENTITIES, type SignedInActor } from './actors';
import { LATER, PROPERTY, day } from './listings';
import { REQUEST_TIME } from './payloads';
import type { DocData } from './types';
import { intakePictureUrl } from '../../../domain/src/image-address-samples';

/** Saved searches and alerts in the world: the user's, the other user's, and one the fraud user kept. */
export const SAVED_SEARCH = { byUser: 'search-user', byOtherUser: 'search-other-user', byFraud: 'search-fraud' } as const;
export const NOTIFICATION = {
  byUser: `${IDENTITIES.user.uid}_${PROPERTY.verified}`,
  readByUser: `${IDENTITIES.user.uid}_${PROPERTY.otherAgents}`,
  byOtherUser: `${IDENTITIES.otherUser.uid}_${PROPERTY.verified}`,
  byFraud: `${IDENTITIES.fraud.uid}_${PROPERTY.verified}`,
} as const;
/** The alert e-mail queued for the user's alert (same id), and the verified listing's first publication. */
export const MAIL = { toUser: NOTIFICATION.byUser } as const;
export const PUBLICATION = { ofVerified: PROPERTY.verified } as const;

/** Filters with every key set (domain/src/listing-filters.ts), as the save dialog sends them. */
export const FULL_FILTERS = { minPrice: 100_000, maxPrice: 500_000, minBeds: 2, minBaths: 1.5, type: 'house', minArea: 1_000 } as const satisfies ListingFilters;

/** A new saved search by the actor, as the save dialog on All properties sends it. */
export function newSavedSearch(actor: SignedInActor, overrides: DocData = {}): DocData {
  const who = IDENTITIES[actor];
  return {
    userUid: who.uid,
    userEmail: who.email,
    name: 'Homes in New York',
    location: 'New York',
    term: locationSearchTerm('New York'),
    order: 'newest',
    emailAlerts: true,
    createdAt: REQUEST_TIME,
    ...overrides,
  };
}

function notification(actor: SignedInActor, propertyId: string, read: boolean, createdAt: DocData[string]): DocData {
  return {
    userUid: IDENTITIES[actor].uid,
    type: 'savedSearchMatch',
    searchId: SAVED_SEARCH.byUser,
    searchName: 'Homes in New York',
    propertyId,
    propertyTitle: 'House in New York',
    propertyImage: intakePictureUrl('house'),
    location: 'New York',
    MinimumPrice: 100_000,
    MaximumPrice: 200_000,
    read,
    createdAt,
  };
}

/** Seeded saved searches, notifications, and what the alert trigger keeps for itself (functions only). */
export const ALERT_WORLD: Readonly<Record<'savedSearches' | 'notifications' | 'mail' | 'listingPublications', Readonly<Record<string, DocData>>>> = {
  savedSearches: {
    [SAVED_SEARCH.byUser]: newSavedSearch('user', { filters: { minBeds: 2, maxPrice: 500_000 }, createdAt: day(2) }),
    [SAVED_SEARCH.byOtherUser]: newSavedSearch('otherUser', { name: 'York', location: 'York', term: 'york', createdAt: day(3) }),
    // Saved while they were an agent, before an admin marked them fraud.
    [SAVED_SEARCH.byFraud]: newSavedSearch('fraud', { createdAt: day(1) }),
  },
  notifications: {
    [NOTIFICATION.byUser]: notification('user', PROPERTY.verified, false, LATER),
    [NOTIFICATION.readByUser]: notification('user', PROPERTY.otherAgents, true, day(20)),
    [NOTIFICATION.byOtherUser]: notification('otherUser', PROPERTY.verified, false, LATER),
    [NOTIFICATION.byFraud]: notification('fraud', PROPERTY.verified, false, LATER),
  },
  // The Trigger Email extension's format (docs/alerts.md): the address alone is worth protecting.
  mail: {
    [MAIL.toUser]: { to: IDENTITIES.user.email, message: { subject: 'New listing for “Homes in New York”', text: 'House in New York', html: '<p>House in New York</p>' }, createdAt: LATER },
  },
  listingPublications: {
    [PUBLICATION.ofVerified]: { firstPublishedAt: day(1), recordedAt: day(1) },
  },
};
