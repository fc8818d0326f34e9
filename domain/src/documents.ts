import type { Role } from './roles';
import type { OfferStatus, PropertyStatus } from './statuses';
import type { ListingFacts } from './listing-facts';
import type { SearchFacts } from './listing-filters';
import type { ListingMedia } from './listing-media';
import type { Position } from './geo';
import type { LegalCheck } from './legal-check';
import type { ApplicationDecisionDoc, ProfessionalType } from './applications';
import type { ListingSeller } from './listing-seller';

/**
 * Firestore document shapes (docs/architecture.md §3 Data model). Timestamps are typed by the caller:
 * the web SDK and the admin SDK have different Timestamp classes, so each side supplies its own.
 */

/** `users/{uid}`. */
export interface UserDoc<Time = unknown> {
  name: string;
  email: string;
  image: string;
  roll: Role;
  status?: string;
  createdAt: Time;
  /** What an approved professional is (functions only, on approval); absent for buyers and agents made by hand. */
  accountType?: ProfessionalType;
  /** The last decision on their application (functions only), as Manage users shows it. */
  lastDecision?: ApplicationDecisionDoc<Time>;
}

/** The fields the client writes when it creates its own user document. */
export type NewUserDoc<Time = unknown> = Omit<UserDoc<Time>, 'status' | 'accountType' | 'lastDecision'>;

/** The agent block a listing carries (a copy of the agent's profile at listing time). */
export interface ListingAgent {
  uid: string;
  name: string;
  email: string;
  image: string;
}

/**
 * `properties/{id}`: prices in dollars; `image` is the cover, one of `photos` when the listing has a
 * gallery (listing-media.ts); facts and pictures are optional (listings written before them have
 * none). soldAt, soldOfferId, locationKeys, searchFacts and geohash are written by functions only.
 */
export interface PropertyDoc<Time = unknown> extends ListingMedia {
  title: string;
  location: string;
  image: string;
  Details: string;
  MinimumPrice: number;
  MaximumPrice: number;
  status: PropertyStatus;
  isVerified: boolean;
  withdrawn: boolean;
  locationKeys: string[];
  /** What the agent said of the property (listing-facts.ts). */
  facts?: ListingFacts;
  /** What filtered queries read, derived from facts and prices by the listing trigger (listing-filters.ts). */
  searchFacts?: SearchFacts;
  /** Where it is on the map, set by the agent (geo.ts); a listing without one shows everywhere but on the map. */
  position?: Position;
  /** Derived from `position` by the listing trigger, for the map's geohash range queries (geo.ts). */
  geohash?: string;
  agent: ListingAgent;
  /** The billing account whose slot the listing takes (listing-slots.ts): its agent's, or their agency's. Set at creation, never edited by a client. */
  slotHolder?: string;
  /** A paid submission (one-off-prices.ts): the listing holds a slot of its own, bought once, and counts on none of its holder's plan. Set at creation, never edited. */
  paidSlot?: true;
  /** When it was paused (listing-pause.ts): withdrawn from the public and its slot freed until resumed; functions only. */
  pausedAt?: Time;
  /** Who paused it: its owner, or its plan's lapse (back when the plan is paid again); functions only. */
  pausedFor?: 'owner' | 'lapse';
  /** Featured now (featured-listings.ts): true until `featuredUntil`; functions only. */
  featured?: true;
  featuredUntil?: Time;
  featuredFrom?: 'plan' | 'paid';
  featuredHolder?: string;
  featuredTimes?: number;
  createdAt: Time;
  updatedAt: Time;
  soldAt?: Time;
  soldOfferId?: string;
  /** The updatedAt of the content the admin's verdict judged (firestore.rules: it must still be updatedAt). */
  judgedUpdatedAt?: Time;
  /** The legal check of its ownership documents, written by functions only (legal-check.ts). */
  legalCheck?: LegalCheck<Time>;
  /** What kind of professional sells it and their agency, written by the listing trigger only (listing-seller.ts). */
  seller?: ListingSeller;
}

/** What every screen, alert and e-mail shows of a listing at the least: its id, title, place, picture and prices. */
export interface ListingSummary {
  id: string;
  title: string;
  location: string;
  image: string;
  MinimumPrice: number;
  MaximumPrice: number;
}

/** `reviews/{id}`: a buyer's rating and comment of a public listing (names copied at writing time). */
export interface ReviewDoc<Time = unknown> {
  rating: number;
  comment: string;
  userUid: string;
  userName: string;
  userImage: string;
  userEmail: string;
  propertyId: string;
  propertyTitle: string;
  agentName: string;
  createdAt: Time;
}

/**
 * A listing's card as a buyer keeps it: what a wishlist entry copies, and what the offer page receives
 * (the wishlist item, docs/product.md §7.2 Offers). The rules require every copied field to equal the stored listing's.
 */
export interface ListingCopy {
  propertyId: string;
  propertyImage: string;
  propertyName: string;
  propertyLocation: string;
  agentName: string;
  agentEmail: string;
  agentImage: string;
  MinimumPrice: number;
  MaximumPrice: number;
}

/** The {@link ListingCopy} of a listing. */
export function listingCopy(id: string, listing: Pick<PropertyDoc, 'image' | 'title' | 'location' | 'agent' | 'MinimumPrice' | 'MaximumPrice'>): ListingCopy {
  return {
    propertyId: id,
    propertyImage: listing.image,
    propertyName: listing.title,
    propertyLocation: listing.location,
    agentName: listing.agent.name,
    agentEmail: listing.agent.email,
    agentImage: listing.agent.image,
    MinimumPrice: listing.MinimumPrice,
    MaximumPrice: listing.MaximumPrice,
  };
}

/** `wishlist/{uid}_{propertyId}`: a copy of the listing's card as the buyer saved it. */
export interface WishlistEntryDoc<Time = unknown> extends ListingCopy {
  userUid: string;
  userEmail: string;
  isVerified: boolean;
  createdAt: Time;
}

/**
 * `offers/{id}`: a buyer's price offer on a listing, with the listing's card copied at offer time.
 * Clients create it pending; transactionId, paidAt and decidedAt are written by functions only.
 */
export interface OfferDoc<Time = unknown> {
  propertyId: string;
  propertyImage: string;
  propertyTitle: string;
  location: string;
  agentUid: string;
  agentName: string;
  agentEmail: string;
  offerAmount: number;
  buyerUid: string;
  buyerEmail: string;
  buyerName: string;
  status: OfferStatus;
  createdAt: Time;
  transactionId?: string;
  paidAt?: Time;
  decidedAt?: Time;
}

/** Who makes an offer, as the offer records them. */
export interface OfferBuyer {
  uid: string;
  email: string;
  name: string;
}

/**
 * A new offer on a listing: pending, the listing's card and agent copied as stored (the rules compare
 * them with the listing), the buyer as signed in. The web app, the facade and test fixtures all build
 * offers with it.
 */
export function newOffer<Time>(
  propertyId: string,
  listing: Pick<PropertyDoc, 'image' | 'title' | 'location'> & { agent: Pick<ListingAgent, 'uid' | 'name' | 'email'> },
  buyer: OfferBuyer,
  offerAmount: number,
  createdAt: Time,
): OfferDoc<Time> {
  return {
    propertyId,
    propertyImage: listing.image,
    propertyTitle: listing.title,
    location: listing.location,
    agentUid: listing.agent.uid,
    agentName: listing.agent.name,
    agentEmail: listing.agent.email,
    offerAmount,
    buyerUid: buyer.uid,
    buyerEmail: buyer.email,
    buyerName: buyer.name,
    status: 'pending',
    createdAt,
  };
}
