import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { TEXT_LIMITS } from '../../../domain/src/constants';
import { newReview } from '../matrix/payloads';
import { PROPERTY } from '../matrix/listings';
import type { DocData } from '../matrix/types';
import { allowed, denied } from '../support/expect-case';

/** reviews/{id}: the shape of a review and the listing it must be about. */
export function reviewsSuite(env: () => RulesTestEnvironment): void {
  describe('reviews', () => {
    const create = (overrides: DocData, propertyId: string = PROPERTY.verified) => ({
      actor: 'user' as const,
      collection: 'reviews' as const,
      operation: 'create' as const,
      data: newReview('user', propertyId, overrides),
    });

    it('allows a rating ONLY as a whole number from 1 to 5', async () => {
      for (const rating of [1, 5]) await allowed(env(), create({ rating }));
      for (const rating of [0, 6, 4.5, '5']) await denied(env(), create({ rating }));
    });

    it(`requires a comment of 1 to ${TEXT_LIMITS.comment} characters`, async () => {
      await allowed(env(), create({ comment: 'x'.repeat(TEXT_LIMITS.comment) }));
      await denied(env(), create({ comment: '' }));
      await denied(env(), create({ comment: 'x'.repeat(TEXT_LIMITS.comment + 1) }));
    });

    it('allows a review ONLY of a public listing (not pending, rejected, withdrawn or missing)', async () => {
      for (const propertyId of [PROPERTY.pending, PROPERTY.rejected, PROPERTY.withdrawn]) await denied(env(), create({}, propertyId));
      await denied(env(), create({ propertyId: 'no-such-property' }));
      await allowed(env(), create({}, PROPERTY.otherAgents));
    });

    it("allows ONLY the listing's own title and agent name to be copied into the review", async () => {
      await denied(env(), create({ propertyTitle: 'A castle' }));
      await denied(env(), create({ agentName: 'Someone else' }));
    });

    it("allows ONLY the author's own e-mail, bounded name and image, and the request time", async () => {
      await denied(env(), create({ userEmail: 'someone@example.com' }));
      await denied(env(), create({ userName: 'x'.repeat(TEXT_LIMITS.name + 1) }));
      await denied(env(), create({ userImage: 'x'.repeat(TEXT_LIMITS.url + 1) }));
      await denied(env(), create({ createdAt: { $at: '2020-01-01T00:00:00.000Z' } }));
    });
  });
}
