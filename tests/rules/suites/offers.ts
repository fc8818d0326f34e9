import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { TEXT_LIMITS } from '../../../domain/src/constants';
import { newOffer } from '../matrix/payloads';
import { PROPERTY, listingField } from '../matrix/listings';
import type { DocData } from '../matrix/types';
import { allowed, denied } from '../support/expect-case';
import { intakePictureUrl } from '../../../domain/src/image-address-samples';

/** offers/{id}: amount within the stored listing's prices, on a public unsold listing, copied from it. */
export function offersSuite(env: () => RulesTestEnvironment): void {
  describe('offers', () => {
    const offer = (amount: number | string, propertyId: string = PROPERTY.verified, overrides: DocData = {}) => ({
      actor: 'user' as const,
      collection: 'offers' as const,
      operation: 'create' as const,
      data: { ...newOffer('user', propertyId, 0, overrides), offerAmount: amount },
    });

    it('allows an amount ONLY between the lower and the higher price, inclusive', async () => {
      for (const amount of [100_000, 200_000, 150_000.5]) await allowed(env(), offer(amount));
      for (const amount of [99_999.99, 200_000.01, '150000']) await denied(env(), offer(amount));
    });

    it('allows an amount between the two prices when they were entered the other way round', async () => {
      for (const amount of [450_000, 500_000, 475_000]) await allowed(env(), offer(amount, PROPERTY.reversedPrices));
      for (const amount of [449_999, 500_001]) await denied(env(), offer(amount, PROPERTY.reversedPrices));
    });

    it('allows an offer ONLY on a public listing that is not sold', async () => {
      for (const propertyId of [PROPERTY.pending, PROPERTY.rejected, PROPERTY.withdrawn, PROPERTY.sold]) {
        // An amount inside the listing's own range: only its state can be the reason for the denial.
        await denied(env(), offer(listingField(propertyId, 'MinimumPrice'), propertyId));
      }
      await denied(env(), offer(100_000, PROPERTY.verified, { propertyId: 'no-such-property' }));
    });

    it("allows ONLY the listing's own agent uid, agent name and e-mail, image, title and location", async () => {
      const tampered: DocData[] = [
        { agentUid: 'agent-2' },
        { agentName: 'Someone' },
        { agentEmail: 'someone@example.com' },
        { propertyImage: intakePictureUrl('other') },
        { propertyTitle: 'A castle' },
        { location: 'Paris' },
      ];
      for (const change of tampered) await denied(env(), offer(150_000, PROPERTY.verified, change));
    });

    it("allows ONLY status pending, the buyer's own e-mail, a bounded name and the request time", async () => {
      await denied(env(), offer(150_000, PROPERTY.verified, { status: 'accepted' }));
      await denied(env(), offer(150_000, PROPERTY.verified, { buyerEmail: 'someone@example.com' }));
      await denied(env(), offer(150_000, PROPERTY.verified, { buyerName: 'x'.repeat(TEXT_LIMITS.name + 1) }));
      await denied(env(), offer(150_000, PROPERTY.verified, { createdAt: { $at: '2020-01-01T00:00:00.000Z' } }));
    });

    it('denies paidAt or decidedAt on a new offer', async () => {
      await denied(env(), offer(150_000, PROPERTY.verified, { paidAt: { $requestTime: true } }));
      await denied(env(), offer(150_000, PROPERTY.verified, { decidedAt: { $requestTime: true } }));
    });
  });
}
