import type { Timestamp } from 'firebase-admin/firestore';
import { listingCopy, type PropertyDoc } from '@homehaven/domain/documents';
import { geohashOf } from '@homehaven/domain/geo';
import { storedFacts } from '@homehaven/domain/listing-facts';
import { searchFactsOf } from '@homehaven/domain/listing-filters';
import { storedMedia, type ListingMedia } from '@homehaven/domain/listing-media';
import { locationSearchKeys } from '@homehaven/domain/search';
import type { DemoAccount } from './demo-accounts';
import type { DemoProperty } from './demo-properties';

/** A property document as the seed writes it (docs/architecture.md §3 Data model). */
export type PropertyData = PropertyDoc<Timestamp>;

/** A written property and its id. */
export interface SeededProperty {
  id: string;
  data: PropertyData;
}

/** A demo property's pictures once uploaded: the cover's URL and those of its gallery, floor plans and panoramas. */
export interface UploadedPictures extends ListingMedia {
  image: string;
}

/**
 * The listing document for a demo property; a fraud agent's listings are withdrawn. With its search
 * keys, search facts and geohash, as the listing trigger derives them: the data is complete without
 * waiting on it.
 */
export function buildProperty(demo: DemoProperty, pictures: UploadedPictures, agent: DemoAccount, agentImage: string, createdAt: Timestamp): PropertyData {
  const facts = storedFacts(demo.facts);
  return {
    title: demo.title,
    location: demo.location,
    image: pictures.image,
    ...storedMedia(pictures),
    Details: demo.details,
    MinimumPrice: demo.min,
    MaximumPrice: demo.max,
    ...(facts && { facts }),
    searchFacts: searchFactsOf({ facts, MinimumPrice: demo.min, MaximumPrice: demo.max }),
    status: demo.status,
    isVerified: demo.status === 'verified',
    agent: { uid: agent.uid, name: agent.name, email: agent.email, image: agentImage },
    // A slot of the agent's plan (docs/plans.md "Quotas"); a fraud agent's withdrawn listings hold none.
    ...(agent.roll === 'fraud' ? {} : { slotHolder: agent.uid }),
    createdAt,
    updatedAt: createdAt,
    withdrawn: agent.roll === 'fraud',
    locationKeys: locationSearchKeys(demo.location),
    position: demo.position,
    geohash: geohashOf(demo.position),
  };
}

/** A buyer's review of a property. */
export function buildReview(property: SeededProperty, reviewer: DemoAccount, reviewerImage: string, rating: number, comment: string, createdAt: Timestamp) {
  return {
    rating,
    comment,
    userUid: reviewer.uid,
    userName: reviewer.name,
    userImage: reviewerImage,
    userEmail: reviewer.email,
    propertyId: property.id,
    propertyTitle: property.data.title,
    agentName: property.data.agent.name,
    createdAt,
  };
}

/** A buyer's wishlist entry (doc id `{uid}_{propertyId}`). */
export function buildWishlistItem(property: SeededProperty, buyer: DemoAccount, createdAt: Timestamp) {
  const { data } = property;
  return {
    userUid: buyer.uid,
    userEmail: buyer.email,
    ...listingCopy(property.id, data),
    isVerified: data.isVerified,
    createdAt,
  };
}

/** A buyer's new offer (pending, at the middle of the price range); payment and decisions happen through the API. */
export function buildPendingOffer(property: SeededProperty, buyer: DemoAccount, createdAt: Timestamp) {
  const { data } = property;
  return {
    propertyId: property.id,
    propertyImage: data.image,
    propertyTitle: data.title,
    location: data.location,
    agentUid: data.agent.uid,
    agentName: data.agent.name,
    agentEmail: data.agent.email,
    offerAmount: Math.round((data.MinimumPrice + data.MaximumPrice) / 2),
    buyerUid: buyer.uid,
    buyerEmail: buyer.email,
    buyerName: buyer.name,
    status: 'pending',
    createdAt,
  };
}
