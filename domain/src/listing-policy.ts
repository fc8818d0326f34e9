/**
 * The listing policy, in one place for the web app and the functions (firestore.rules keeps its own
 * expression of it; tests/rules/suites/listing-policy.ts replays LISTING_POLICY_CASES against the
 * rules, as listing-policy.test.ts does against these functions, so the two cannot disagree).
 * Each function reads stored fields as they are: a document's data or the app's listing.
 */

/** The stored fields the policy reads. */
export interface ListingFacts {
  readonly status?: unknown;
  readonly withdrawn?: unknown;
  readonly soldAt?: unknown;
  readonly soldOfferId?: unknown;
  /** Its agent block (`uid` read; any shape accepted, as screens keep different parts of it). */
  readonly agent?: object | null;
}

const present = (value: unknown): boolean => value !== undefined && value !== null;

/**
 * Public (everyone reads it, it links to its details page, it can be compared and messaged about):
 * verified and explicitly not withdrawn (its agent was not marked fraud). firestore.rules `isPublicListing`.
 */
export function isPublicListing(listing: ListingFacts): boolean {
  return listing.status === 'verified' && listing.withdrawn === false;
}

/** Sold: an offer on it was accepted (the functions set soldAt and soldOfferId together). firestore.rules `isSold`. */
export function isSoldListing(listing: ListingFacts): boolean {
  return present(listing.soldAt) || present(listing.soldOfferId);
}

/** The listing of the person `uid` (its agent). Whether they may act on it also takes their role. */
export function isOwnListing(listing: ListingFacts, uid: string | null | undefined): boolean {
  const agent = listing.agent as { uid?: unknown } | null | undefined;
  return typeof uid === 'string' && uid !== '' && agent?.uid === uid;
}

/** Its agent may still edit it: not sold (after the sale only the system writes it). */
export function isEditableListing(listing: ListingFacts): boolean {
  return !isSoldListing(listing);
}

/** Takes offers: public and not sold. */
export function isOpenToOffers(listing: ListingFacts): boolean {
  return isPublicListing(listing) && !isSoldListing(listing);
}

/** One row of the policy's table: stored fields and what the policy says of them. */
export interface ListingPolicyCase {
  readonly name: string;
  readonly facts: { status: string; withdrawn?: boolean; soldAt?: Date; soldOfferId?: string };
  readonly public: boolean;
  readonly sold: boolean;
}

const SALE = new Date('2025-06-01T00:00:00Z');

/** The policy's table, read by the domain's tests and replayed against the rules. */
export const LISTING_POLICY_CASES: readonly ListingPolicyCase[] = [
  { name: 'verified', facts: { status: 'verified', withdrawn: false }, public: true, sold: false },
  { name: 'pending', facts: { status: 'pending', withdrawn: false }, public: false, sold: false },
  { name: 'rejected', facts: { status: 'rejected', withdrawn: false }, public: false, sold: false },
  { name: 'verified, withdrawn', facts: { status: 'verified', withdrawn: true }, public: false, sold: false },
  { name: 'verified, withdrawn unset', facts: { status: 'verified' }, public: false, sold: false },
  { name: 'verified, sold', facts: { status: 'verified', withdrawn: false, soldAt: SALE, soldOfferId: 'offer-1' }, public: true, sold: true },
  { name: 'verified, soldOfferId only', facts: { status: 'verified', withdrawn: false, soldOfferId: 'offer-1' }, public: true, sold: true },
  { name: 'verified, soldAt only', facts: { status: 'verified', withdrawn: false, soldAt: SALE }, public: true, sold: true },
];
