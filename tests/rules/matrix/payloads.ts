import { RESUBMITTED } from '../../../domain/src/listing-edit';
import { AMENITIES } from '../../../domain/src/listing-facts';
import { MAX_FLOOR_PLANS, MAX_PANORAMAS, MAX_PHOTOS } from '../../../domain/src/listing-media';
import type { Verdict } from '../../../domain/src/statuses';
import { verdictFields } from '../../../domain/src/verdict';
import { IDENTITIES, type SignedInActor } from './actors';
import { agentInfo, listingAgent, listingField, propertyOf } from './listings';
import type { DocData, RequestTime } from './types';
import { intakePictureUrl } from '../../../domain/src/image-address-samples';

/** Valid create payloads, as the app would send them; cases spread overrides on top. */

/** `serverTimestamp()` in the payload. */
export const REQUEST_TIME: RequestTime = { $requestTime: true };

/** A new user document for the actor (their own uid is the doc id). */
export function newUser(actor: SignedInActor, overrides: DocData = {}): DocData {
  const who = IDENTITIES[actor];
  return { name: who.name, email: who.email, image: '', roll: 'user', createdAt: REQUEST_TIME, ...overrides };
}

/** A new listing by the actor (an agent), as Add Property sends it: no locationKeys (a trigger derives them). */
export function newProperty(actor: SignedInActor, overrides: DocData = {}): DocData {
  return {
    title: 'Cottage by the river',
    location: 'Old Town, Springfield',
    image: intakePictureUrl('cottage'),
    Details: 'Two bedrooms.',
    MinimumPrice: 120_000,
    MaximumPrice: 140_000,
    status: 'pending',
    isVerified: false,
    withdrawn: false,
    agent: agentInfo(IDENTITIES[actor]),
    slotHolder: IDENTITIES[actor].uid,
    createdAt: REQUEST_TIME,
    updatedAt: REQUEST_TIME,
    ...overrides,
  };
}

/**
 * The fields an agent sends when editing a listing's content (title and location here) and prices: a
 * content edit resubmits the listing, so it carries status pending and isVerified false (a no-op on a
 * pending listing). No locationKeys: a trigger derives them from the new location.
 */
export function listingEdit(actor: SignedInActor, overrides: DocData = {}): DocData {
  return {
    title: 'Renovated house',
    location: 'Brooklyn, New York',
    MinimumPrice: 110_000,
    MaximumPrice: 210_000,
    agent: agentInfo(IDENTITIES[actor]),
    updatedAt: REQUEST_TIME,
    ...RESUBMITTED,
    ...overrides,
  };
}

/** The fields an agent sends when changing only the prices (and agent info): the status stays. */
export function priceEdit(actor: SignedInActor, overrides: DocData = {}): DocData {
  return {
    MinimumPrice: 95_000,
    MaximumPrice: 205_000,
    agent: agentInfo(IDENTITIES[actor]),
    updatedAt: REQUEST_TIME,
    ...overrides,
  };
}

/** Facts with every key, each inside its bounds (domain/src/listing-facts.ts), every amenity ticked. */
export const FULL_FACTS: DocData = {
  type: 'townhouse',
  bedrooms: 3,
  bathrooms: 2.5,
  area: 1_850,
  lotSize: 6_000,
  yearBuilt: 1998,
  parking: 2,
  amenities: [...AMENITIES],
};

/** `count` distinct intake addresses named after `kind`. */
export function pictureUrls(kind: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => intakePictureUrl(`${kind}-${index + 1}`));
}

/**
 * Every picture a listing may have (domain/src/listing-media.ts): the most photos, the cover `image`
 * the last of them (so every place of the list is checked), the most floor plans and panoramas.
 */
export function fullPictures(image: string): DocData {
  return {
    image,
    photos: [...pictureUrls('photo', MAX_PHOTOS - 1), image],
    floorPlans: pictureUrls('plan', MAX_FLOOR_PLANS),
    panoramas: pictureUrls('panorama', MAX_PANORAMAS),
  };
}

/** The facts and pictures of a listing with a cover `image`, as Add or Update property sends them. */
export function factsAndPictures(image: string): DocData {
  return { facts: FULL_FACTS, ...fullPictures(image) };
}

/** A new review by the actor of a stored property. */
export function newReview(actor: SignedInActor, propertyId: string, overrides: DocData = {}): DocData {
  const who = IDENTITIES[actor];
  return {
    rating: 4,
    comment: 'Lovely place.',
    userUid: who.uid,
    userName: who.name,
    userImage: '',
    userEmail: who.email,
    propertyId,
    propertyTitle: listingField(propertyId, 'title'),
    agentName: listingAgent(propertyId).name,
    createdAt: REQUEST_TIME,
    ...overrides,
  };
}

/** The id a wishlist entry must have. */
export function wishlistId(actor: SignedInActor, propertyId: string): string {
  return `${IDENTITIES[actor].uid}_${propertyId}`;
}

/** A new wishlist entry by the actor for a stored property. */
export function newWishlistEntry(actor: SignedInActor, propertyId: string, overrides: DocData = {}): DocData {
  const who = IDENTITIES[actor];
  const agentOf = listingAgent(propertyId);
  return {
    userUid: who.uid,
    userEmail: who.email,
    propertyId,
    propertyImage: listingField(propertyId, 'image'),
    propertyName: listingField(propertyId, 'title'),
    propertyLocation: listingField(propertyId, 'location'),
    agentName: agentOf.name,
    agentEmail: agentOf.email,
    agentImage: agentOf.image,
    MinimumPrice: listingField(propertyId, 'MinimumPrice'),
    MaximumPrice: listingField(propertyId, 'MaximumPrice'),
    isVerified: true,
    createdAt: REQUEST_TIME,
    ...overrides,
  };
}

/** A new offer by the actor on a stored property. */
export function newOffer(actor: SignedInActor, propertyId: string, offerAmount: number, overrides: DocData = {}): DocData {
  const who = IDENTITIES[actor];
  const agentOf = listingAgent(propertyId);
  return {
    propertyId,
    propertyImage: listingField(propertyId, 'image'),
    propertyTitle: listingField(propertyId, 'title'),
    location: listingField(propertyId, 'location'),
    agentUid: agentOf.uid,
    agentName: agentOf.name,
    agentEmail: agentOf.email,
    offerAmount,
    buyerUid: who.uid,
    buyerEmail: who.email,
    buyerName: who.name,
    status: 'pending',
    createdAt: REQUEST_TIME,
    ...overrides,
  };
}

/**
 * An admin's verdict on a stored listing: the status, isVerified following, and the updatedAt of the
 * content it judged (`judgedUpdatedAt`), the listing's own unless `overrides` says otherwise.
 */
export function verdictOn(docId: string, status: string, overrides: DocData = {}): DocData {
  // The app's own builder (domain verdictFields), so the rules judge what Manage properties and the facade write;
  // a status no verdict may name ('sold') goes through it too, for the rules to refuse.
  return { ...verdictFields(status as Verdict, propertyOf(docId).updatedAt ?? null), ...overrides };
}
