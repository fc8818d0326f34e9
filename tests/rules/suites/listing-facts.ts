import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../../../domain/src/constants';
import { RESUBMITTED } from '../../../domain/src/listing-edit';
import { FACT_BOUNDS, latestYearBuilt } from '../../../domain/src/listing-facts';
import { searchFactsOf } from '../../../domain/src/listing-filters';
import { intakePictureUrl } from '../../../domain/src/image-address-samples';
import { MAX_FLOOR_PLANS, MAX_PANORAMAS, MAX_PHOTOS } from '../../../domain/src/listing-media';
import { NEWARK_MEDIA, PROPERTY } from '../matrix/listings';
import { FULL_FACTS, REQUEST_TIME, factsAndPictures, fullPictures, listingEdit, newProperty, pictureUrls, priceEdit, verdictOn } from '../matrix/payloads';
import type { DocData, FieldValue } from '../matrix/types';
import { dbAs } from '../support/env';
import { allowed, denied } from '../support/expect-case';
import { worldLeftUntouched } from '../support/seed';

const COVER = String(newProperty('agent').image);
const NEWARK_COVER = intakePictureUrl('Newark');

/** Facts with one key replaced (or the whole map, for a map that is not facts at all). */
const factsWith = (change: DocData): DocData => ({ ...FULL_FACTS, ...change });

/** Out of bounds, one key at a time: each must be refused (docs/listings.md "Facts"). */
const BAD_FACTS: readonly [string, FieldValue][] = [
  ['bedrooms 2.5', factsWith({ bedrooms: 2.5 })],
  ['bedrooms -1', factsWith({ bedrooms: -1 })],
  ['bedrooms 51', factsWith({ bedrooms: FACT_BOUNDS.bedrooms.max + 1 })],
  ['bedrooms as text', factsWith({ bedrooms: '3' })],
  ['bathrooms 2.25', factsWith({ bathrooms: 2.25 })],
  ['bathrooms -0.5', factsWith({ bathrooms: -0.5 })],
  ['bathrooms 50.5', factsWith({ bathrooms: FACT_BOUNDS.bathrooms.max + 0.5 })],
  ['area 0', factsWith({ area: 0 })],
  ['area too big', factsWith({ area: FACT_BOUNDS.area.max + 1 })],
  ['lotSize 0', factsWith({ lotSize: 0 })],
  ['lotSize too big', factsWith({ lotSize: FACT_BOUNDS.lotSize.max + 1 })],
  ['yearBuilt 1599', factsWith({ yearBuilt: FACT_BOUNDS.yearBuilt.min - 1 })],
  ['yearBuilt after this year + 5', factsWith({ yearBuilt: latestYearBuilt() + 1 })],
  ['yearBuilt 1999.5', factsWith({ yearBuilt: 1999.5 })],
  ['parking 1.5', factsWith({ parking: 1.5 })],
  ['parking -1', factsWith({ parking: -1 })],
  ['parking 101', factsWith({ parking: FACT_BOUNDS.parking.max + 1 })],
  ['an unknown type', factsWith({ type: 'castle' })],
  ['an unknown amenity', factsWith({ amenities: ['garage', 'sauna'] })],
  ['a duplicate amenity', factsWith({ amenities: ['garage', 'pool', 'garage'] })],
  ['no amenity in the list', factsWith({ amenities: [] })],
  ['amenities that are not a list', factsWith({ amenities: 'garage' })],
  ['an empty facts map', {}],
  ['an unknown facts key', factsWith({ floors: 2 })],
  ['facts that are not a map', 'three bedrooms'],
];

/** A list of `count` pictures with the entry at `index` replaced. */
function withEntry(list: readonly string[], index: number, value: FieldValue): FieldValue[] {
  return list.map((item, at): FieldValue => (at === index ? value : item));
}

const photos = fullPictures(COVER).photos as string[];
const plans = pictureUrls('plan', MAX_FLOOR_PLANS);
const panoramas = pictureUrls('panorama', MAX_PANORAMAS);

/** Pictures that break a bound (domain/src/listing-media.ts), each with the cover `COVER`. */
const BAD_PICTURES: readonly [string, DocData][] = [
  [`${MAX_PHOTOS + 1} photos`, { photos: [...pictureUrls('extra', 1), ...photos] }],
  [`${MAX_FLOOR_PLANS + 1} floor plans`, { floorPlans: pictureUrls('plan', MAX_FLOOR_PLANS + 1) }],
  [`${MAX_PANORAMAS + 1} panoramas`, { panoramas: pictureUrls('panorama', MAX_PANORAMAS + 1) }],
  ['a duplicate photo', { photos: withEntry(photos, 3, photos[5] ?? '') }],
  ['a duplicate floor plan', { floorPlans: [plans[0] ?? '', plans[0] ?? ''] }],
  ['a duplicate panorama', { panoramas: [panoramas[1] ?? '', panoramas[1] ?? ''] }],
  ['a photo that is not text (first place)', { photos: withEntry(photos, 0, 42) }],
  ['a blank photo URL (eleventh place)', { photos: withEntry(photos, 10, '   ') }],
  ['an empty photo URL (nineteenth place)', { photos: withEntry(photos, 18, '') }],
  ['a photo URL over the URL limit (thirteenth place)', { photos: withEntry(photos, 12, `${photos[12] ?? ''}${'x'.repeat(TEXT_LIMITS.url)}`) }],
  ['a floor plan that is not text (fifth place)', { floorPlans: withEntry(plans, 4, null) }],
  ['a blank panorama URL (third place)', { panoramas: withEntry(panoramas, 2, '\u00a0') }],
  ['a panorama URL over the URL limit', { panoramas: withEntry(panoramas, 1, 'x'.repeat(TEXT_LIMITS.url + 1)) }],
  ['a photo URL with a line break in it', { photos: withEntry(photos, 4, `${intakePictureUrl('a')}\n${intakePictureUrl('b')}`) }],
  ['a cover not among the photos', { photos: photos.filter((photo) => photo !== COVER) }],
  ['an empty gallery', { photos: [] }],
  ['no floor plan in the list', { floorPlans: [] }],
  ['photos that are not a list', { photos: COVER }],
  ['panoramas that are not a list', { panoramas: { first: panoramas[0] ?? '' } }],
];

/**
 * properties/{id}: the optional facts and pictures of a listing (docs/listings.md "Facts", "Gallery,
 * floor plans and tour"), on create and on the agent's edit; `searchFacts`, which only the listing
 * trigger writes. Who may write them at all is the permission matrix's.
 */
export function listingFactsSuite(env: () => RulesTestEnvironment): void {
  describe('listing facts and pictures', () => {
    const create = (overrides: DocData) => ({ actor: 'agent' as const, collection: 'properties' as const, operation: 'create' as const, data: newProperty('agent', overrides) });
    const edit = (docId: string, data: DocData) => ({ actor: 'agent' as const, collection: 'properties' as const, operation: 'update' as const, docId, data });
    const contentEdit = (change: DocData, status: DocData = RESUBMITTED): DocData => ({ ...change, updatedAt: REQUEST_TIME, ...status });

    it('allows a new listing with every fact at its lowest and at its highest bound, and with one fact alone', async () => {
      const lowest = { bedrooms: 0, bathrooms: 0, area: FACT_BOUNDS.area.min, lotSize: FACT_BOUNDS.lotSize.min, yearBuilt: FACT_BOUNDS.yearBuilt.min, parking: 0 };
      const highest = {
        bedrooms: FACT_BOUNDS.bedrooms.max,
        bathrooms: FACT_BOUNDS.bathrooms.max,
        area: FACT_BOUNDS.area.max,
        lotSize: FACT_BOUNDS.lotSize.max,
        yearBuilt: latestYearBuilt(),
        parking: FACT_BOUNDS.parking.max,
      };
      await allowed(env(), create({ facts: factsWith(lowest) }));
      await allowed(env(), create({ facts: factsWith(highest) }));
      await allowed(env(), create({ facts: { type: 'land' } }));
      await allowed(env(), create({ facts: { area: 1_850.5 } }));
    });

    it('allows a new listing with the most pictures, the cover among the photos, and with one photo, the cover', async () => {
      await allowed(env(), create(factsAndPictures(COVER)));
      await allowed(env(), create({ photos: [COVER] }));
      await allowed(env(), create({ floorPlans: [plans[0] ?? ''] }));
      await allowed(env(), create({ panoramas: [panoramas[0] ?? ''] }));
    });

    for (const [what, facts] of BAD_FACTS) {
      it(`refuses ${what}, on a new listing and on an edit`, async () => {
        await denied(env(), create({ facts }));
        await denied(env(), edit(PROPERTY.pending, contentEdit({ facts })));
        worldLeftUntouched();
      });
    }

    it('takes an edit of the facts within their bounds (the counterpart of the refusals above)', async () => {
      await allowed(env(), edit(PROPERTY.pending, contentEdit({ facts: FULL_FACTS })));
    });

    for (const [what, pictures] of BAD_PICTURES) {
      it(`refuses ${what}, on a new listing and on an edit`, async () => {
        await denied(env(), create({ ...fullPictures(COVER), ...pictures }));
        await denied(env(), edit(PROPERTY.pending, contentEdit({ ...fullPictures(COVER), ...pictures })));
        worldLeftUntouched();
      });
    }

    it('takes an edit with every picture within its bounds (the counterpart of the refusals above)', async () => {
      await allowed(env(), edit(PROPERTY.pending, contentEdit(fullPictures(COVER))));
    });

    it('keeps the cover among the stored photos: a new cover from the gallery is taken, one from elsewhere refused, and so is a gallery without the cover', async () => {
      const otherPhoto = NEWARK_MEDIA.photos[0];
      await denied(env(), edit(PROPERTY.reversedPrices, contentEdit({ image: COVER })));
      await denied(env(), edit(PROPERTY.reversedPrices, contentEdit({ photos: NEWARK_MEDIA.photos.filter((photo) => photo !== NEWARK_COVER) })));
      await allowed(env(), edit(PROPERTY.reversedPrices, contentEdit({ image: otherPhoto })));
    });

    it('refuses searchFacts written by a client on a new listing, even the very ones the trigger would derive', async () => {
      const facts = { type: 'townhouse', bedrooms: 3, bathrooms: 2.5, area: 1_850 } as const;
      await denied(env(), create({ facts, searchFacts: { ...searchFactsOf({ facts, MinimumPrice: 120_000, MaximumPrice: 140_000 }) } }));
      await denied(env(), create({ searchFacts: { ...searchFactsOf({ MinimumPrice: 120_000, MaximumPrice: 140_000 }) } }));
      await allowed(env(), create({ facts }));
    });

    it('refuses searchFacts written by a client on an update: by its agent, alone or with an edit, and by an admin, alone or with a verdict', async () => {
      const forged = { ...searchFactsOf({ MinimumPrice: 1, MaximumPrice: 2 }), bedrooms: 9 };
      await denied(env(), edit(PROPERTY.verified, priceEdit('agent', { searchFacts: forged })));
      await denied(env(), edit(PROPERTY.verified, listingEdit('agent', { facts: FULL_FACTS, searchFacts: forged })));
      await denied(env(), edit(PROPERTY.verified, { searchFacts: forged }));
      const admin = (docId: string, data: DocData) => ({ ...edit(docId, data), actor: 'admin' as const });
      await denied(env(), admin(PROPERTY.verified, { searchFacts: forged }));
      await denied(env(), admin(PROPERTY.pending, verdictOn(PROPERTY.pending, 'verified', { searchFacts: forged })));
      await allowed(env(), admin(PROPERTY.pending, verdictOn(PROPERTY.pending, 'verified')));
    });

    it('keeps a listing with facts and a gallery verified on a price-only edit', async () => {
      await allowed(env(), edit(PROPERTY.reversedPrices, priceEdit('agent')));
      const stored = await getDoc(doc(dbAs(env(), 'agent'), 'properties', PROPERTY.reversedPrices));
      expect(stored.get('status')).toBe('verified');
      expect(stored.get('photos')).toEqual(NEWARK_MEDIA.photos);
      // The most a listing may hold, every fact and picture, still leaves room for a later price edit.
      await allowed(env(), edit(PROPERTY.pending, contentEdit(factsAndPictures(COVER))));
      await allowed(env(), edit(PROPERTY.pending, priceEdit('agent')));
    });

    it('sends a verified listing back to pending when its gallery is reordered, and refuses it staying verified', async () => {
      const reordered = { photos: [...NEWARK_MEDIA.photos].reverse() };
      await denied(env(), edit(PROPERTY.reversedPrices, contentEdit(reordered, {})));
      await denied(env(), edit(PROPERTY.reversedPrices, contentEdit(reordered, { status: 'verified', isVerified: true })));
      await allowed(env(), edit(PROPERTY.reversedPrices, contentEdit(reordered)));
    });

    it("freezes a sold listing's facts and pictures, with or without a status change", async () => {
      const changes: readonly DocData[] = [{ facts: FULL_FACTS }, { photos: [COVER], image: COVER }, { floorPlans: plans }, { panoramas }];
      for (const change of changes) {
        await denied(env(), edit(PROPERTY.sold, contentEdit(change)));
        await denied(env(), edit(PROPERTY.sold, contentEdit(change, {})));
      }
      await allowed(env(), edit(PROPERTY.verified, contentEdit({ facts: FULL_FACTS })));
    });

    it('refuses facts and pictures from a fraud agent, on their withdrawn listing and on a new one', async () => {
      await denied(env(), { ...edit(PROPERTY.withdrawn, contentEdit({ facts: FULL_FACTS })), actor: 'fraud' });
      await denied(env(), { actor: 'fraud', collection: 'properties', operation: 'create', data: newProperty('fraud', factsAndPictures(COVER)) });
      worldLeftUntouched();
    });
  });
}
