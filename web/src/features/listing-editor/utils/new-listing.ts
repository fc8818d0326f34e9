import type { ListingAgent, PropertyDoc } from '@homehaven/domain/documents';
import { storedFacts } from '@homehaven/domain/listing-facts';
import { storedMedia } from '@homehaven/domain/listing-media';
import type { ListingDraft } from './listing-draft';

/** A new listing as the client may create it: no `locationKeys`, `searchFacts` or `geohash` (triggers derive them) and no sale fields. */
export type NewListingDoc<Time> = Omit<PropertyDoc<Time>, 'locationKeys' | 'searchFacts' | 'geohash' | 'soldAt' | 'soldOfferId'>;

/**
 * The document Add Property creates: exactly the keys the rules' `isValidNewProperty` allows, pending,
 * not verified, not withdrawn, the agent as signed in, both times the server's; `facts`, each list
 * of pictures and the map `position` only when there is something in them.
 */
export function newListing<Time>(draft: ListingDraft, agent: ListingAgent, now: Time): NewListingDoc<Time> {
  const facts = storedFacts(draft.facts);
  return {
    title: draft.title,
    location: draft.location,
    image: draft.image,
    Details: draft.Details,
    MinimumPrice: draft.MinimumPrice,
    MaximumPrice: draft.MaximumPrice,
    ...(facts ? { facts } : {}),
    ...storedMedia(draft),
    ...(draft.position ? { position: { lat: draft.position.lat, lng: draft.position.lng } } : {}),
    status: 'pending',
    isVerified: false,
    withdrawn: false,
    agent,
    createdAt: now,
    updatedAt: now,
  };
}
