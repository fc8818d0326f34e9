import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { isEditableListing, isOpenToOffers, isPublicListing, LISTING_POLICY_CASES, type ListingPolicyCase } from '../../../domain/src/listing-policy';
import { PROPERTY, propertyOf } from '../matrix/listings';
import { newOffer, newReview, priceEdit } from '../matrix/payloads';
import type { DocData } from '../matrix/types';
import { expectVerdict } from '../support/expect-case';
import { seed } from '../support/seed';

/** The verified listing of the world, with the case's facts instead of its own. */
function storedListing({ facts }: ListingPolicyCase): DocData {
  const { withdrawn: _withdrawn, ...base } = propertyOf(PROPERTY.verified);
  return {
    ...base,
    status: facts.status,
    ...(facts.withdrawn === undefined ? {} : { withdrawn: facts.withdrawn }),
    ...(facts.soldAt ? { soldAt: { $at: facts.soldAt.toISOString() } } : {}),
    ...(facts.soldOfferId ? { soldOfferId: facts.soldOfferId } : {}),
  };
}

/**
 * The listing policy's table (domain/src/listing-policy.ts LISTING_POLICY_CASES), replayed against the
 * rules with the domain's own functions as the expectation: a visitor reads it iff `isPublicListing`,
 * a buyer reviews it iff public and offers iff `isOpenToOffers`, its agent edits it iff
 * `isEditableListing`. listing-policy.test.ts checks those functions on the same table, so the rules
 * and the code cannot disagree.
 */
export function listingPolicySuite(env: () => RulesTestEnvironment): void {
  describe('the listing policy, as the domain states it', () => {
    LISTING_POLICY_CASES.forEach((policyCase, index) => {
      it(`${policyCase.name}: public ${policyCase.public}, sold ${policyCase.sold}`, async () => {
        const id = `policy-${index}`;
        await seed(env(), [{ collection: 'properties', id, data: storedListing(policyCase) }]);
        const expected = (allowed: boolean) => (allowed ? ('allow' as const) : ('deny' as const));
        const { facts } = policyCase;
        await expectVerdict(env(), { policy: 'visitor reads', expected: expected(isPublicListing(facts)), actor: 'signedOut', collection: 'properties', operation: 'get', docId: id });
        await expectVerdict(env(), {
          policy: 'buyer reviews',
          expected: expected(isPublicListing(facts)),
          actor: 'user',
          collection: 'reviews',
          operation: 'create',
          data: newReview('user', PROPERTY.verified, { propertyId: id }),
        });
        await expectVerdict(env(), {
          policy: 'buyer offers',
          expected: expected(isOpenToOffers(facts)),
          actor: 'user',
          collection: 'offers',
          operation: 'create',
          data: newOffer('user', PROPERTY.verified, 150_000, { propertyId: id }),
        });
        await expectVerdict(env(), {
          policy: 'agent edits',
          expected: expected(isEditableListing(facts)),
          actor: 'agent',
          collection: 'properties',
          operation: 'update',
          docId: id,
          data: priceEdit('agent'),
        });
      });
    });
  });
}
