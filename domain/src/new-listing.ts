import type { ListingAgent, PropertyDoc } from './documents';
import type { Position } from './geo';
import { storedFacts, type ListingFacts } from './listing-facts';
import { storedMedia, type ListingMedia } from './listing-media';

/** A new listing as the client may create it: no `locationKeys`, `searchFacts` or `geohash` (triggers derive them) and no sale fields. */
export type NewListingDoc<Time> = Omit<PropertyDoc<Time>, 'locationKeys' | 'searchFacts' | 'geohash' | 'soldAt' | 'soldOfferId'>;

/** What a new listing is made of: the form's fields (or the facade's body), its pictures, facts and position, when given. */
export type NewListingInput = Pick<PropertyDoc, 'title' | 'location' | 'image' | 'Details' | 'MinimumPrice' | 'MaximumPrice'> &
  ListingMedia & { facts?: ListingFacts | undefined; position?: Position | undefined };

/**
 * The document Add Property creates, and the facade's `POST /add-properties` (which adds the derived
 * fields the triggers would): exactly the keys the rules' `isValidNewProperty` allows, pending,
 * not verified, not withdrawn, the agent as signed in, the account whose slot it takes
 * (listing-slots.ts `slotHolderOf`), both times the server's; `facts`, each list of pictures and the
 * map `position` only when there is something in them.
 */
export function newListing<Time>(draft: NewListingInput, agent: ListingAgent, slotHolder: string, now: Time): NewListingDoc<Time> {
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
    slotHolder,
    createdAt: now,
    updatedAt: now,
  };
}
