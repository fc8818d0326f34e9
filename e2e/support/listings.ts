// Listing and review fixtures for the marketplace journeys. Each test names its own search word, so
// its listings are found by a location search no other test can match.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { locationSearchKeys } from '@homehaven/domain/search';
import type { ListingFacts } from '@homehaven/domain/listing-facts';
import { searchFactsOf } from '@homehaven/domain/listing-filters';
import { geohashOf, type Position } from '@homehaven/domain/geo';
import type { ListingSeller } from '@homehaven/domain/listing-seller';
import type { TestUser } from './emulators';
import { addFixture, setFixture, type FixtureDoc } from './firestore-rest';
import { intakePictures } from './pictures';

/** A made-up word no seeded or other test location contains (letters only, so it is one search word). */
export function uniqueWord(): string {
  const letters = [...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
  return `Zq${letters}`;
}

/**
 * A listing's picture, uploaded through the image intake by the global setup (a real picture that
 * loads offline), so an agent can save an edit that keeps it: the rules take no other address.
 */
export const FIXTURE_IMAGE = intakePictures()[0] ?? '';

export interface ListingFixture {
  title: string;
  location: string;
  min: number;
  max: number;
  status: 'pending' | 'verified' | 'rejected';
  details: string;
  image: string;
  createdAt: Date;
  withdrawn: boolean;
  sold: boolean;
  /** Structured facts (domain/src/listing-facts.ts); none by default, as listings from before facts. */
  facts: ListingFacts;
  /** Where it is on the map; none by default, as listings from before the map. */
  position: Position;
  /**
   * Who sells it (domain/src/listing-seller.ts): a lone agent's by default, written with the listing as
   * the facade's Add property writes it, so the listing trigger has nothing to add later (a late write
   * changed listings a test had already read); null leaves it to the trigger, as a client's listing.
   */
  seller: ListingSeller | null;
}

/** A lone agent's seller, as the trigger derives it for an agent in no agency. */
const LONE_AGENT: ListingSeller = { kind: 'agent', agencyUid: '', agencyName: '', agencyLogo: '' };

/**
 * Writes a listing by `agent` (defaults: verified, now) and returns its id: a new one, or `id` when
 * given (for documents under the listing that must exist before its triggers run).
 */
export async function createListing(agent: TestUser, listing: Partial<ListingFixture> & Pick<ListingFixture, 'location'>, id?: string): Promise<string> {
  const createdAt = listing.createdAt ?? new Date();
  const prices = { MinimumPrice: listing.min ?? 400_000, MaximumPrice: listing.max ?? 450_000 };
  const doc: FixtureDoc = {
    title: listing.title ?? `House in ${listing.location}`,
    location: listing.location,
    image: listing.image ?? FIXTURE_IMAGE,
    Details: listing.details ?? 'Three bedrooms, a garden and a quiet street.',
    ...prices,
    status: listing.status ?? 'verified',
    isVerified: (listing.status ?? 'verified') === 'verified',
    withdrawn: listing.withdrawn ?? false,
    agent: { uid: agent.uid, name: agent.name, email: agent.email, image: '' },
    ...(listing.seller === null ? {} : { seller: { ...(listing.seller ?? LONE_AGENT) } }),
    locationKeys: locationSearchKeys(listing.location),
    ...(listing.facts ? { facts: { ...listing.facts } } : {}),
    // Derived as the listing trigger derives it, so filtered lists find the listing at once.
    searchFacts: { ...searchFactsOf({ ...prices, ...(listing.facts ? { facts: listing.facts } : {}) }) },
    // The geohash too, as the trigger derives it, so the map finds the listing at once.
    ...(listing.position ? { position: { ...listing.position }, geohash: geohashOf(listing.position) } : {}),
    createdAt,
    updatedAt: createdAt,
    ...(listing.sold ? { soldAt: new Date(), soldOfferId: 'fixture-offer' } : {}),
  };
  if (id === undefined) return addFixture('properties', doc);
  await setFixture(`properties/${id}`, doc);
  return id;
}

/** Writes a review of a listing (as if `author` wrote it) and returns its id. */
export async function createReview(
  author: TestUser,
  propertyId: string,
  fields: { propertyTitle: string; agentName: string; rating: number; comment: string; createdAt?: Date; userName?: string },
): Promise<string> {
  return addFixture('reviews', {
    rating: fields.rating,
    comment: fields.comment,
    userUid: author.uid,
    userName: fields.userName ?? author.name,
    userImage: '',
    userEmail: author.email,
    propertyId,
    propertyTitle: fields.propertyTitle,
    agentName: fields.agentName,
    createdAt: fields.createdAt ?? new Date(),
  });
}

/** Dates one second apart, newest first: `secondsAgo(0)` is now. */
export function secondsAgo(seconds: number): Date {
  return new Date(Date.now() - seconds * 1000);
}

/** The titles of the property cards shown, in order (none while loading). */
export function cardTitles(page: Page): Promise<string[]> {
  return page.getByTestId('property-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
}
