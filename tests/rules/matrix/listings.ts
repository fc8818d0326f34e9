import type { ListingFacts } from '../../../domain/src/listing-facts';
import { searchFactsOf, type SearchFacts } from '../../../domain/src/listing-filters';
import type { ListingMedia } from '../../../domain/src/listing-media';
import { locationSearchKeys } from '../../../domain/src/search';
import { geohashOf, type Position } from '../../../domain/src/geo';
import { IDENTITIES, type Identity } from './actors';
import type { DocData, FixedTime } from './types';
import { intakePictureUrl } from '../../../domain/src/image-address-samples';

/**
 * The seeded listings, and the fields other documents copy from them. Prices are in dollars. Some
 * listings have facts and pictures, some none (written before facts existed); every one carries the
 * `searchFacts` the listing trigger derives, so the filtered queries find what they would in production,
 * and every one but Chicago's a map position with its derived geohash (MAP_POSITIONS).
 */

/** Where the listings are (near their cities' centres); Chicago's has none, as listings from before the map. */
export const MAP_POSITIONS = {
  newYork: { lat: 40.7128, lng: -74.006 },
  boston: { lat: 42.3601, lng: -71.0589 },
  york: { lat: 39.9626, lng: -76.7277 },
  newark: { lat: 40.7357, lng: -74.1724 },
  newHaven: { lat: 41.3083, lng: -72.9279 },
  newOrleans: { lat: 29.9511, lng: -90.0715 },
} as const satisfies Record<string, Position>;

/** A fixed day of January 2025, for seeded timestamps (distinct days keep newest-first orders exact). */
export function day(n: number): FixedTime {
  return { $at: `2025-01-${String(n).padStart(2, '0')}T00:00:00.000Z` };
}
/** A day after every listing was created. */
export const LATER = day(28);

/** Property ids in the world. */
export const PROPERTY = {
  verified: 'prop-verified',
  pending: 'prop-pending',
  rejected: 'prop-rejected',
  sold: 'prop-sold',
  reversedPrices: 'prop-reversed',
  otherAgents: 'prop-other-agent',
  withdrawn: 'prop-withdrawn',
} as const;

/** The agent block a property carries. */
export function agentInfo(who: Identity): DocData {
  return { uid: who.uid, name: who.name, email: who.email, image: `https://img.example.com/${who.uid}.png` };
}

interface ListingInput {
  readonly owner: Identity;
  readonly location: string;
  readonly min: number;
  readonly max: number;
  readonly status: 'pending' | 'verified' | 'rejected';
  readonly createdAt: FixedTime;
  readonly facts?: ListingFacts;
  readonly media?: ListingMedia;
  readonly position?: Position;
}

/** A listing's facts, pictures or search facts as a document's value (plain data: strings, numbers and lists). */
function asDoc(value: ListingFacts | ListingMedia | SearchFacts | Position): DocData {
  return value as DocData;
}

/** The agency the matrix's agency account (otherAgent) runs (agencies.ts seeds its profile). */
export const OWN_AGENCY_NAME = 'Hudson Realty';

/**
 * Who sells a listing, as the listing trigger writes it from its owner's account: the agency account
 * sells as itself; the others (an approved agent, the former agent now fraud) as lone agents.
 */
function sellerOf(owner: Identity): DocData {
  return owner.uid === IDENTITIES.otherAgent.uid
    ? { kind: 'agency', agencyUid: owner.uid, agencyName: OWN_AGENCY_NAME, agencyLogo: '' }
    : { kind: 'agent', agencyUid: '', agencyName: '', agencyLogo: '' };
}

function listing({ owner, location, min, max, status, createdAt, facts, media, position }: ListingInput): DocData {
  return {
    title: `House in ${location}`,
    location,
    image: intakePictureUrl(location.replace(/\W+/g, '-')),
    Details: 'Three bedrooms, a garden and a view.',
    MinimumPrice: min,
    MaximumPrice: max,
    status,
    isVerified: status === 'verified',
    withdrawn: false,
    agent: agentInfo(owner),
    ...(facts ? { facts: asDoc(facts) } : {}),
    ...(media ? asDoc(media) : {}),
    locationKeys: locationSearchKeys(location),
    searchFacts: asDoc(searchFactsOf({ facts, MinimumPrice: min, MaximumPrice: max })),
    // The geohash as the listing trigger derives it from the position.
    ...(position ? { position: asDoc(position), geohash: geohashOf(position) } : {}),
    seller: sellerOf(owner),
    createdAt,
    updatedAt: createdAt,
  };
}

/** The pictures of the Newark listing: a gallery whose second photo is the cover, floor plans, a panorama. */
export const NEWARK_MEDIA = {
  photos: [intakePictureUrl('Newark-hall'), intakePictureUrl('Newark'), intakePictureUrl('Newark-kitchen')],
  floorPlans: [intakePictureUrl('Newark-plan', { extension: 'png' })],
  panoramas: [intakePictureUrl('Newark-360', { extension: 'webp' })],
} as const satisfies ListingMedia;

const { agent, otherAgent, fraud } = IDENTITIES;

/** What the featuring functions leave on a listing featured from its holder's plan (docs/plans.md "Featured listings"). */
function featured(holder: string): DocData {
  return { featured: true, featuredUntil: LATER, featuredFrom: 'plan', featuredHolder: holder, featuredTimes: 1 };
}

/** Properties by id. The public ones: New York, York (sold, no facts), Newark (featured) and New Haven (featured). */
export const PROPERTIES: Readonly<Record<string, DocData>> = {
  [PROPERTY.verified]: listing({
    owner: agent,
    location: 'New York',
    min: 100_000,
    max: 200_000,
    status: 'verified',
    createdAt: day(1),
    facts: { type: 'house', bedrooms: 3, bathrooms: 2, area: 1_800, yearBuilt: 1995, parking: 2, amenities: ['garage', 'garden'] },
    position: MAP_POSITIONS.newYork,
  }),
  [PROPERTY.pending]: listing({
    owner: agent,
    location: 'Boston',
    min: 50_000,
    max: 60_000,
    status: 'pending',
    createdAt: day(5),
    facts: { type: 'townhouse', bedrooms: 3 },
    position: MAP_POSITIONS.boston,
  }),
  [PROPERTY.rejected]: listing({ owner: agent, location: 'Chicago', min: 70_000, max: 80_000, status: 'rejected', createdAt: day(6) }),
  [PROPERTY.sold]: {
    ...listing({ owner: agent, location: 'York', min: 300_000, max: 400_000, status: 'verified', createdAt: day(10), position: MAP_POSITIONS.york }),
    soldAt: LATER,
    soldOfferId: 'offer-accepted',
  },
  // Prices entered the other way round: offers go between the lower and the higher one.
  [PROPERTY.reversedPrices]: {
    ...listing({
      owner: agent,
      location: 'Newark',
      min: 500_000,
      max: 450_000,
      status: 'verified',
      createdAt: day(15),
      facts: { type: 'apartment', bedrooms: 2, bathrooms: 1.5, area: 950 },
      media: { photos: [...NEWARK_MEDIA.photos], floorPlans: [...NEWARK_MEDIA.floorPlans], panoramas: [...NEWARK_MEDIA.panoramas] },
      position: MAP_POSITIONS.newark,
    }),
    ...featured(agent.uid),
  },
  [PROPERTY.otherAgents]: {
    ...listing({
      owner: otherAgent,
      location: 'New Haven',
      min: 250_000,
      max: 260_000,
      status: 'verified',
      createdAt: day(20),
      facts: { type: 'house', bedrooms: 4, bathrooms: 2.5, area: 2_600, lotSize: 8_000 },
      position: MAP_POSITIONS.newHaven,
    }),
    ...featured(otherAgent.uid),
  },
  // The most bedrooms of the world, but withdrawn: no public query returns it.
  [PROPERTY.withdrawn]: {
    ...listing({ owner: fraud, location: 'New Orleans', min: 90_000, max: 95_000, status: 'verified', createdAt: day(2), facts: { type: 'house', bedrooms: 5 }, position: MAP_POSITIONS.newOrleans }),
    withdrawn: true,
  },
};

/** A stored property by id (throws on an unknown id: a typo in a case should fail loudly). */
export function propertyOf(id: string): DocData {
  const property = PROPERTIES[id];
  if (!property) throw new Error(`No property ${id} in the world`);
  return property;
}

/** The fields a review, wishlist entry or offer copies from its property. */
export function listingField(id: string, field: 'title' | 'location' | 'image' | 'MinimumPrice' | 'MaximumPrice'): string | number {
  const value = propertyOf(id)[field];
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`${id}.${field} is not plain`);
  return value;
}

/** The agent block of a stored property. */
export function listingAgent(id: string): { uid: string; name: string; email: string; image: string } {
  const value = propertyOf(id).agent as Record<string, string>;
  return { uid: String(value.uid), name: String(value.name), email: String(value.email), image: String(value.image) };
}
