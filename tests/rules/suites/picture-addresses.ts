import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import { HTTPS_IMAGE_ADDRESS_PATTERN, isProductImageAddress, isProfileImageAddress, PRODUCT_IMAGE_ADDRESS_PATTERN, PROFILE_IMAGE_ADDRESS_PATTERN } from '../../../domain/src/image-address';
import { BAD_PROFILE_ADDRESS_SAMPLES, FOREIGN_ADDRESS_SAMPLES, INTAKE_ADDRESS_SAMPLES, intakePictureUrl, PROFILE_ADDRESS_SAMPLES } from '../../../domain/src/image-address-samples';
import { RESUBMITTED } from '../../../domain/src/listing-edit';
import { newPropertySchema, propertyEditSchema } from '../../../functions/src/properties/schemas';
import { newReviewSchema } from '../../../functions/src/reviews/schemas';
import { userInfoSchema } from '../../../functions/src/users/schemas';
import { IDENTITIES } from '../matrix/actors';
import { PROPERTY } from '../matrix/listings';
import { REQUEST_TIME, listingEdit, newProperty, newReview, newUser, priceEdit } from '../matrix/payloads';
import type { DocData } from '../matrix/types';
import { FIRESTORE_RULES } from '../support/env';
import { allowed, denied } from '../support/expect-case';
import { seed, worldLeftUntouched } from '../support/seed';

const COVER = String(newProperty('agent').image);
const OTHER = intakePictureUrl('another photo');
const { agent, newcomer, user } = IDENTITIES;

/** What the facade's schemas say of a listing picture at each place it may be: the cover, and each list. */
function facadeTakesPicture(address: string): boolean[] {
  const listing = { title: 'T', location: 'L', Details: 'D', MinimumPrice: 1, MaximumPrice: 2 };
  return [
    newPropertySchema.safeParse({ ...listing, image: address }).success,
    propertyEditSchema.safeParse({ ...listing, image: address }).success,
    ...(['photos', 'floorPlans', 'panoramas'] as const).map((list) => newPropertySchema.safeParse({ ...listing, [list]: [OTHER, address] }).success),
  ];
}

/** What the facade's schemas say of a profile picture: a new profile, a listing's agent block, a review. */
function facadeTakesProfilePicture(address: string): boolean[] {
  return [
    userInfoSchema.safeParse({ email: 'me@example.com', image: address }).success,
    newPropertySchema.safeParse({ title: 'T', location: 'L', image: COVER, Details: 'D', MinimumPrice: 1, MaximumPrice: 2, agent: { image: address } }).success,
    newReviewSchema.safeParse({ propertyId: 'p1', comment: 'Nice.', userImage: address }).success,
  ];
}

/**
 * Picture addresses (docs/security-rules.md "Picture addresses"): a listing's cover, photos, floor
 * plans and panoramas are the image intake's addresses only, and a profile picture is none, the
 * intake's or https. The rules, the domain (domain/src/image-address.ts) and the facade's schemas
 * judge every sample alike, and the rules hold the domain's very pattern text.
 */
export function pictureAddressesSuite(env: () => RulesTestEnvironment): void {
  describe('picture addresses', () => {
    const create = (overrides: DocData) => ({ actor: 'agent' as const, collection: 'properties' as const, operation: 'create' as const, data: newProperty('agent', overrides) });
    const edit = (docId: string, data: DocData) => ({ actor: 'agent' as const, collection: 'properties' as const, operation: 'update' as const, docId, data });
    const contentEdit = (change: DocData): DocData => ({ ...change, updatedAt: REQUEST_TIME, ...RESUBMITTED });

    it("holds the domain's pattern texts, character for character", () => {
      expect(FIRESTORE_RULES).toContain(`function productImageAddressPattern() { return '${PRODUCT_IMAGE_ADDRESS_PATTERN}'; }`);
      expect(FIRESTORE_RULES).toContain(`function httpsImageAddressPattern() { return '${HTTPS_IMAGE_ADDRESS_PATTERN}'; }`);
      // The profile pattern is the two together, as isProfileImage joins them.
      expect(PROFILE_IMAGE_ADDRESS_PATTERN).toBe(`(${PRODUCT_IMAGE_ADDRESS_PATTERN}|${HTTPS_IMAGE_ADDRESS_PATTERN})`);
      expect(FIRESTORE_RULES).toContain("value.matches('(' + productImageAddressPattern() + '|' + httpsImageAddressPattern() + ')')");
      worldLeftUntouched();
    });

    /**
     * Each place a listing picture may be, on a new listing and on an edit of a pending listing without
     * photos: the same writes are taken with an intake address and refused with any other, so a refusal
     * is the address's alone.
     */
    const placements = (address: string) => [
      create({ image: address }),
      create({ image: address, photos: [address] }),
      create({ photos: [COVER, address] }),
      create({ floorPlans: [OTHER, address] }),
      create({ panoramas: [address, OTHER] }),
      edit(PROPERTY.pending, contentEdit({ image: address })),
      edit(PROPERTY.pending, contentEdit({ image: COVER, photos: [COVER, address] })),
      edit(PROPERTY.pending, contentEdit({ floorPlans: [address] })),
      edit(PROPERTY.pending, contentEdit({ panoramas: [OTHER, address] })),
    ];

    for (const [what, address] of INTAKE_ADDRESS_SAMPLES) {
      it(`takes ${what} as a cover, photo, floor plan and panorama, on a new listing and an edit, as the domain and the facade do`, async () => {
        expect([isProductImageAddress(address), ...facadeTakesPicture(address)]).toEqual([true, true, true, true, true, true]);
        for (const attempt of placements(address)) await allowed(env(), attempt);
      });
    }

    for (const [what, address] of FOREIGN_ADDRESS_SAMPLES) {
      it(`refuses ${JSON.stringify(address).slice(0, 60)} (${what}) as a cover, photo, floor plan or panorama, on a new listing and an edit, as the domain and the facade do`, async () => {
        expect([isProductImageAddress(address), ...facadeTakesPicture(address)]).toEqual([false, false, false, false, false, false]);
        for (const attempt of placements(address)) await denied(env(), attempt);
        worldLeftUntouched();
      });
    }

    it('refuses an edit of a listing still holding a picture from elsewhere, until it is replaced by an upload', async () => {
      // Written before the rule: shown as it is, but no edit keeps it (docs/decisions.md).
      const old = newProperty('agent', {
        image: 'https://img.example.com/old.jpg',
        floorPlans: ['https://img.example.com/old-plan.png'],
        status: 'verified',
        isVerified: true,
        createdAt: { $at: '2020-01-01T00:00:00.000Z' },
        updatedAt: { $at: '2020-01-01T00:00:00.000Z' },
      });
      await seed(env(), [{ collection: 'properties', id: 'prop-old-pictures', data: old }]);
      await denied(env(), edit('prop-old-pictures', priceEdit('agent')));
      await denied(env(), edit('prop-old-pictures', listingEdit('agent', { image: COVER })));
      await allowed(env(), edit('prop-old-pictures', listingEdit('agent', { image: COVER, floorPlans: [OTHER] })));
    });

    for (const [what, address] of PROFILE_ADDRESS_SAMPLES) {
      it(`takes ${what} as a profile picture, a listing agent's and a reviewer's, as the domain and the facade do`, async () => {
        expect([isProfileImageAddress(address), ...facadeTakesProfilePicture(address)]).toEqual([true, true, true, true]);
        await allowed(env(), { actor: 'newcomer', collection: 'users', operation: 'create', docId: newcomer.uid, data: newUser('newcomer', { image: address }) });
        await allowed(env(), { actor: 'user', collection: 'users', operation: 'update', docId: user.uid, data: { image: address } });
        await allowed(env(), create({ agent: { uid: agent.uid, name: agent.name, email: agent.email, image: address } }));
        await allowed(env(), { actor: 'user', collection: 'reviews', operation: 'create', data: newReview('user', PROPERTY.verified, { userImage: address }) });
      });
    }

    for (const [what, address] of BAD_PROFILE_ADDRESS_SAMPLES) {
      it(`refuses ${JSON.stringify(address).slice(0, 60)} (${what}) as a profile picture, a listing agent's and a reviewer's, as the domain and the facade do`, async () => {
        expect([isProfileImageAddress(address), ...facadeTakesProfilePicture(address)]).toEqual([false, false, false, false]);
        await denied(env(), { actor: 'newcomer', collection: 'users', operation: 'create', docId: newcomer.uid, data: newUser('newcomer', { image: address }) });
        await denied(env(), { actor: 'user', collection: 'users', operation: 'update', docId: user.uid, data: { image: address } });
        await denied(env(), create({ agent: { uid: agent.uid, name: agent.name, email: agent.email, image: address } }));
        await denied(env(), { actor: 'user', collection: 'reviews', operation: 'create', data: newReview('user', PROPERTY.verified, { userImage: address }) });
        worldLeftUntouched();
      });
    }
  });
}
