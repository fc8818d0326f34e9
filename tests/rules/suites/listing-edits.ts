import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { RESUBMITTED } from '../../../domain/src/listing-edit';
import { PROPERTY, propertyOf } from '../matrix/listings';
import { REQUEST_TIME, priceEdit } from '../matrix/payloads';
import type { DocData } from '../matrix/types';
import { allowed, denied } from '../support/expect-case';
import { intakePictureUrl } from '../../../domain/src/image-address-samples';

/** The verified listing's cover, which a new gallery of it must hold. */
const COVER = String(propertyOf(PROPERTY.verified).image);

/**
 * One new value for each content field (domain LISTING_CONTENT_FIELDS): title, location, image,
 * Details, facts, photos, floorPlans, panoramas.
 */
const CONTENT_CHANGES: readonly DocData[] = [
  { title: 'Bigger house' },
  { location: 'Paris, France' },
  { image: intakePictureUrl('another-house') },
  { Details: 'Now with a pool.' },
  { facts: { type: 'house', bedrooms: 4, bathrooms: 2.5, area: 2_100 } },
  { photos: [COVER, intakePictureUrl('New-York-garden')] },
  { floorPlans: [intakePictureUrl('New-York-plan', { extension: 'png' })] },
  { panoramas: [intakePictureUrl('New-York-360')] },
];

/**
 * properties/{id}, the owner's edits after a verdict (bait-and-switch guard): a content change sends a
 * verified or rejected listing back to pending in the same write; prices alone keep the status; the
 * owner never sets a verdict. And no client deletes a listing: the facade does, checking its offers.
 */
export function listingEditsSuite(env: () => RulesTestEnvironment): void {
  describe('listing edits and deletion', () => {
    const edit = (docId: string, data: DocData) => ({ actor: 'agent' as const, collection: 'properties' as const, operation: 'update' as const, docId, data });
    const contentEdit = (change: DocData, status: DocData = RESUBMITTED): DocData => ({ ...change, updatedAt: REQUEST_TIME, ...status });

    for (const change of CONTENT_CHANGES) {
      const field = Object.keys(change)[0];
      it(`allows changing a verified listing's ${field} ONLY together with status pending and isVerified false`, async () => {
        await denied(env(), edit(PROPERTY.verified, contentEdit(change, {})));
        await denied(env(), edit(PROPERTY.verified, contentEdit(change, { status: 'pending' })));
        await denied(env(), edit(PROPERTY.verified, contentEdit(change, { isVerified: false })));
        await denied(env(), edit(PROPERTY.verified, contentEdit(change, { status: 'verified', isVerified: true })));
        await allowed(env(), edit(PROPERTY.verified, contentEdit(change)));
      });
    }

    it('allows a price-only edit of a verified listing, which stays verified', async () => {
      await allowed(env(), edit(PROPERTY.verified, priceEdit('agent')));
      await allowed(env(), edit(PROPERTY.verified, priceEdit('agent', { status: 'verified', isVerified: true })));
    });

    it('resubmits a rejected listing on a content edit (rejected -> pending), and keeps it rejected on a price-only edit', async () => {
      await denied(env(), edit(PROPERTY.rejected, contentEdit({ Details: 'Fixed the description.' }, {})));
      await allowed(env(), edit(PROPERTY.rejected, priceEdit('agent')));
      await allowed(env(), edit(PROPERTY.rejected, contentEdit({ Details: 'Fixed the description.' })));
    });

    it('allows a content edit of a pending listing with or without the (unchanged) pending status', async () => {
      await allowed(env(), edit(PROPERTY.pending, contentEdit({ title: 'Still waiting' }, {})));
      await allowed(env(), edit(PROPERTY.pending, contentEdit({ title: 'Still waiting, renamed' })));
    });

    it('denies the owner a verdict: never verified or rejected, with or without a content change', async () => {
      for (const docId of [PROPERTY.pending, PROPERTY.verified]) {
        await denied(env(), edit(docId, priceEdit('agent', { status: 'rejected', isVerified: false })));
        await denied(env(), edit(docId, contentEdit({ title: 'Judged by myself' }, { status: 'rejected', isVerified: false })));
      }
      await denied(env(), edit(PROPERTY.rejected, contentEdit({ title: 'Judged by myself' }, { status: 'verified', isVerified: true })));
      await allowed(env(), edit(PROPERTY.rejected, contentEdit({ title: 'Judged by the admin' })));
    });

    it('denies its own agent any edit of a sold listing: content, prices alone, agent details alone', async () => {
      await allowed(env(), edit(PROPERTY.verified, priceEdit('agent')));
      await denied(env(), edit(PROPERTY.sold, priceEdit('agent')));
      await denied(env(), edit(PROPERTY.sold, contentEdit({ title: 'Renamed after the sale' })));
      await denied(env(), edit(PROPERTY.sold, contentEdit({ image: intakePictureUrl('another-house') }, {})));
      await denied(env(), edit(PROPERTY.sold, { agent: { ...(priceEdit('agent').agent as DocData), name: 'New name' }, updatedAt: REQUEST_TIME }));
    });

    it('denies every client delete of a listing, its own agent included, in any state (the facade deletes)', async () => {
      for (const docId of [PROPERTY.pending, PROPERTY.verified, PROPERTY.rejected]) {
        await denied(env(), { actor: 'agent', collection: 'properties', operation: 'delete', docId });
        await denied(env(), { actor: 'admin', collection: 'properties', operation: 'delete', docId });
        await allowed(env(), { actor: 'agent', collection: 'properties', operation: 'get', docId });
      }
    });
  });
}
