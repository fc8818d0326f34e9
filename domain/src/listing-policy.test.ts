import { describe, expect, it } from 'vitest';
import { isEditableListing, isOpenToOffers, isOwnListing, isPublicListing, isSoldListing, LISTING_POLICY_CASES } from './listing-policy';

describe('the listing policy', () => {
  it.each(LISTING_POLICY_CASES)('$name: public $public, sold $sold', ({ facts, public: isPublic, sold }) => {
    expect(isPublicListing(facts)).toBe(isPublic);
    expect(isSoldListing(facts)).toBe(sold);
    expect(isEditableListing(facts)).toBe(!sold);
    expect(isOpenToOffers(facts)).toBe(isPublic && !sold);
  });

  it('reads null as unset, as stored documents may hold it', () => {
    expect(isSoldListing({ soldAt: null, soldOfferId: null })).toBe(false);
    expect(isPublicListing({ status: 'verified', withdrawn: null })).toBe(false);
  });

  it('names a listing its agent’s own, never anyone’s when the uid is missing', () => {
    const listing = { agent: { uid: 'agent-1' } };
    expect(isOwnListing(listing, 'agent-1')).toBe(true);
    expect(isOwnListing(listing, 'agent-2')).toBe(false);
    expect(isOwnListing(listing, null)).toBe(false);
    expect(isOwnListing({ agent: { uid: '' } }, '')).toBe(false);
    expect(isOwnListing({}, 'agent-1')).toBe(false);
  });
});
