/** Listing states (docs/product.md §11.1 Listing status): created pending, then verified or rejected by an admin. */
export const PROPERTY_STATUSES = ['pending', 'verified', 'rejected'] as const;
/** One of {@link PROPERTY_STATUSES}. */
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
/** An admin's verdict on a pending listing. */
export type Verdict = Exclude<PropertyStatus, 'pending'>;

/**
 * A listing's state as the app names it to people: its status, or Withdrawn (its agent was marked
 * fraud) and Sold when those apply. Badges, the admins' filters and the insight charts all say these
 * words; status badges show the stored status itself, capitalised, which reads the same.
 */
export const LISTING_STATE_LABELS: Readonly<Record<PropertyStatus | 'withdrawn' | 'sold', string>> = {
  pending: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  sold: 'Sold',
};

/** Offer states (docs/product.md §11.2 Offer status): pending, bought after payment, then accepted or rejected by the agent. */
export const OFFER_STATUSES = ['pending', 'bought', 'accepted', 'rejected'] as const;
/** One of {@link OFFER_STATUSES}. */
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** An offer's status as the app names it to people (the insight charts; badges capitalise the stored status alike). */
export const OFFER_STATUS_LABELS: Readonly<Record<OfferStatus, string>> = { pending: 'Pending', bought: 'Bought', accepted: 'Accepted', rejected: 'Rejected' };

/** Badge tone for a status: green, red, or yellow for anything else (docs/product.md §11 States). */
export type StatusTone = 'green' | 'red' | 'yellow';

/** Property badge colour: verified green, rejected red, anything else yellow. */
export function propertyStatusTone(status: string): StatusTone {
  if (status === 'verified') return 'green';
  return status === 'rejected' ? 'red' : 'yellow';
}

/** Offer badge colour: accepted green, rejected red, anything else yellow. */
export function offerStatusTone(status: string): StatusTone {
  if (status === 'accepted') return 'green';
  return status === 'rejected' ? 'red' : 'yellow';
}
