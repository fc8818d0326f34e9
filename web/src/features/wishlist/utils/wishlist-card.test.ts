import { describe, expect, it } from 'vitest';
import type { WishlistEntry } from '../../../lib/firebase/documents';
import { availabilityOf } from './availability';
import { cardListingOf } from './card-listing';
import { offerStateOf } from './offer-state';

const entry: WishlistEntry = {
  id: 'buyer1_listing1',
  userUid: 'buyer1',
  userEmail: 'buyer@example.com',
  propertyId: 'listing1',
  propertyImage: '/hero.jpg',
  propertyName: 'Harbor View Condo',
  propertyLocation: 'San Diego, California',
  agentName: 'Olivia Agent',
  agentEmail: 'olivia@example.com',
  agentImage: 'https://example.com/olivia.jpg',
  MinimumPrice: 710_000,
  MaximumPrice: 1_250_000,
  isVerified: true,
  createdAt: { $seconds: 1_700_000_000, $nanos: 0 },
};

const SOLD_AT = { $seconds: 1_700_000_100, $nanos: 0 };

describe('availabilityOf', () => {
  it.each([
    ['a public, unsold listing takes offers', { status: 'verified', withdrawn: false }, 'open'],
    ['a sold one is sold', { status: 'verified', withdrawn: false, soldAt: SOLD_AT }, 'sold'],
    ['one whose accepted offer is recorded alone is sold too', { status: 'verified', withdrawn: false, soldOfferId: 'offer-1' }, 'sold'],
    ['a withdrawn one is unlisted', { status: 'verified', withdrawn: true }, 'unlisted'],
    ['a pending one is unlisted', { status: 'pending', withdrawn: false }, 'unlisted'],
    ['a missing or refused one is unlisted', null, 'unlisted'],
  ] as const)('%s', (_name, listing, expected) => {
    expect(availabilityOf(listing)).toBe(expected);
  });
});

describe('offerStateOf', () => {
  it('hands the offer page exactly the listing copy of the entry', () => {
    expect(offerStateOf(entry)).toEqual({
      propertyId: 'listing1',
      propertyImage: '/hero.jpg',
      propertyName: 'Harbor View Condo',
      propertyLocation: 'San Diego, California',
      agentName: 'Olivia Agent',
      agentEmail: 'olivia@example.com',
      agentImage: 'https://example.com/olivia.jpg',
      MinimumPrice: 710_000,
      MaximumPrice: 1_250_000,
    });
  });
});

describe('cardListingOf', () => {
  it('shows the saved copy as a verified card linking to the listing', () => {
    expect(cardListingOf(entry, 'open')).toEqual({
      id: 'listing1',
      title: 'Harbor View Condo',
      location: 'San Diego, California',
      image: '/hero.jpg',
      MinimumPrice: 710_000,
      MaximumPrice: 1_250_000,
      agent: { name: 'Olivia Agent', image: 'https://example.com/olivia.jpg' },
      status: 'verified',
      withdrawn: false,
      sold: false,
    });
  });

  it('marks a sold listing sold and one no longer public unlisted', () => {
    expect(cardListingOf(entry, 'sold')).toMatchObject({ status: 'verified', sold: true });
    expect(cardListingOf(entry, 'unlisted')).toMatchObject({ status: 'unlisted', sold: false });
  });
});
