import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { newWishlistEntry, wishlistId } from '../matrix/payloads';
import { PROPERTY } from '../matrix/listings';
import { WISHLIST } from '../matrix/world';
import type { DocData } from '../matrix/types';
import { allowed, denied } from '../support/expect-case';
import { intakePictureUrl } from '../../../domain/src/image-address-samples';

/** wishlist/{uid}_{propertyId}: one entry per user and listing, copied from a public listing. */
export function wishlistSuite(env: () => RulesTestEnvironment): void {
  describe('wishlist', () => {
    const add = (overrides: DocData = {}, propertyId: string = PROPERTY.otherAgents, docId: string = wishlistId('user', propertyId)) => ({
      actor: 'user' as const,
      collection: 'wishlist' as const,
      operation: 'create' as const,
      docId,
      data: newWishlistEntry('user', propertyId, overrides),
    });

    it('allows an entry ONLY under the id {uid}_{propertyId}', async () => {
      await denied(env(), add({}, PROPERTY.otherAgents, 'random-id'));
      await denied(env(), add({}, PROPERTY.otherAgents, wishlistId('user', PROPERTY.sold)));
      await allowed(env(), add());
    });

    it('allows ONE entry per user and listing: adding it again is refused until it is removed', async () => {
      await denied(env(), add({}, PROPERTY.verified));
      await allowed(env(), { actor: 'user', collection: 'wishlist', operation: 'delete', docId: WISHLIST.byUser });
      await allowed(env(), add({}, PROPERTY.verified));
    });

    it('allows an entry ONLY for a public listing', async () => {
      for (const propertyId of [PROPERTY.pending, PROPERTY.rejected, PROPERTY.withdrawn]) await denied(env(), add({}, propertyId));
    });

    it("allows ONLY the listing's own details, isVerified true, the owner's e-mail and the request time", async () => {
      const tampered: DocData[] = [
        { MinimumPrice: 1 },
        { MaximumPrice: 1 },
        { propertyName: 'A castle' },
        { propertyImage: intakePictureUrl('other') },
        { propertyLocation: 'Paris' },
        { agentName: 'Someone' },
        { agentEmail: 'someone@example.com' },
        { agentImage: '' },
        { isVerified: false },
        { userEmail: 'someone@example.com' },
        { createdAt: { $at: '2020-01-01T00:00:00.000Z' } },
      ];
      for (const change of tampered) await denied(env(), add(change));
    });
  });
}
