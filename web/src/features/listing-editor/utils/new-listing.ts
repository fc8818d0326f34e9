import type { ListingAgent, PropertyDoc } from '@homehaven/domain/documents';
import type { ListingDraft } from './listing-draft';

/** A new listing as the client may create it: no `locationKeys` (a trigger derives them) and no sale fields. */
export type NewListingDoc<Time> = Omit<PropertyDoc<Time>, 'locationKeys' | 'soldAt' | 'soldOfferId'>;

/**
 * The document Add Property creates: exactly the keys the rules' `isValidNewProperty` allows, pending,
 * not verified, not withdrawn, the agent as signed in, both times the server's.
 */
export function newListing<Time>(draft: ListingDraft, agent: ListingAgent, now: Time): NewListingDoc<Time> {
  return {
    title: draft.title,
    location: draft.location,
    image: draft.image,
    Details: draft.Details,
    MinimumPrice: draft.MinimumPrice,
    MaximumPrice: draft.MaximumPrice,
    status: 'pending',
    isVerified: false,
    withdrawn: false,
    agent,
    createdAt: now,
    updatedAt: now,
  };
}
