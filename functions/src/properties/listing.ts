import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import type { PropertyDoc } from '@homehaven/domain/documents';
import type { ListingFacts } from '@homehaven/domain/listing-facts';
import { storedMedia } from '@homehaven/domain/listing-media';
import { isPosition } from '@homehaven/domain/geo';
import { isAdmin, type Caller } from '../http/caller';
import { db } from '../firestore/db';
import { isAgencyOf } from '../agencies/is-agency-of';
import { isOwnListing, isPublicListing, isSoldListing } from '@homehaven/domain/listing-policy';
import { storedText } from '../firestore/stored-text';

/**
 * A stored listing's fields, read defensively (any status string; sold derived from soldAt/soldOfferId;
 * facts, picture lists and a valid position only when stored, as stored: an edit compares them whole).
 */
export type Listing = Pick<
  PropertyDoc,
  'title' | 'location' | 'image' | 'Details' | 'MinimumPrice' | 'MaximumPrice' | 'withdrawn' | 'agent' | 'soldOfferId' | 'facts' | 'photos' | 'floorPlans' | 'panoramas' | 'position'
> & {
  id: string;
  status: string;
  sold: boolean;
};

const price = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN);
const pictures = (value: unknown): string[] | undefined => (Array.isArray(value) ? value.map(String) : undefined);

/** `properties/{id}`. */
export function propertyRef(id: string): DocumentReference {
  return db.collection('properties').doc(id);
}

/** The listing in a snapshot that exists. */
export function listingOf(snapshot: DocumentSnapshot): Listing {
  const data = snapshot.data() ?? {};
  const agent = (data.agent ?? {}) as Record<string, unknown>;
  return {
    id: snapshot.id,
    title: storedText(data.title),
    location: storedText(data.location),
    image: storedText(data.image),
    Details: storedText(data.Details),
    MinimumPrice: price(data.MinimumPrice),
    MaximumPrice: price(data.MaximumPrice),
    status: storedText(data.status),
    // Like the rules: only an explicit `withdrawn: false` is public.
    withdrawn: data.withdrawn !== false,
    sold: isSoldListing(data),
    ...(typeof data.soldOfferId === 'string' ? { soldOfferId: data.soldOfferId } : {}),
    // The rules and the facade validate facts; anything else stored is compared as it is.
    ...(typeof data.facts === 'object' && data.facts !== null ? { facts: data.facts as ListingFacts } : {}),
    ...storedMedia({ photos: pictures(data.photos), floorPlans: pictures(data.floorPlans), panoramas: pictures(data.panoramas) }),
    ...(isPosition(data.position) ? { position: { lat: data.position.lat, lng: data.position.lng } } : {}),
    agent: { uid: storedText(agent.uid), name: storedText(agent.name), email: storedText(agent.email), image: storedText(agent.image) },
  };
}

/** The caller is an agent and this listing's agent (firestore.rules `isOwnListing`): the role, then the policy. */
export function isCallersOwnListing(caller: Caller | undefined, listing: Listing): boolean {
  return caller?.role === 'agent' && isOwnListing(listing, caller.uid);
}

/** Whether the rules would let the caller read the listing: public, their own, or they are an admin. */
export function canReadListing(caller: Caller | undefined, listing: Listing): boolean {
  return isPublicListing(listing) || isCallersOwnListing(caller, listing) || isAdmin(caller);
}

/**
 * Whether the rules let the caller read the listing, every branch: `canReadListing`'s, or an agency
 * reading one of its current agents' listings (the rules' `isAgencyOf`: My agency), which costs a read.
 */
export async function mayReadListing(caller: Caller | undefined, listing: Listing): Promise<boolean> {
  return canReadListing(caller, listing) || isAgencyOf(caller, listing.agent.uid);
}
